ALTER TABLE "quiz_questions" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;
