import type { MarkedListName, MarkedListVote } from './venues';
import { apiPathTable, type ApiPathTable } from './routes';

/**
 * The venue calls (spec 001 §5: shops, food, events, money; spec 000 §7: marks), relative to
 * `API_BASE`, spelled as the spec lists them. The server registers these paths and the web
 * client builds its calls from them.
 */

/** The shop calls (spec 001 §5), relative to `API_BASE`, spelled as the spec lists them. */
export const shopPaths = apiPathTable({
  list: (page: number, pageSize: number) => `shops/${page}/${pageSize}/`,
  ofCountry: (country: string) => `country/shop/${encodeURIComponent(country)}/`,
  ofRegion: (country: string, region: string) =>
    `division/shop/${encodeURIComponent(country)}/${encodeURIComponent(region)}/`,
  ofCity: (city: string) => `city/shop/${encodeURIComponent(city)}/`,
  detail: (id: number) => `shop/${id}/detail/`,
  onMap: (id: number) => `geo/shops/${id}/`,
  types: 'shops/types_of_shop/',
  best: 'shops/best_shops',
  similar: 'shops_similar/list/',
  nearby: 'shops_nearby/list/',
  images: (id: number) => `shop/${id}/images/`,
  addImage: (id: number) => `shop/image_add/${id}/`,
  favouriteCategory: (category: string) => `shop/category_list/${category}/favourite/`,
  favouriteShopCategories: (id: number) => `shop/${id}/sub_category_list/favourite/`,
});

const segment = encodeURIComponent;

/** The food and drink place calls (spec 001 §5), relative to `API_BASE`, as the spec lists them. */
export const foodPaths = apiPathTable({
  all: 'food/',
  dishAll: 'food/dish/all/',
  drinkAll: 'food/drink/all/',
  typesOfDish: 'food/types_of_dish/',
  countriesList: 'food/countries/list/',
  ofCategory: (category: string) => `food/${segment(category)}/`,
  /** `view`: country, division or city; regions are named by id. */
  ofLocation: (view: string, slug: string, category: string) =>
    `food/${segment(view)}/${segment(slug)}/${segment(category)}/`,
  countryDrinks: (slug: string) => `food/country/${segment(slug)}/drink/`,
  onMap: (id: number) => `geo/foods/${id}/`,
});

/** The event calls (spec 001 §5), relative to `API_BASE`, as the spec lists them. */
export const eventPaths = apiPathTable({
  categoryList: 'events/event/category_list/',
  categoriesList: 'events/event/categories/list/',
  ofCategory: (category: string) => `events/event/${segment(category)}/category/`,
  ofCountry: (slug: string) => `events/country/${segment(slug)}/category/`,
  ofCountryCategory: (slug: string, category: string) =>
    `events/country/${segment(slug)}/${segment(category)}/sub_category/`,
  ofRegion: (slug: string) => `events/divisions/${segment(slug)}/category/`,
  ofRegionCategory: (slug: string, category: string) =>
    `events/division/${segment(slug)}/${segment(category)}/sub_category/`,
  ofCity: (slug: string) => `events/city/${segment(slug)}/category/`,
  ofCityCategory: (slug: string, category: string) =>
    `events/city/${segment(slug)}/${segment(category)}/sub_category/`,
  regionTop: (category: string, subCategory: string) =>
    `events/division/${segment(category)}/${segment(subCategory)}/top/`,
  cityTop: (category: string, subCategory: string) =>
    `events/city/${segment(category)}/${segment(subCategory)}/top/`,
  /** The id decides; the slug is the spec's decoration (any word, e.g. `event`). */
  detail: (slug: string, id: number) => `events/event/${segment(slug)}/${id}/detail/`,
  onMap: (id: number) => `geo/events/${id}/`,
  images: (id: number) => `events/event/${id}/images/`,
});

