import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Advisory,
  CityCostSource,
  CityRecord,
  CountryRecord,
  DestinationType,
  PriceLevelSource,
  ReligionShareSchema,
} from '@ai-map/contracts';
import type { z } from 'zod';
import { users } from './users';

type Currency = CountryRecord['currencies'][number];
type ReligionShare = z.infer<typeof ReligionShareSchema>;
type CityMonth = NonNullable<CityRecord['climate']>[number];

/** Positions are plain double-precision lat/lng columns with a GiST index on point(lng, lat): PGlite has no PostGIS. */
const geoIndex = (name: string, t: { lat: unknown; lng: unknown }) =>
  index(name).using('gist', sql`point(${t.lng}, ${t.lat})`);

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    iso2: text('iso2').notNull(),
    iso3: text('iso3').notNull(),
    name: text('name').notNull(),
    officialName: text('official_name').notNull(),
    /** Folded name for search, kept by a trigger (migration 0004, modules/search/text-fold.ts). */
    searchName: text('search_name'),
    capital: text('capital'),
    continent: text('continent').notNull(),
    subregion: text('subregion').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    areaKm2: real('area_km2'),
    population: bigint('population', { mode: 'number' }),
    currencies: jsonb('currencies').$type<Currency[]>().notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    religions: jsonb('religions').$type<ReligionShare[]>().notNull(),
    terrain: text('terrain'),
    climate: text('climate'),
    touristAmount: real('tourist_amount'),
    touristYear: integer('tourist_year'),
    priceLevel: real('price_level'),
    priceLevelYear: integer('price_level_year'),
    priceLevelSource: text('price_level_source').$type<PriceLevelSource>(),
    costForWeek: integer('cost_for_week'),
    religionsPartial: boolean('religions_partial').notNull().default(false),
    religionsListed: jsonb('religions_listed').$type<string[]>().notNull().default([]),
    advisory: jsonb('advisory').$type<Advisory>(),
    timezones: jsonb('timezones').$type<string[]>().notNull().default([]),
    geometry: jsonb('geometry').$type<CountryRecord['geometry']>(),
    /** Derived by the stats refresh after every import (docs/data.md: ratings and counts). */
    rating: real('rating').notNull().default(0),
    attractionsCount: integer('attractions_count').notNull().default(0),
    foodCount: integer('food_count').notNull().default(0),
    shopsCount: integer('shops_count').notNull().default(0),
    eventsCount: integer('events_count').notNull().default(0),
    regionsCount: integer('regions_count').notNull().default(0),
    citiesCount: integer('cities_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('countries_slug_key').on(t.slug),
    uniqueIndex('countries_iso2_key').on(t.iso2),
    geoIndex('countries_geo_idx', t),
  ],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Derived by the stats refresh after every import. */
    attractionsCount: integer('attractions_count').notNull().default(0),
    foodCount: integer('food_count').notNull().default(0),
    shopsCount: integer('shops_count').notNull().default(0),
    eventsCount: integer('events_count').notNull().default(0),
    citiesCount: integer('cities_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('regions_country_code_key').on(t.countryId, t.code),
    uniqueIndex('regions_country_slug_key').on(t.countryId, t.slug),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    geonamesId: integer('geonames_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Folded name for search, kept by a trigger (migration 0004, modules/search/text-fold.ts). */
    searchName: text('search_name'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    population: integer('population').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    isCapital: boolean('is_capital').notNull(),
    popularityInCountry: integer('popularity_in_country').notNull(),
    popularityInWorld: integer('popularity_in_world').notNull(),
    costForWeek: integer('cost_for_week'),
    costSource: text('cost_source').$type<CityCostSource>(),
    climate: jsonb('climate').$type<CityMonth[]>(),
    terrainTypes: jsonb('terrain_types').$type<string[]>().notNull(),
    isCoastal: boolean('is_coastal').notNull(),
    destinationType: text('destination_type').$type<DestinationType>().notNull().default('city'),
    altNames: jsonb('alt_names').$type<string[]>().notNull().default([]),
    /** "|praha|" style folded alt names for search, kept by a trigger (migration 0009). */
    searchAltNames: text('search_alt_names'),
    /** Wikivoyage introduction (CC BY-SA 3.0), credited with a link to the `wikivoyage` article. */
    description: text('description'),
    wikivoyage: text('wikivoyage'),
    guideMentions: integer('guide_mentions').notNull().default(0),
    timezone: text('timezone'),
    /** Derived by the stats refresh after every import (docs/data.md: ratings and counts). */
    rating: real('rating').notNull().default(0),
    attractionsCount: integer('attractions_count').notNull().default(0),
    foodCount: integer('food_count').notNull().default(0),
    shopsCount: integer('shops_count').notNull().default(0),
    eventsCount: integer('events_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cities_geonames_key').on(t.geonamesId),
    uniqueIndex('cities_slug_key').on(t.slug),
    index('cities_country_idx').on(t.countryId, t.population),
    index('cities_rating_idx').on(t.rating),
    index('cities_region_idx').on(t.regionId),
    geoIndex('cities_geo_idx', t),
  ],
);

/**
 * Every point of interest: attractions, food and drink, shops, banks, changers, car rentals and
 * dated events, from Wikidata, OpenStreetMap and date-holidays. One table keeps one id space
 * and one spatial index for the map; kind-specific fields are nullable columns.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['attraction', 'food', 'shop', 'bank', 'currency_exchange', 'car_rental', 'event'],
    }).notNull(),
    source: text('source', { enum: ['wikidata', 'osm', 'wikipedia', 'date-holidays'] }).notNull(),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    /** Folded name for search, kept by a trigger (migration 0004, modules/search/text-fold.ts). */
    searchName: text('search_name'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    categories: jsonb('categories').$type<string[]>().notNull(),
    type: text('type'),
    cuisines: jsonb('cuisines').$type<string[]>().notNull(),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    openingHours: text('opening_hours'),
    wikipedia: text('wikipedia'),
    wikidata: text('wikidata'),
    visitors: bigint('visitors', { mode: 'number' }),
    heritage: boolean('heritage').notNull(),
    rating: real('rating').notNull(),
    localCulture: boolean('local_culture').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /**
     * When the source data is from: "2018-08-27", "2018-08" or "2012", as precisely as the source
     * says (the bundle's record, an extract's name, a live fetch's day); null: unknown.
     */
    dataDate: text('data_date'),
    description: text('description'),
    /** The Wikipedia page the description was taken from (credited and linked); null: ours. */
    descriptionUrl: text('description_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('places_source_key').on(t.source, t.sourceId),
    index('places_kind_city_idx').on(t.kind, t.cityId, t.rating),
    index('places_kind_country_idx').on(t.kind, t.countryId, t.rating),
    index('places_kind_region_idx').on(t.kind, t.regionId),
    // Only events have dates: a partial index takes no entry for the other kinds' rows.
    index('places_event_start_idx')
      .on(t.startDate)
      .where(sql`${t.kind} = 'event'`),
    // SP-GiST rather than the GiST of the other tables: the same box and nearest-first
    // searches, and a fetched area's 20,000-row insert costs ~50 ms less (bench/RESULTS.md,
    // live-places seventh pass); places take thousands of rows at a time, the others few.
    index('places_geo_idx').using('spgist', sql`point(${t.lng}, ${t.lat})`),
    // The Wikimedia sweep's next articles without an item, best rated first: without it each
    // batch sorted the 146,000 sights from Wikipedia (~340 ms on PGlite, on the event loop).
    index('places_article_without_item_idx')
      .on(t.rating.desc(), t.id)
      .where(sql`${t.wikidata} is null and ${t.wikipedia} is not null`),
  ],
);

/** Photos users upload for attractions and shops; unpublished while being processed. */
export const placeImages = pgTable(
  'place_images',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An upload's file under the media folder, or a Commons file name (`source` commons). */
    file: text('file').notNull(),
    source: text('source', { enum: ['upload', 'commons'] })
      .notNull()
      .default('upload'),
    /** Commons photos: the thumbnail's address, the file page and the credit Commons gives. */
    url: text('url'),
    pageUrl: text('page_url'),
    author: text('author'),
    licence: text('licence'),
    licenceUrl: text('licence_url'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('place_images_place_idx').on(t.placeId)],
);

/** Likes, favourites and visited marks of users on any catalogue object. */
export const votes = pgTable(
  'votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: text('object_type', {
      enum: ['country', 'region', 'city', 'attraction', 'shop', 'food', 'event'],
    }).notNull(),
    objectId: integer('object_id').notNull(),
    vote: text('vote', { enum: ['like', 'favourite', 'visited'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.objectType, t.objectId, t.vote] }),
    index('votes_object_idx').on(t.objectType, t.objectId, t.vote),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Topic tags from the article's front matter; related articles share one. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Reading time at 200 words a minute, rounded up. */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt),
  ],
);

/** Which bundle versions and user files were imported, with their counts. */
export const catalogImports = pgTable('catalog_imports', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  version: text('version').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
