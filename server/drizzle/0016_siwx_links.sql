CREATE TABLE "siwx_links" (
	"project_id" text NOT NULL,
	"profile" text NOT NULL,
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"mac" text NOT NULL,
	CONSTRAINT "siwx_links_project_id_profile_address_pk" PRIMARY KEY("project_id","profile","address")
);
