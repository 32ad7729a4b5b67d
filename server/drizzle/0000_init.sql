CREATE TABLE "account_activity" (
	"address" text NOT NULL,
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	CONSTRAINT "account_activity_address_chain_tx_hash_pk" PRIMARY KEY("address","chain","tx_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"origin" text,
	"event" text NOT NULL,
	"props" jsonb NOT NULL,
	"timestamp" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "names" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"addresses" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"address" text NOT NULL,
	"pci" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_address_pci_pk" PRIMARY KEY("address","pci")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"token" text,
	"value" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "transfers_chain_tx_hash_log_index_pk" PRIMARY KEY("chain","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "used_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_page_idx" ON "account_activity" USING btree ("address","block_number","tx_hash");--> statement-breakpoint
CREATE INDEX "activity_chain_page_idx" ON "account_activity" USING btree ("address","chain","block_number","tx_hash");--> statement-breakpoint
CREATE INDEX "activity_chain_block_idx" ON "account_activity" USING btree ("chain","block_number");--> statement-breakpoint
CREATE INDEX "analytics_project_idx" ON "analytics_events" USING btree ("project_id","timestamp");--> statement-breakpoint
CREATE INDEX "names_owner_idx" ON "names" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "transfers_tx_idx" ON "transfers" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "transfers_chain_block_idx" ON "transfers" USING btree ("chain","block_number");