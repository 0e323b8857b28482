CREATE TABLE "quiz_result_comment_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_result_comment_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"commentable_type" text NOT NULL,
	"commentable_id" integer NOT NULL,
	"is_allowed" boolean NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_result_comment_settings_result" UNIQUE("attempt_id","commentable_type","commentable_id"),
	CONSTRAINT "quiz_result_comment_settings_type" CHECK ("quiz_result_comment_settings"."commentable_type" in ('quiz_question', 'quiz_statement', 'quiz_answer_group'))
);
--> statement-breakpoint
ALTER TABLE "quiz_result_comment_settings" ADD CONSTRAINT "quiz_result_comment_settings_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_comment_settings" ADD CONSTRAINT "quiz_result_comment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_status" ON "quiz_attempts" USING btree ("quiz_id","status_id","id");