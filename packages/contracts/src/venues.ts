import { z } from 'zod';
import {
  CitySchema,
  CostAndExpensesSchema,
  CountryCurrencySchema,
  CountrySchema,
  MetaSchema,
  RegionSchema,
} from './catalog';
import { listPage } from './pagination';
import { AttractionSchema, placeCommonFields, placeLocationFields } from './places';

/** Where a place sits, as slugs: its category path and its region and country. */
const detailsOf = {
  id: z.number().int(),
  category: z.array(z.string()),
  region: z.array(z.string()),
};

/** spec 001 §3 Shop. `name` and the location and mark fields come from the common place card. */

export const ShopSchema = z.object({
  shop_id: z.number().int(),
  /** Names of the shop's categories, most specific first. */
  shop_category_name: z.array(z.string()),
  shop_category_slug: z.array(z.string()),
  /** Names of neighbouring categories: the parent group and the siblings under it. */
  shop_related_category: z.array(z.string()),
  /** The OpenStreetMap `shop=` value, e.g. "bakery" (null when only `shop=yes`). */
  type_of_shop: z.string().nullable(),
  local_culture: z.boolean(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  ...placeCommonFields,
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopDetailSchema = ShopSchema.extend({
  shop_details: z.object(detailsOf),
  meta: MetaSchema,
});
export type ShopDetail = z.infer<typeof ShopDetailSchema>;

const award = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.object({ year: z.number().int(), ...shape }));

/**
 * spec 001 §3 Restaurant (food and drink places). The award lists (michelin, worlds_50,
 * gault_millau, wine_spectator) are always empty: no open data source licenses these guides, and
 * the catalogue never invents them.
 */
export const RestaurantSchema = z
  .object({
    restaurant_id: z.number().int(),
    /** Cuisine names, e.g. ["Maltese", "Seafood"]. */
    cooking_style: z.array(z.string()),
    cooking_style_slug: z.array(z.string()),
    dish_data: z.object({
      /** The dish type's name, e.g. "Main courses"; its slug is in `type_of_dish_slug`. */
      type_of_dish: z.string().nullable(),
      type_of_dish_slug: z.string().nullable(),
    }),
    food_category_name: z.array(z.string()),
    food_category_slug: z.array(z.string()),
    local_culture: z.boolean(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    michelin: award({ stars: z.number().int() }),
    worlds_50: award({ rank: z.number().int() }),
    gault_millau: award({ score: z.number() }),
    wine_spectator: award({}),
    ...placeCommonFields,
  })
  .describe(
    'A food or drink place. Award lists are always empty: no open data exists for these guides.',
  );
export type Restaurant = z.infer<typeof RestaurantSchema>;

export const RestaurantDetailSchema = RestaurantSchema.extend({
  food_details: z.object(detailsOf),
  meta: MetaSchema,
});
export type RestaurantDetail = z.infer<typeof RestaurantDetailSchema>;

/** spec 001 §3 Event: dated events, public holidays and observances included. */
export const EventSchema = z.object({
  event_id: z.number().int(),
  /** A URL slug of the name, for `events/event/{slug}/{id}/detail/`. */
  slug: z.string(),
  event_category_name: z.array(z.string()),
  event_category_slug: z.array(z.string()),
  /** For holidays the date-holidays type: public, bank, observance, optional or school. */
  type_of_event: z.string().nullable(),
  /** ISO dates (YYYY-MM-DD). */
  start_date: z.string().nullable(),
  finish_date: z.string().nullable(),
  is_public_holiday: z.boolean(),
  ...placeCommonFields,
});
export type Event = z.infer<typeof EventSchema>;

export const EventDetailSchema = EventSchema.extend({
  event_details: z.object(detailsOf),
  meta: MetaSchema,
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** A category with how many places carry it. */
export const CategoryCountSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type CategoryCount = z.infer<typeof CategoryCountSchema>;

/** An option of a select (spec 001 §3 Select option): `name` is the value to send back. */
export const SelectOptionSchema = z.object({
  name: z.string(),
  text: z.string(),
  countable: z.boolean(),
  count: z.number().int(),
});

export const TypesOfShopSchema = z.object({ types_of_shop: z.array(SelectOptionSchema) });
export const TypesOfDishSchema = z.object({ types_of_dish: z.array(SelectOptionSchema) });

/** A list page of events with the categories found in the same scope. */
export const EventListSchema = listPage(EventSchema).extend({
  categories: z.array(CategoryCountSchema),
});

/** A region or city ranked by how many events of a category it has. */
export const EventLocationCountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  level: z.enum(['region', 'city']),
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  count: z.number().int(),
});
export const EventTopSchema = z.object({
  category: z.string(),
  sub_category: z.string().nullable(),
  list: z.array(EventLocationCountSchema),
  count: z.number().int(),
});

/** `food/countries/list/`: countries that have food and drink places. */
export const FoodCountrySchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  iso_code: z.string(),
  count: z.number().int(),
});
export const FoodCountriesSchema = z.object({
  list: z.array(FoodCountrySchema),
  count: z.number().int(),
});

/** A bank, ATM or currency exchange from OpenStreetMap. */
export const MoneyPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "bank", "atm" or "bureau_de_change" (the OSM amenity). */
  type: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  opening_hours: z.string().nullable(),
  geo_points_json: z.tuple([z.number(), z.number()]),
  ...placeLocationFields,
});
export type MoneyPlace = z.infer<typeof MoneyPlaceSchema>;

