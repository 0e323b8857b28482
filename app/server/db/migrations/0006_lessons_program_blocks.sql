CREATE TABLE "closed_group_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closed_group_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_group_members_group_user" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "closed_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closed_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cabinet_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer,
	"course_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"copied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_sections_owner" CHECK (("info_sections"."lesson_id" is null) <> ("info_sections"."course_id" is null))
);
--> statement-breakpoint
CREATE TABLE "info_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"info_section_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text,
	"position" integer DEFAULT 0 NOT NULL,
	"copied" boolean DEFAULT false NOT NULL,
	"content" jsonb,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quiz_id" integer,
	"styles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_comments_disabled" boolean DEFAULT false NOT NULL,
	"is_audio_comment_enabled" boolean DEFAULT false NOT NULL,
	"is_video_comment_enabled" boolean DEFAULT false NOT NULL,
	"is_file_comment_enabled" boolean DEFAULT false NOT NULL,
	"desktop_player_size" text,
	"preview_index" integer,
	"is_vertical" boolean DEFAULT false NOT NULL,
	"show_preview_on_pause" boolean DEFAULT false NOT NULL,
	"show_custom_youtube_player" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_units_type" CHECK ("info_units"."type_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "program_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "custom_styles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "program_section_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_skip_checkpoint" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_preview_added" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "lesson_previews" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_previews" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "preview" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "accessible_after_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "accessible_start_hour" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "accessible_timezone" text DEFAULT 'UTC';--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "accessible_timezone_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "accessible_after_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "quiz_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "closed_group_members" ADD CONSTRAINT "closed_group_members_group_id_closed_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."closed_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_group_members" ADD CONSTRAINT "closed_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_groups" ADD CONSTRAINT "closed_groups_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_sections" ADD CONSTRAINT "info_sections_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_sections" ADD CONSTRAINT "info_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_units" ADD CONSTRAINT "info_units_info_section_id_info_sections_id_fk" FOREIGN KEY ("info_section_id") REFERENCES "public"."info_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_units" ADD CONSTRAINT "info_units_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sections" ADD CONSTRAINT "program_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_group_members_user" ON "closed_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "closed_groups_cabinet" ON "closed_groups" USING btree ("cabinet_id");--> statement-breakpoint
CREATE INDEX "info_sections_lesson" ON "info_sections" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "info_sections_course" ON "info_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "info_units_section" ON "info_units" USING btree ("info_section_id","position");--> statement-breakpoint
CREATE INDEX "info_units_quiz" ON "info_units" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "program_sections_course" ON "program_sections" USING btree ("course_id","position");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_program_section_id_program_sections_id_fk" FOREIGN KEY ("program_section_id") REFERENCES "public"."program_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing lessons stand in one program section per course, in their order.
INSERT INTO "program_sections" ("course_id", "title", "position") SELECT DISTINCT "course_id", 'Lessons', 0 FROM "lessons";--> statement-breakpoint
UPDATE "lessons" SET "program_section_id" = "program_sections"."id" FROM "program_sections" WHERE "program_sections"."course_id" = "lessons"."course_id";--> statement-breakpoint
-- A quiz's info_unit_id was a bare number: each one becomes a practice block of the quiz's lesson, keeping the id
-- (a block's address /info-units/{id} stays), in one section per such lesson. A number two lessons used stays the
-- first quiz's lesson's; the other lesson's quizzes become lesson quizzes.
INSERT INTO "info_sections" ("lesson_id", "name", "position") SELECT DISTINCT "lesson_id", 'Section 1', 0 FROM "quizzes" WHERE "info_unit_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "info_units" ("id", "info_section_id", "type_id", "position", "quiz_id") OVERRIDING SYSTEM VALUE SELECT "first"."info_unit_id", "info_sections"."id", 5, (row_number() OVER (PARTITION BY "first"."lesson_id" ORDER BY "first"."info_unit_id"))::integer - 1, "first"."id" FROM (SELECT DISTINCT ON ("info_unit_id") "info_unit_id", "lesson_id", "id" FROM "quizzes" WHERE "info_unit_id" IS NOT NULL ORDER BY "info_unit_id", "id") AS "first" INNER JOIN "info_sections" ON "info_sections"."lesson_id" = "first"."lesson_id";--> statement-breakpoint
UPDATE "quizzes" SET "info_unit_id" = NULL WHERE "info_unit_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "info_units" INNER JOIN "info_sections" ON "info_sections"."id" = "info_units"."info_section_id" WHERE "info_units"."id" = "quizzes"."info_unit_id" AND "info_sections"."lesson_id" = "quizzes"."lesson_id");--> statement-breakpoint
DELETE FROM "info_sections" WHERE NOT EXISTS (SELECT 1 FROM "info_units" WHERE "info_units"."info_section_id" = "info_sections"."id");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('info_units', 'id'), coalesce((SELECT max("id") FROM "info_units"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_info_unit_id_info_units_id_fk" FOREIGN KEY ("info_unit_id") REFERENCES "public"."info_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_program_section" ON "lessons" USING btree ("program_section_id","position");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_accessible_after_days" CHECK ("lessons"."accessible_after_days" >= 0);--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_version" CHECK ("lessons"."version" > 0);