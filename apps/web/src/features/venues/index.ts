// What other features may use of venues: they import from this file only (eslint.config.js).
export { useTypesOfDish } from './api/get-types-of-dish';
export { useTypesOfShop } from './api/get-types-of-shop';
export { LocationVenueSections } from './components/location-sections';
