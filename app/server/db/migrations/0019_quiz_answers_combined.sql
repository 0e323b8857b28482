ALTER TABLE "quiz_questions" ADD COLUMN "is_answers_combined" boolean DEFAULT false NOT NULL;
