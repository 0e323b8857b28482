CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" text NOT NULL,
	"user_id" integer NOT NULL,
	"cabinet_id" integer,
	"model" text DEFAULT 'courseLesson' NOT NULL,
	"original_name" text NOT NULL,
	"display_name" text NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"mime_type" text NOT NULL,
	"declared_mime_type" text,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"process_status" text DEFAULT 'completed' NOT NULL,
	"process_error" text,
	"convert_media" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"role" text,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"allow_doc_download" boolean,
	"allow_doc_preview" boolean,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "files_process_status" CHECK (process_status in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "files_model" CHECK (model in ('courseLesson', 'comment')),
	CONSTRAINT "files_role" CHECK ("files"."role" is null or role in ('poster', 'hls_master', 'hls_rendition', 'mp4', 'audio')),
	CONSTRAINT "files_size" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_parent_id_files_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_user" ON "files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "files_cabinet" ON "files" USING btree ("cabinet_id");--> statement-breakpoint
CREATE INDEX "files_parent" ON "files" USING btree ("parent_id","position");