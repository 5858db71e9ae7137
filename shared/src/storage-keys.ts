// The browser storage key names of spec section 3. The web app's local database names its
// documents with these; nothing else spells them.

export const STORAGE_KEYS = {
  theme: 'theme',
  region: 'region',
  language: 'language',
  manualRegion: 'manualRegion',
  lastLocation: 'lastLocation',
  locationPermission: 'locationPermission',
  web3Connected: 'web3_connected',
  web3Account: 'web3_account',
  pwaInstallDismissed: 'pwa-install-dismissed',
  authUser: 'authUser',
  guestUser: 'guestUser',
  onboardingComplete: 'onboardingComplete',
  onboardingCompleted: 'fitchoice_onboarding_completed',
  tutorialCompleted: 'fitchoice_tutorial_completed',
  cacheVersion: 'fitchoice_cache_version',
  logoutPending: 'fitchoice_logout_pending',
} as const;

/**
 * A cookie the server sets and clears with the session's (same lifetime), readable by the app: it
 * says a session cookie may be there, so a visitor's first screen skips the session check instead of
 * getting a 401. It carries nothing secret; the session itself stays in the HttpOnly `sid` cookie.
 */
export const SESSION_HINT_COOKIE = 'fc_session';

/**
 * Where index.html's inline script leaves the session check it starts with the page when the hint
 * is there (web/scripts/session-prefetch.ts); the app takes it once (web/src/api/early-session.ts).
 */
export const EARLY_SESSION_GLOBAL = '__fitchoiceSessionCheck';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that survive the mobile cache buster (spec section 9): the session and the user's choices. */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.authUser,
  STORAGE_KEYS.guestUser,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.region,
  STORAGE_KEYS.language,
  STORAGE_KEYS.manualRegion,
  STORAGE_KEYS.onboardingComplete,
  STORAGE_KEYS.onboardingCompleted,
  STORAGE_KEYS.tutorialCompleted,
  STORAGE_KEYS.cacheVersion,
  STORAGE_KEYS.web3Connected,
  STORAGE_KEYS.web3Account,
];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
