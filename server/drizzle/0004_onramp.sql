CREATE TABLE "onramp_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onramp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"asset" text NOT NULL,
	"purchase_base_units" text NOT NULL,
	"purchase_amount" text NOT NULL,
	"payment_total" text NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onramp_orders_session_token_unique" UNIQUE("session_token")
);
--> statement-breakpoint
CREATE INDEX "onramp_orders_address_idx" ON "onramp_orders" USING btree ("address");