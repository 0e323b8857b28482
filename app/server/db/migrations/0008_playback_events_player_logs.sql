CREATE TABLE "playback_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "playback_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lesson_id" integer,
	"info_unit_id" integer,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_events_event" CHECK (event in ('started', 'watched')),
	CONSTRAINT "playback_events_one_item" CHECK (("playback_events"."lesson_id" is null) <> ("playback_events"."info_unit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "player_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"error" text NOT NULL,
	"location" text NOT NULL,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_events" ADD CONSTRAINT "playback_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_events" ADD CONSTRAINT "playback_events_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_events" ADD CONSTRAINT "playback_events_info_unit_id_info_units_id_fk" FOREIGN KEY ("info_unit_id") REFERENCES "public"."info_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_logs" ADD CONSTRAINT "player_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playback_events_user_lesson_event" ON "playback_events" USING btree ("user_id","lesson_id","event") WHERE "playback_events"."lesson_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "playback_events_user_unit_event" ON "playback_events" USING btree ("user_id","info_unit_id","event") WHERE "playback_events"."info_unit_id" is not null;--> statement-breakpoint
CREATE INDEX "playback_events_lesson" ON "playback_events" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "playback_events_unit" ON "playback_events" USING btree ("info_unit_id");--> statement-breakpoint
CREATE INDEX "player_logs_created" ON "player_logs" USING btree ("created_at");