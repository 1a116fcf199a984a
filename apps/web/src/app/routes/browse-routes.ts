import type { AppRoute } from '../route-meta';
import { pageLoaders } from '../page-loaders';

/**
 * The pages to read and browse: the catalogue (countries, regions, cities, attractions, shops,
 * food, events), the blog, search and shared trips.
 */
export const browseRoutes: AppRoute[] = [
  {
    path: '/countries',
    meta: {
      title: 'Countries of the world',
      description: 'Every country with its visitors, typical costs and places to visit.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/catalog/components/countries-page').then((module) => ({
        Component: module.CountriesPage,
      })),
  },
  {
    path: '/country/:slug',
    loader: pageLoaders.country,
    meta: {
      title: 'Country',
      description: 'A country: visitors, costs, religions, climate, regions and tourist cities.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/locations/components/country-page').then((module) => ({
        Component: module.CountryPage,
      })),
  },
  {
    path: '/region/:country/:slug',
    loader: pageLoaders.region,
    meta: {
      title: 'Region',
      description: 'A region: its cities, tourist cities and similar cities elsewhere.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/locations/components/region-page').then((module) => ({
        Component: module.RegionPage,
      })),
  },
  {
    path: '/cities',
    meta: {
      title: 'Cities of the world',
      description: 'Cities with their climate, costs and places to visit.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/catalog/components/cities-page').then((module) => ({
        Component: module.CitiesPage,
      })),
  },
  {
    path: '/city/:slug',
    loader: pageLoaders.city,
    meta: {
      title: 'City',
      description: 'A city: climate by month, costs, terrain and attractions.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/locations/components/city-page').then((module) => ({
        Component: module.CityPage,
      })),
  },
  {
    path: '/attractions',
    meta: {
      title: 'Attractions of the world',
      description: 'Sights, museums and landmarks, best rated first.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/places/components/attractions-page').then((module) => ({
        Component: module.AttractionsPage,
      })),
  },
  {
    path: '/attraction/:id',
    loader: pageLoaders.attraction,
    meta: {
      title: 'Attraction',
      description: 'An attraction: photos, rating, address, contacts and similar places nearby.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/places/components/attraction-page').then((module) => ({
        Component: module.AttractionPage,
      })),
  },
  {
    path: '/shops',
    meta: {
      title: 'Shops of the world',
      description: 'Shops and markets from OpenStreetMap, best rated first, by type.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/venues/components/shops-page').then((module) => ({
        Component: module.ShopsPage,
      })),
  },
  {
    path: '/shop/:id',
    loader: pageLoaders.shop,
    meta: {
      title: 'Shop',
      description:
        'A shop: photos, rating, address, opening hours, contacts and similar shops nearby.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/venues/components/shop-page').then((module) => ({
        Component: module.ShopPage,
      })),
  },
  {
    path: '/food',
    meta: {
      title: 'Food and drink',
      description: 'Restaurants, cafés and bars, best rated first, by food type.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/venues/components/food-list-page').then((module) => ({
        Component: module.FoodListPage,
      })),
  },
  {
    path: '/food/:id',
    loader: pageLoaders.food,
    meta: {
      title: 'Food and drink place',
      description: 'A restaurant, café or bar: cuisine, food, address, opening hours and contacts.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/venues/components/food-page').then((module) => ({
        Component: module.FoodPage,
      })),
  },
  {
    path: '/events',
    meta: {
      title: 'Events',
      description: 'Upcoming events and public holidays, soonest first, by category.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/venues/components/events-page').then((module) => ({
        Component: module.EventsPage,
      })),
  },
  {
    path: '/event/:id',
    loader: pageLoaders.event,
    meta: {
      title: 'Event',
      description: 'An event or holiday: dates, category, place and rating.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/venues/components/event-page').then((module) => ({
        Component: module.EventPage,
      })),
  },
  {
    path: '/blog',
    meta: {
      title: 'Blog',
      description: 'Travel ideas, guides and how the map works.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/blog/components/blog-page').then((module) => ({
        Component: module.BlogPage,
      })),
  },
  {
    path: '/blog/:id',
    meta: {
      title: 'Article',
      description: 'An article of the travel blog.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/blog/components/blog-article-page').then((module) => ({
        Component: module.BlogArticlePage,
      })),
  },
  {
    path: '/search',
    meta: {
      title: 'Search',
      description: 'Search countries, cities, attractions, shops, food and events.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/search/components/search-page').then((module) => ({
        Component: module.SearchPage,
      })),
  },
  {
    path: '/trip/shared/:token',
    meta: {
      title: 'Shared trip',
      description: 'A trip shared read-only: its days, stops and travel times.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../../features/shared-trip/components/shared-trip-page').then((module) => ({
        Component: module.SharedTripPage,
      })),
  },
];
