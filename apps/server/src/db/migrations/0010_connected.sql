CREATE TABLE "wikidata_entities" (
	"qid" text PRIMARY KEY NOT NULL,
	"sitelinks" integer,
	"image_file" text,
	"heritage" text,
	"website" text,
	"description" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
ALTER TABLE "place_images" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "place_images" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "place_images" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "place_images" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "place_images" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "place_images" ADD COLUMN "licence_url" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_url" text;