CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"version" text NOT NULL,
	"counts" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"geonames_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"population" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_capital" boolean NOT NULL,
	"popularity_in_country" integer NOT NULL,
	"popularity_in_world" integer NOT NULL,
	"cost_for_week" integer,
	"climate" jsonb,
	"terrain_types" jsonb NOT NULL,
	"is_coastal" boolean NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"attractions_count" integer DEFAULT 0 NOT NULL,
	"food_count" integer DEFAULT 0 NOT NULL,
	"shops_count" integer DEFAULT 0 NOT NULL,
	"events_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"name" text NOT NULL,
	"official_name" text NOT NULL,
	"capital" text,
	"continent" text NOT NULL,
	"subregion" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"area_km2" real,
	"population" bigint,
	"currencies" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"religions" jsonb NOT NULL,
	"terrain" text,
	"climate" text,
	"tourist_amount" real,
	"tourist_year" integer,
	"price_level" real,
	"price_level_year" integer,
	"cost_for_week" integer,
	"geometry" jsonb,
	"rating" real DEFAULT 0 NOT NULL,
	"attractions_count" integer DEFAULT 0 NOT NULL,
	"food_count" integer DEFAULT 0 NOT NULL,
	"shops_count" integer DEFAULT 0 NOT NULL,
	"events_count" integer DEFAULT 0 NOT NULL,
	"regions_count" integer DEFAULT 0 NOT NULL,
	"cities_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"user_id" integer,
	"file" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"city_id" integer,
	"categories" jsonb NOT NULL,
	"type" text,
	"cuisines" jsonb NOT NULL,
	"address" text,
	"phone" text,
	"website" text,
	"opening_hours" text,
	"wikipedia" text,
	"wikidata" text,
	"visitors" bigint,
	"heritage" boolean NOT NULL,
	"rating" real NOT NULL,
	"local_culture" boolean NOT NULL,
	"start_date" date,
	"end_date" date,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"lat" double precision,
	"lng" double precision,
	"attractions_count" integer DEFAULT 0 NOT NULL,
	"food_count" integer DEFAULT 0 NOT NULL,
	"shops_count" integer DEFAULT 0 NOT NULL,
	"events_count" integer DEFAULT 0 NOT NULL,
	"cities_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"user_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_user_id_object_type_object_id_vote_pk" PRIMARY KEY("user_id","object_type","object_id","vote")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_images" ADD CONSTRAINT "place_images_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_images" ADD CONSTRAINT "place_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_geonames_key" ON "cities" USING btree ("geonames_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_key" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id","population");--> statement-breakpoint
CREATE INDEX "cities_rating_idx" ON "cities" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "cities_region_idx" ON "cities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "cities_geo_idx" ON "cities" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_slug_key" ON "countries" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_key" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE INDEX "countries_geo_idx" ON "countries" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "place_images_place_idx" ON "place_images" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_source_key" ON "places" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "places_kind_city_idx" ON "places" USING btree ("kind","city_id","rating");--> statement-breakpoint
CREATE INDEX "places_kind_country_idx" ON "places" USING btree ("kind","country_id","rating");--> statement-breakpoint
CREATE INDEX "places_kind_region_idx" ON "places" USING btree ("kind","region_id");--> statement-breakpoint
CREATE INDEX "places_kind_start_idx" ON "places" USING btree ("kind","start_date");--> statement-breakpoint
CREATE INDEX "places_geo_idx" ON "places" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_code_key" ON "regions" USING btree ("country_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_slug_key" ON "regions" USING btree ("country_id","slug");--> statement-breakpoint
CREATE INDEX "votes_object_idx" ON "votes" USING btree ("object_type","object_id","vote");