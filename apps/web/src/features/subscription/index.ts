// What other features may use of subscription: they import from this file only (eslint.config.js).
export { useSubscriptionPlans } from './api/get-subscription-plans';
export { SubscriptionsTab } from './components/subscriptions-tab';
export { UnlockPremium } from './components/unlock-premium';
