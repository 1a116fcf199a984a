// What other features may use of money: they import from this file only (eslint.config.js).
export { MoneySection } from './components/money-section';
export { formatPriceLevel } from './lib/money';
