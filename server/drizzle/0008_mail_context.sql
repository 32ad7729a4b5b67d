ALTER TABLE "auth_devices" ADD COLUMN "mail_app_name" text;--> statement-breakpoint
ALTER TABLE "auth_devices" ADD COLUMN "mail_locale" text;