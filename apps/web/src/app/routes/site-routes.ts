import { APP_NAME, type AppRoute } from '../route-meta';

const homeDescription =
  'Plan trips with an AI assistant on an interactive world map: days, stops, transport and budget, shared with friends.';

const mapScreen = () =>
  import('../../features/home/components/home-map-page').then((module) => ({
    Component: module.HomeMapPage,
  }));

/** The map and its chats, signing in, the information pages and the subscription. */
export const siteRoutes: AppRoute[] = [
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
      import('../../features/auth/components/login-page').then((module) => ({
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
      import('../../features/auth/components/social-callback-page').then((module) => ({
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
      import('../../features/auth/components/social-callback-page').then((module) => ({
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
      import('../../features/auth/components/confirm-password-page').then((module) => ({
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
      import('../../features/info/components/about-page').then((module) => ({
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
      import('../../features/info/components/advertising-page').then((module) => ({
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
      import('../../features/contacts/components/contacts-page').then((module) => ({
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
      import('../../features/info/components/terms-page').then((module) => ({
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
      import('../../features/info/components/privacy-page').then((module) => ({
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
      import('../../features/subscription/components/subscription-page').then((module) => ({
        Component: module.SubscriptionPage,
      })),
  },
];
