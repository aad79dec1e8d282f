/** Data fetching and notification constants (docs/product-rules.md#the-web-client), shared so tests and code agree. */
export const QUERY_STALE_TIME_MS = 2 * 60 * 1000;
export const QUERY_REFETCH_INTERVAL_MS = 5 * 60 * 1000;
export const VERSION_CHECK_INTERVAL_MS = 2 * 60 * 1000;
export const NOTIFICATIONS_REFRESH_MS = 30 * 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const REGISTRATION_REDIRECT_MS = 2000;
export const ORGANIZER_DASHBOARD_TOURNAMENT_COUNT = 3;
