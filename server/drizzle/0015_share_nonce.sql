ALTER TABLE "auth_devices" ADD COLUMN "share_nonce_hash" text;--> statement-breakpoint
ALTER TABLE "auth_devices" ADD COLUMN "share_nonce_expires_at" timestamp with time zone;