CREATE TABLE "favourite_categories" (
	"user_id" integer NOT NULL,
	"category_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_categories_user_id_category_slug_pk" PRIMARY KEY("user_id","category_slug")
);
--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_categories_slug_idx" ON "favourite_categories" USING btree ("category_slug");