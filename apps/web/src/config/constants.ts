/** Business constants of docs/storefront-rules.md §9 that the screens use. */
export const TOAST_DURATION_MS = 2000;
export const CLOCK_TICK_MS = 1000;
export const SETTINGS_CACHE_MS = 60 * 60 * 1000;
export const GUEST_LABEL = '게스트';
