CREATE TABLE "key_checks" (
	"name" text PRIMARY KEY NOT NULL,
	"check_value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
