CREATE TABLE "live_areas" (
	"key" text PRIMARY KEY NOT NULL,
	"bbox" jsonb NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"elements" integer,
	"places" integer,
	"error" text
);
