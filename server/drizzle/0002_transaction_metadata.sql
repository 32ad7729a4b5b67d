ALTER TABLE "names" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "tx_from" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "tx_to" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "tx_nonce" integer;--> statement-breakpoint
UPDATE "names" SET "updated_at" = "registered_at";
