// What other features may use of billing: they import from this file only (eslint.config.js).
export { PaymentsTab } from './components/payments-tab';
