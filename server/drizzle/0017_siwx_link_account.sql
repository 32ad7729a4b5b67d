ALTER TABLE "siwx_links" ADD COLUMN "account" text;--> statement-breakpoint
UPDATE "siwx_links" SET "account" = split_part("address", ':', 1) || ':' || CASE WHEN split_part("address", ':', 1) = 'eip155' THEN lower(split_part("address", ':', 3)) ELSE split_part("address", ':', 3) END;--> statement-breakpoint
DELETE FROM "siwx_links" AS older USING "siwx_links" AS newer WHERE older."project_id" = newer."project_id" AND older."profile" = newer."profile" AND older."account" = newer."account" AND (older."linked_at", older."address") < (newer."linked_at", newer."address");--> statement-breakpoint
ALTER TABLE "siwx_links" ALTER COLUMN "account" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "siwx_links" DROP CONSTRAINT "siwx_links_project_id_profile_address_pk";--> statement-breakpoint
ALTER TABLE "siwx_links" ADD CONSTRAINT "siwx_links_project_id_profile_account_pk" PRIMARY KEY("project_id","profile","account");
