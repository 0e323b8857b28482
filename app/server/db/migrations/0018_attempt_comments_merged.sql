ALTER TABLE "comments" ADD COLUMN "merged_from_id" integer;--> statement-breakpoint
INSERT INTO "comments" ("cabinet_id", "course_id", "lesson_id", "commentable_type", "commentable_id", "quiz_question_id", "user_id", "text", "files", "is_private", "created_at", "updated_at", "merged_from_id")
SELECT "courses"."cabinet_id", "courses"."id", "lessons"."id", 'quiz-attempt', "old"."attempt_id", "old"."question_id", "old"."user_id", "old"."text", "old"."files", false, "old"."created_at", "old"."updated_at", "old"."id"
FROM "quiz_attempt_comments" "old"
INNER JOIN "quiz_attempts" ON "quiz_attempts"."id" = "old"."attempt_id"
INNER JOIN "quizzes" ON "quizzes"."id" = "quiz_attempts"."quiz_id"
INNER JOIN "lessons" ON "lessons"."id" = "quizzes"."lesson_id"
INNER JOIN "courses" ON "courses"."id" = "lessons"."course_id"
ORDER BY "old"."id";--> statement-breakpoint
UPDATE "quiz_attempt_questions" SET "comment_id" = (SELECT "comments"."id" FROM "comments" WHERE "comments"."merged_from_id" = "quiz_attempt_questions"."comment_id") WHERE "comment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "merged_from_id";--> statement-breakpoint
DROP TABLE "quiz_attempt_comments";