/** Local culture lists of a place: attractions, events or food (our addition). */
export type CultureList = 'attractions' | 'events' | 'food';

/** `{country|division|city}/local_culture/{id}/{list}/`, relative to `API_BASE`. */
export const culturePaths = apiPathTable({
  country: (id: string, list: CultureList) =>
    `country/local_culture/${segment(id)}/${segment(list)}/`,
  division: (id: string, list: CultureList) =>
    `division/local_culture/${segment(id)}/${segment(list)}/`,
  city: (id: string, list: CultureList) => `city/local_culture/${segment(id)}/${segment(list)}/`,
});

/** The three location levels of money paths: a country, a region of it, a city of that region. */
const moneyLevels = (prefix: string) => ({
  country: (country: string) => `${prefix}/country/${segment(country)}/`,
  region: (country: string, region: string) =>
    `${prefix}/region/${segment(country)}/${segment(region)}/`,
  city: (country: string, region: string, city: string) =>
    `${prefix}/city/${segment(country)}/${segment(region)}/${segment(city)}/`,
});

type MoneyLevels = ReturnType<typeof moneyLevels>;

/** A money path table by location level (`moneyPaths.overview`, `.bank`, `.changer`, …). */
export type MoneyLevelPaths = ApiPathTable<MoneyLevels>;

/** The money calls (spec 001 §5), relative to `API_BASE`, as the spec lists them. */
export const moneyPaths = apiPathTable({
  overview: moneyLevels('money'),
  bank: moneyLevels('money/bank'),
  changer: moneyLevels('money/changer'),
  transportInside: {
    country: (country: string) => `money/transport/${segment(country)}/inside/`,
    region: (country: string, region: string) =>
      `money/transport/region/${segment(country)}/${segment(region)}/inside/`,
    city: (country: string, region: string, city: string) =>
      `money/transport/city/${segment(country)}/${segment(region)}/${segment(city)}/inside/`,
  } satisfies MoneyLevels,
  airInside: (country: string) => `money/air/${segment(country)}/inside/`,
  airOutside: (country: string) => `money/transport/${segment(country)}/air/outside/`,
  transportOutside: (country: string) => `money/transport/${segment(country)}/outside/`,
  transportBrands: 'money/transport_inside_location_brand_list/',
  countryInsurance: 'country_insurance/',
  countryCurrencies: 'country_currencies/',
  currencies: 'currencies/',
});

/** The path word of each mark (`liked`, not `like`). */
export const MARK_WORDS = { like: 'liked', favourite: 'favourite', visited: 'visited' } as const;

/** Likes, favourites and visited marks (spec 000 §7), relative to `API_BASE`. */
export const markPaths = apiPathTable({
  /** `{liked|favourite|visited}/{object}/{id}/`: the generic toggle. */
  toggle: (word: string, object: string, id: number) =>
    `${segment(word)}/${segment(object)}/${id}/`,
  /** The signed-in user's favourite or visited objects of one kind. */
  list: (vote: MarkedListVote, name: MarkedListName) => `users/${vote}_${name}/`,
  // The object-first toggles the spec's client also calls.
  countryFavourite: (id: number) => `countries/${id}/favourite/`,
  countryVisited: (id: number) => `countries/${id}/visited/`,
  cityFavourite: (id: number) => `city/${id}/favourite/`,
  cityVisited: (id: number) => `city/${id}/visited/`,
  regionFavourite: (id: number) => `region/${id}/favourite/`,
  regionVisited: (id: number) => `region/${id}/visited/`,
  shopFavourite: (id: number) => `shop/${id}/favourite/`,
  shopVisited: (id: number) => `shop/${id}/visited/`,
  foodFavourite: (id: number) => `food/${id}/favourite/`,
  eventFavourite: (id: number) => `events/event/${id}/favourite/`,
  eventLiked: (id: number) => `events/event/${id}/liked/`,
  eventVisited: (id: number) => `events/event/${id}/visited/`,
});
