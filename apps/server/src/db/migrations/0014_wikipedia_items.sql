CREATE TABLE "wikipedia_items" (
	"article_url" text PRIMARY KEY NOT NULL,
	"qid" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
