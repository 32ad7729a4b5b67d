CREATE TABLE "auth_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "auth_social_logins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"project_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"opener_origin" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"called_back_at" timestamp with time zone,
	"result_hash" text,
	"subject" text,
	"email" text,
	"email_verified" boolean,
	"username" text,
	"result_expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"mac" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_identities_user_idx" ON "auth_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_social_logins_result_idx" ON "auth_social_logins" USING btree ("result_hash");--> statement-breakpoint
CREATE INDEX "auth_social_logins_created_idx" ON "auth_social_logins" USING btree ("created_at");