CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rdns" text,
	"homepage" text,
	"mobile_link" text,
	"universal_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"chains" jsonb NOT NULL,
	"rank" integer NOT NULL,
	"image" text,
	"image_type" text
);
--> statement-breakpoint
CREATE INDEX "wallets_rank_idx" ON "wallets" USING btree ("rank","name");