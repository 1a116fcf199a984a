DROP INDEX "places_kind_start_idx";--> statement-breakpoint
DROP INDEX "places_geo_idx";--> statement-breakpoint
CREATE INDEX "places_event_start_idx" ON "places" USING btree ("start_date") WHERE "places"."kind" = 'event';--> statement-breakpoint
CREATE INDEX "places_geo_idx" ON "places" USING spgist (point("lng", "lat"));