ALTER TABLE "auth_devices" ADD COLUMN "agent" text;--> statement-breakpoint
ALTER TABLE "auth_devices" ADD COLUMN "last_used_at" timestamp with time zone;