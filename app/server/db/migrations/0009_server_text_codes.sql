ALTER TABLE "alerts" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "process_error_code" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "process_error_params" jsonb;