CREATE TABLE "sponsored_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"chain" text NOT NULL,
	"sender" text NOT NULL,
	"max_cost_wei" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sponsored_operations_project_idx" ON "sponsored_operations" USING btree ("project_id","chain","signed_at");