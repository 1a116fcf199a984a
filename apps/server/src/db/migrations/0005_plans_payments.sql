CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"checkout_url" text,
	"idempotency_key" text,
	"selection" jsonb NOT NULL,
	"plan_id" integer,
	"number_of_periods" integer NOT NULL,
	"miles" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_id" text NOT NULL,
	"subscription_id" integer,
	"plan_id" integer,
	"miles" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"paid" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "plan_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"access_code" text,
	"kind" text NOT NULL,
	"scope_key" text DEFAULT '' NOT NULL,
	"object_key" text NOT NULL,
	"paid_with_mile" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_usage_one_subject" CHECK (("plan_usage"."user_id" IS NULL) <> ("plan_usage"."access_code" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"planner_trips_limit" integer NOT NULL,
	"object_views_limit" integer,
	"friends" integer NOT NULL,
	"unlocked_phones" boolean DEFAULT false NOT NULL,
	"unlocked_websites" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"checkout_id" text NOT NULL,
	"number_of_periods" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timeframe_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"number_of_periods" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_preferences_user_id_list_category_id_pk" PRIMARY KEY("user_id","list","category_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_request_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"uid" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_access_code_planner_access_codes_code_fk" FOREIGN KEY ("access_code") REFERENCES "public"."planner_access_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeframe_offers" ADD CONSTRAINT "timeframe_offers_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_user_idempotency_key" ON "checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_reference_key" ON "checkouts" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "checkouts_open_idx" ON "checkouts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_paid_per_checkout" ON "invoices" USING btree ("checkout_id") WHERE "invoices"."paid";--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_usage_user_idx" ON "plan_usage" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "plan_usage_access_code_idx" ON "plan_usage" USING btree ("access_code","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_slug_key" ON "subscription_plans" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_checkout_key" ON "subscriptions" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_active_ends_idx" ON "subscriptions" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timeframe_offers_plan_periods_key" ON "timeframe_offers" USING btree ("plan_id","number_of_periods");--> statement-breakpoint
CREATE INDEX "user_preferences_user_idx" ON "user_preferences" USING btree ("user_id","list","position");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_uid_key" ON "social_accounts" USING btree ("provider","uid");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint

-- The plans (docs/architecture.md: Plans and payments). Prices in US cents; limits count per billing period; a NULL object_views_limit is unlimited.
INSERT INTO "subscription_plans" ("slug", "title", "description", "price_cents", "period", "planner_trips_limit", "object_views_limit", "friends", "unlocked_phones", "unlocked_websites", "position") VALUES
  ('free', 'Free', 'Plan a few trips a month and explore the map.', 0, 'free', 3, 30, 1, false, false, 1),
  ('day', 'Day Pass', 'Pay only for the days you travel: more trips and places every day, phone numbers included.', 299, 'day', 5, 100, 3, true, false, 2),
  ('month', 'Explorer', 'A month of planning with unlimited places, phone numbers and websites.', 999, 'month', 30, NULL, 5, true, true, 3),
  ('year', 'Globetrotter', 'A year of unlimited places for frequent travellers and their friends.', 7999, 'year', 400, NULL, 10, true, true, 4);--> statement-breakpoint
INSERT INTO "timeframe_offers" ("plan_id", "number_of_periods", "price_cents")
  SELECT "id", offer.days, offer.price_cents FROM "subscription_plans",
    (VALUES (1, 299), (3, 799), (7, 1599), (14, 2799), (30, 4999)) AS offer(days, price_cents)
  WHERE "slug" = 'day' ORDER BY offer.days;
