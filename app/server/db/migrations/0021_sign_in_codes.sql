ALTER TABLE "account_codes" DROP CONSTRAINT "account_codes_flow";--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_flow" CHECK (flow in ('email_change', 'password_change', 'restore', 'sign_in'));
