CREATE TABLE "quiz_answer_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_answer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type_id" integer DEFAULT 2 NOT NULL,
	"display_type_id" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_answer_receipts" (
	"attempt_id" integer NOT NULL,
	"key" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_answer_receipts_attempt_id_key_pk" PRIMARY KEY("attempt_id","key")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"statement_id" integer,
	"answer_group_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text,
	"is_correct" boolean,
	"order" integer,
	"type_id" integer DEFAULT 1 NOT NULL,
	"image_url" text,
	"image_width" integer,
	"image_height" integer,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempt_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"verdict" text,
	"points" numeric(10, 2) DEFAULT 0 NOT NULL,
	"is_skipped" boolean DEFAULT false NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"timer_started_at" timestamp with time zone,
	"comment_id" integer,
	CONSTRAINT "quiz_attempt_questions_attempt_question" UNIQUE("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempt_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"statement_id" integer,
	"answer_group_id" integer,
	"text_answer" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_order" integer,
	"is_correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"previous_attempt_id" integer,
	"status_id" integer DEFAULT 5 NOT NULL,
	"scores" numeric(10, 2),
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"is_timed_out" boolean DEFAULT false NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_number" UNIQUE("quiz_id","user_id","attempt_number"),
	CONSTRAINT "quiz_attempts_status" CHECK ("quiz_attempts"."status_id" between 1 and 6),
	CONSTRAINT "quiz_attempts_number_positive" CHECK ("quiz_attempts"."attempt_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type_slug" text NOT NULL,
	"name" text,
	"description" text,
	"comment" text,
	"comment_type_id" integer,
	"is_required" boolean DEFAULT true NOT NULL,
	"is_collapse_enabled" boolean DEFAULT false NOT NULL,
	"has_stopped_info" boolean DEFAULT false NOT NULL,
	"timer_duration" integer,
	"max_points" numeric(10, 2) DEFAULT 1 NOT NULL,
	"interview_type" integer,
	"likert_scale_type" text,
	"grade_text_min" text,
	"grade_text_max" text,
	"conformity_type" integer,
	"text_answer_type_id" integer,
	"is_video_comment_enabled" boolean DEFAULT false NOT NULL,
	"is_audio_comment_enabled" boolean DEFAULT false NOT NULL,
	"can_upload" boolean DEFAULT false NOT NULL,
	"is_comment_enabled" boolean DEFAULT false NOT NULL,
	"is_allowed_comment_after_check" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text,
	"image_url" text,
	"is_rtl" boolean DEFAULT false NOT NULL,
	"correct_answer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"info_unit_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type_slug" text,
	"is_name_enabled" boolean DEFAULT true NOT NULL,
	"questions_display_type_id" integer DEFAULT 1 NOT NULL,
	"reanswer_type" integer DEFAULT 2 NOT NULL,
	"return_to_previous_type" integer DEFAULT 2 NOT NULL,
	"navigation_type_id" integer DEFAULT 1 NOT NULL,
	"finish_type_id" integer DEFAULT 1 NOT NULL,
	"is_allow_clear" boolean DEFAULT false NOT NULL,
	"question_result_show_id" integer DEFAULT 1 NOT NULL,
	"result_type_show" text DEFAULT 'simple_answer' NOT NULL,
	"result_is_show" boolean DEFAULT true NOT NULL,
	"questions_numeration_type_id" integer DEFAULT 1 NOT NULL,
	"is_checkpoint" boolean DEFAULT false NOT NULL,
	"start_type_id" integer DEFAULT 1 NOT NULL,
	"start_info_text" text,
	"start_info_button" text,
	"timer_duration" integer,
	"timer_type_id" integer DEFAULT 1 NOT NULL,
	"estimate_is_on" boolean DEFAULT false NOT NULL,
	"estimate_is_show" boolean DEFAULT false NOT NULL,
	"common_scores_min" numeric(10, 2),
	"common_scores_max" numeric(10, 2),
	"attempt_limit" integer,
	"attempt_limit_text" text,
	"passed_text" text,
	"failed_text" text,
	"attempt_comment_type_id" integer,
	"comment_versioning_type_slug" text,
	"versioning_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_attempt_limit" CHECK ("quizzes"."attempt_limit" is null or "quizzes"."attempt_limit" > 0),
	CONSTRAINT "quizzes_timer" CHECK ("quizzes"."timer_duration" is null or "quizzes"."timer_duration" > 0)
);
--> statement-breakpoint
ALTER TABLE "quiz_answer_groups" ADD CONSTRAINT "quiz_answer_groups_statement_id_quiz_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."quiz_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer_receipts" ADD CONSTRAINT "quiz_answer_receipts_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_statement_id_quiz_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."quiz_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_answer_group_id_quiz_answer_groups_id_fk" FOREIGN KEY ("answer_group_id") REFERENCES "public"."quiz_answer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_results" ADD CONSTRAINT "quiz_attempt_results_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_results" ADD CONSTRAINT "quiz_attempt_results_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_statements" ADD CONSTRAINT "quiz_statements_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answer_groups_statement" ON "quiz_answer_groups" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "quiz_answers_question" ON "quiz_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "quiz_attempt_results_attempt" ON "quiz_attempt_results" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_running" ON "quiz_attempts" USING btree ("quiz_id","user_id") WHERE "quiz_attempts"."status_id" = 5;--> statement-breakpoint
CREATE INDEX "quiz_attempts_running_deadline" ON "quiz_attempts" USING btree ("deadline_at") WHERE "quiz_attempts"."status_id" = 5;--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_statements_question" ON "quiz_statements" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_lesson" ON "quizzes" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_info_unit" ON "quizzes" USING btree ("info_unit_id");