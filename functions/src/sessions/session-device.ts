// How the devices list names a session: the browser and system from its User-Agent, and the
// approximate place CloudFront geolocates the viewer to (its CloudFront-Viewer-Country,
// -Country-Region and -City headers). Those headers are trusted only on requests that proved they
// came through CloudFront; locally there is no place.
import type { SessionDevice } from './store';

export const VIEWER_PLACE_HEADERS = ['CloudFront-Viewer-Country', 'CloudFront-Viewer-Country-Region', 'CloudFront-Viewer-City'] as const;

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android", "Safari on iOS"; "Unknown browser" when the User-Agent says nothing we know. */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}

function header(headers: Record<string, string | undefined>, name: string): string | null {
  const value = headers[name.toLowerCase()]?.trim();
  if (!value) return null;
  // CloudFront URL-encodes the city ("S%C3%A3o%20Paulo").
  try {
    return decodeURIComponent(value).slice(0, 80);
  } catch {
    return null;
  }
}

/** The session's device and place; `behindCloudFront` says the request proved it came through CloudFront. */
export function deviceOf(headers: Record<string, string | undefined>, behindCloudFront: boolean): SessionDevice {
  const country = behindCloudFront ? header(headers, VIEWER_PLACE_HEADERS[0]) : null;
  return {
    device: describeDevice(headers['user-agent']),
    place:
      country && /^[A-Z]{2}$/.test(country)
        ? { country, region: header(headers, VIEWER_PLACE_HEADERS[1]), city: header(headers, VIEWER_PLACE_HEADERS[2]) }
        : null,
  };
}
