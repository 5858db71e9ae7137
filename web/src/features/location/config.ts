// The IP lookup services (spec section 7: third-party GET JSON answering latitude and longitude).
// Configuration, not code: set VITE_IP_LOOKUP_URLS (comma-separated, tried in order) when building
// the app, and allow their origins in the deployed CSP (`-c connectSources=...`, infra/README.md).
export const DEFAULT_IP_LOOKUP_URLS: readonly string[] = ['https://ipapi.co/json/', 'https://ipwho.is/'];

/** The configured list, or the defaults when the variable is unset; an empty value turns IP lookup off. */
export function ipLookupUrls(configured: string | undefined): readonly string[] {
  if (configured === undefined) return DEFAULT_IP_LOOKUP_URLS;
  return configured
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\//.test(url));
}

export const IP_LOOKUP_URLS = ipLookupUrls(import.meta.env.VITE_IP_LOOKUP_URLS);