export const MoneyLocationSchema = z.object({
  level: z.enum(['country', 'region', 'city']),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  country_slug: z.string(),
});

/** `money/{country|region|city}/…`: currencies, price level and what a week costs. */
export const MoneyOverviewSchema = z.object({
  location: MoneyLocationSchema,
  currencies: z.array(CountryCurrencySchema),
  /** Price level relative to the USA (1 = US prices), World Bank PPP; null when unknown. */
  price_level: z.number().nullable(),
  price_level_year: z.number().int().nullable(),
  /** USD for one traveller (docs/data.md: cost model). */
  cost_for_week: z.number().int().nullable(),
  cost_for_month: z.number().int().nullable(),
  cost_and_expenses: CostAndExpensesSchema.nullable(),
  banks_count: z.number().int(),
  atms_count: z.number().int(),
  exchanges_count: z.number().int(),
  car_rentals_count: z.number().int(),
  meta: MetaSchema,
});
export type MoneyOverview = z.infer<typeof MoneyOverviewSchema>;

/** spec 001 §3 Costs info-window entry. */
export const CostEntrySchema = z.object({
  title: z.string(),
  cost: z.number(),
  period: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});

/** A list the catalogue has no open data for: empty, with the reason (never invented figures). */
export const UnavailableCostsSchema = z.object({
  results: z.array(CostEntrySchema),
  count: z.number().int(),
  reason: z.string(),
});

/** spec 001 §3 Transport brand offer; `partren_cost` is spelled as the client reads it. */
export const BrandOfferSchema = z.object({
  id: z.number().int(),
  partner_data: z.object({
    partner_title: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    partner_url: z.string().nullable(),
  }),
  /** Always null: rental prices have no open data source. */
  partren_cost: z.null(),
  geo_points_json: z.tuple([z.number(), z.number()]),
  city_name: z.string().nullable(),
  country_slug: z.string().nullable(),
});
export const BrandOffersSchema = z.object({
  results: z.array(BrandOfferSchema),
  count: z.number().int(),
  page: z.number().int(),
  reason: z.string(),
});

/** spec 001 §3 Currency. */
export const CurrencyItemSchema = CountryCurrencySchema;
export const CountryCurrenciesSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  currencies: z.array(
    CountryCurrencySchema.extend({
      /** The country's typical costs, USD (no exchange rates are kept). */
      costs: z.object({
        currency: z.literal('USD'),
        cost_for_week: z.number().int().nullable(),
        price_level: z.number().nullable(),
      }),
    }),
  ),
});

/** `users/favourite_{name}/` and `users/visited_{name}/`. */
export const markedList = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int() });
export const MarkedListSchemas = {
  countries: markedList(CountrySchema),
  regions: markedList(RegionSchema),
  cities: markedList(CitySchema),
  entertainments: markedList(AttractionSchema),
  shopping: markedList(ShopSchema),
  food: markedList(RestaurantSchema),
  events: markedList(EventSchema),
} as const;
export type MarkedListName = keyof typeof MarkedListSchemas;

/** The two marks a user keeps a list of. */
export type MarkedListVote = 'favourite' | 'visited';

/** `POST /shop/category_list/{id}/favourite/` and `/shop/{id}/sub_category_list/favourite/`. */
export const CategoryFavouriteSchema = z.object({
  user_favourite: z.boolean(),
  categories: z.array(z.string()),
  favourite_categories: z.array(z.string()),
});
