// What other features may use of preferences: they import from this file only (eslint.config.js).
export { Personalization } from './components/personalization';
