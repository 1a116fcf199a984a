// What other features may use of search: they import from this file only (eslint.config.js).
export { useSearch } from './api/search';
