ALTER TABLE "auth_sessions" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "mac" text;