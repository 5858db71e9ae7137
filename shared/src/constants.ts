// The timing constants and limits of spec section 9, named once.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const QUERY_STALE_TIME_MS = 5 * MINUTE;
export const QUERY_GC_TIME_MS = 10 * MINUTE;
export const QUERY_MAX_RETRIES = 2;
/** Query errors with one of these statuses are not retried: asking again gets the same answer (a bad range stays bad). */
export const NO_RETRY_STATUSES = [400, 401, 403, 404, 422] as const;

export const SESSION_STALE_TIME_MS = 5 * MINUTE;
export const HEARTBEAT_INTERVAL_MS = 120 * SECOND;
export const SW_UPDATE_CHECK_INTERVAL_MS = 60 * SECOND;

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY_MS = 5 * SECOND;
export const TOAST_DEFAULT_DURATION_MS = 5 * SECOND;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const INSUFFICIENT_BALANCE_TOAST_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const ONBOARDING_SLIDE_COUNT = 5;
export const TUTORIAL_STEP_COUNT = 12;
export const TUTORIAL_AUTOSTART_DELAY_MS = 1000;
export const TUTORIAL_AFTER_ONBOARDING_DELAY_MS = 500;

export const LOCATION_CACHE_MAX_AGE_MS = HOUR;
export const GEOLOCATION_TIMEOUT_MS = 7 * SECOND;
export const GEOLOCATION_MAXIMUM_AGE_MS = 10 * MINUTE;
export const GEOLOCATION_OVERALL_CAP_MS = 8 * SECOND;
export const IP_LOOKUP_TIMEOUT_MS = 3 * SECOND;
export const IP_LOOKUP_ACCURACY_M = 5000;
export const TIMEZONE_GUESS_ACCURACY_M = 10000;
export const DEFAULT_LOCATION_ACCURACY_M = 20000;
export const MANUAL_LOCATION_ACCURACY_M = 100;

export const INSTALL_PROMPT_DELAY_MS = 3 * SECOND;
export const INSTALL_PROMPT_IOS_DELAY_MS = 10 * SECOND;
export const INSTALL_PROMPT_SUPPRESS_MS = 7 * DAY;

/** The product's name in its own copy (the spec's {product}). */
export const PRODUCT_NAME = 'FitChoice';
