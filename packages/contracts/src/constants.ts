/** Business constants of spec 000 §9 and spec 001 §9 that more than one side needs. */

/** Below this window width the app switches to its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 300;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;

/** Auth, planner access code and feature-flag cookies: one year, path "/". */
export const COOKIE_MAX_AGE_S = 31_536_000;
export const AUTH_COOKIE = 'auth_token';
export const PLANNER_ACCESS_CODE_COOKIE = 'planner_access_code';
export const FEATURE_FLAGS_COOKIE = 'feature_flags';
export const GUIDE_COOKIE = 'smartAI';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

export const SEARCH_MAX_LENGTH = 255;
export const SEARCH_DEBOUNCE_MS = 300;
export const PREFERENCES_DEBOUNCE_MS = 500;
export const MIN_FETCH_DELAY_MS = 200;
export const POPUP_HIDE_MS = 5_000;
export const POPUP_RESET_MS = 7_000;
export const CLIPBOARD_TOAST_MS = 1_000;

/** A failed script chunk reloads the page at most once in this window (spec 000 §8). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Passwords shorter than this are refused. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest accepted password: scrypt cost grows with input, so bound it. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;

/** Profile photos: accepted types and largest size. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const DEFAULT_CURRENCY = {
  iso_code: 'USD',
  currency_sign: '$',
  name: 'United States dollar',
} as const;

/** Month names, January first: climate charts and the season filter (spec 001 §9). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
