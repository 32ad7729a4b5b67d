CREATE TABLE "siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siwx_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"domain" text NOT NULL,
	"uri" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"mac" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "siwx_sessions_address_idx" ON "siwx_sessions" USING btree ("project_id","address");