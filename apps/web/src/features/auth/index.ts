// What other features may use of auth: they import from this file only (eslint.config.js).
export { useLogout } from './api/logout';
