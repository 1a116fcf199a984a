// What other features may use of social: they import from this file only (eslint.config.js).
export type { MarkObject } from './api/toggle-mark';
export { MarkButton, MarkButtons } from './components/mark-button';
