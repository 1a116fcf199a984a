import type { ComponentType } from 'react';
import { type LoaderFunction, matchPath } from 'react-router';
import { pageLoaders } from './page-loaders';

export const APP_NAME = 'AI travel map and planner';

/** Per-route flags and document metadata (spec 000 §2), read by the layout through `handle`. */
export interface RouteMeta {
  title: string;
  description: string;
  hideSidebar: boolean;
  showPlanTogether: boolean;
  /** The page fills the space under the header edge to edge, without the footer (the map screen). */
  fullBleed?: boolean;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  /**
   * Loads the page's code on first visit, keeping the initial bundle small. The not-found route
   * has none: its page is already in the main bundle for the error element.
   */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Checks before the page renders that its object exists (app/page-loaders.ts). */
  loader?: LoaderFunction;
}

const homeDescription =
  'Plan trips with an AI assistant on an interactive world map: days, stops, transport and budget, shared with friends.';

export const notFoundMeta: RouteMeta = {
  title: 'Page not found',
  description: 'This page could not be found.',
  hideSidebar: true,
  showPlanTogether: false,
};

export const serverErrorMeta: RouteMeta = {
  title: 'Something went wrong',
  description: 'The page could not be shown because of an error.',
  hideSidebar: true,
  showPlanTogether: false,
};

const mapScreen = () =>
  import('../features/home/components/home-map-page').then((module) => ({
    Component: module.HomeMapPage,
  }));

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    meta: {
      title: APP_NAME,
      description: homeDescription,
      hideSidebar: false,
      showPlanTogether: false,
      fullBleed: true,
    },
    lazy: mapScreen,
  },
  {
    path: '/chat/new',
    meta: {
      title: 'New trip',
      description: 'Start a new trip with the AI travel assistant.',
      hideSidebar: false,
      showPlanTogether: false,
      fullBleed: true,
    },
    lazy: mapScreen,
  },
  {
    path: '/chat/:id',
    meta: {
      title: 'Trip',
      description: 'Plan this trip with the AI travel assistant, on the map and day by day.',
      hideSidebar: false,
      showPlanTogether: true,
      fullBleed: true,
    },
    lazy: mapScreen,
  },
  {
    path: '/login',
    meta: {
      title: 'Log in',
      description: 'Log in or create an account to keep your trips and plan with friends.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/auth/components/login-page').then((module) => ({
        Component: module.LoginPage,
      })),
  },
  {
    // Where the Facebook dialog returns (features/auth/lib/social-redirects.ts).
    path: '/login/facebook',
    meta: {
      title: 'Log in with Facebook',
      description: 'Finishing your Facebook login.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/auth/components/social-callback-page').then((module) => ({
        Component: module.FacebookCallbackPage,
      })),
  },
  {
    // Twitter's callback: the server's default TWITTER_CALLBACK_URL.
    path: '/login/twitter',
    meta: {
      title: 'Log in with Twitter',
      description: 'Finishing your Twitter login.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/auth/components/social-callback-page').then((module) => ({
        Component: module.TwitterCallbackPage,
      })),
  },
  {
    path: '/confirm-password',
    meta: {
      title: 'Choose a new password',
      description: 'Set a new password for your account.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/auth/components/confirm-password-page').then((module) => ({
        Component: module.ConfirmPasswordPage,
      })),
  },
  {
    path: '/about',
    meta: {
      title: 'About',
      description:
        'An open-source, self-hostable AI trip planner built on open data: OpenStreetMap, Wikidata, GeoNames and more.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/info/components/about-page').then((module) => ({
        Component: module.AboutPage,
      })),
  },
  {
    path: '/advertising',
    meta: {
      title: 'Advertising',
      description:
        'How partner placements work on the map: clearly labelled, never based on tracking.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/info/components/advertising-page').then((module) => ({
        Component: module.AdvertisingPage,
      })),
  },
  {
    path: '/contacts',
    meta: {
      title: 'Contacts',
      description: 'Send feedback, report a problem or ask about partnerships.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/contacts/components/contacts-page').then((module) => ({
        Component: module.ContactsPage,
      })),
  },
  {
    path: '/terms',
    meta: {
      title: 'Terms of Use',
      description: 'The terms that apply when you use this trip planner.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/info/components/terms-page').then((module) => ({
        Component: module.TermsPage,
      })),
  },
  {
    path: '/privacy',
    meta: {
      title: 'Privacy Policy',
      description: 'What this trip planner stores about you, why, and for how long.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/info/components/privacy-page').then((module) => ({
        Component: module.PrivacyPage,
      })),
  },
  {
    path: '/subscription',
    meta: {
      title: 'Subscription',
      description: 'Choose a plan, pay for it and see what is left of your limits.',
      hideSidebar: true,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/subscription/components/subscription-page').then((module) => ({
        Component: module.SubscriptionPage,
      })),
  },
  {
    path: '/countries',
    meta: {
      title: 'Countries of the world',
      description: 'Every country with its visitors, typical costs and places to visit.',
      hideSidebar: false,
      showPlanTogether: false,
    },
    lazy: () =>
      import('../features/catalog/components/countries-page').then((module) => ({
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
      import('../features/locations/components/country-page').then((module) => ({
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
      import('../features/locations/components/region-page').then((module) => ({
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
      import('../features/catalog/components/cities-page').then((module) => ({
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
      import('../features/locations/components/city-page').then((module) => ({
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
      import('../features/places/components/attractions-page').then((module) => ({
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
      import('../features/places/components/attraction-page').then((module) => ({
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
      import('../features/venues/components/shops-page').then((module) => ({
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
      import('../features/venues/components/shop-page').then((module) => ({
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
      import('../features/venues/components/food-list-page').then((module) => ({
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
      import('../features/venues/components/food-page').then((module) => ({
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
      import('../features/venues/components/events-page').then((module) => ({
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
      import('../features/venues/components/event-page').then((module) => ({
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
      import('../features/blog/components/blog-page').then((module) => ({
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
      import('../features/blog/components/blog-article-page').then((module) => ({
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
      import('../features/search/components/search-page').then((module) => ({
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
      import('../features/shared-trip/components/shared-trip-page').then((module) => ({
        Component: module.SharedTripPage,
      })),
  },
  { path: '*', meta: notFoundMeta },
];

/** The metadata of the route a path lands on; unknown paths get the not-found metadata. */
export function findRouteMeta(pathname: string): RouteMeta {
  const route = appRoutes.find(
    (candidate) => candidate.path !== '*' && matchPath(candidate.path, pathname),
  );
  return route?.meta ?? notFoundMeta;
}

/** "About · AI travel map and planner"; the home page is just the product name. */
export function documentTitle(meta: RouteMeta): string {
  return meta.title === APP_NAME ? APP_NAME : `${meta.title} · ${APP_NAME}`;
}
