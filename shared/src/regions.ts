// The ten regions and twelve languages FitChoice serves (spec section 3), and the coarse
// latitude/longitude boxes that map a position to a region (spec section 4, Region).

export type CurrencyCode = 'USD' | 'GBP' | 'INR' | 'EUR' | 'CAD' | 'AUD' | 'JPY' | 'BRL' | 'MXN' | 'SGD';
export type RegionCode = 'US' | 'GB' | 'IN' | 'EU' | 'CA' | 'AU' | 'JP' | 'BR' | 'MX' | 'SG';
export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ja' | 'ko' | 'zh' | 'hi' | 'ar' | 'ru';

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
}

export interface Region {
  code: RegionCode;
  name: string;
  currency: Currency;
  language: LanguageCode;
  flag: string;
}

export interface Language {
  code: LanguageCode;
  name: string;
  nativeName: string;
}

export const REGIONS: readonly Region[] = [
  { code: 'US', name: 'United States', currency: { code: 'USD', symbol: '$', name: 'US Dollar' }, language: 'en', flag: '🇺🇸' },
  { code: 'GB', name: 'United Kingdom', currency: { code: 'GBP', symbol: '£', name: 'British Pound' }, language: 'en', flag: '🇬🇧' },
  { code: 'IN', name: 'India', currency: { code: 'INR', symbol: '₹', name: 'Indian Rupee' }, language: 'en', flag: '🇮🇳' },
  { code: 'EU', name: 'Europe', currency: { code: 'EUR', symbol: '€', name: 'Euro' }, language: 'en', flag: '🇪🇺' },
  { code: 'CA', name: 'Canada', currency: { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar' }, language: 'en', flag: '🇨🇦' },
  { code: 'AU', name: 'Australia', currency: { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' }, language: 'en', flag: '🇦🇺' },
  { code: 'JP', name: 'Japan', currency: { code: 'JPY', symbol: '¥', name: 'Japanese Yen' }, language: 'en', flag: '🇯🇵' },
  { code: 'BR', name: 'Brazil', currency: { code: 'BRL', symbol: 'R$', name: 'Brazilian Real' }, language: 'pt', flag: '🇧🇷' },
  { code: 'MX', name: 'Mexico', currency: { code: 'MXN', symbol: 'MX$', name: 'Mexican Peso' }, language: 'es', flag: '🇲🇽' },
  { code: 'SG', name: 'Singapore', currency: { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar' }, language: 'en', flag: '🇸🇬' },
];

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'ko', name: 'Korean', nativeName: '한국어' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
];

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];
export const DEFAULT_REGION: RegionCode = 'US';
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const regionByCode = new Map(REGIONS.map((r) => [r.code, r]));
const languageByCode = new Map(LANGUAGES.map((l) => [l.code, l]));

export function isRegionCode(code: unknown): code is RegionCode {
  return typeof code === 'string' && regionByCode.has(code as RegionCode);
}

export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && languageByCode.has(code as LanguageCode);
}

export function getRegion(code: RegionCode): Region {
  const region = regionByCode.get(code);
  if (!region) throw new RangeError(`Unknown region code: ${code}`);
  return region;
}

export function getLanguage(code: LanguageCode): Language {
  const language = languageByCode.get(code);
  if (!language) throw new RangeError(`Unknown language code: ${code}`);
  return language;
}

type Box = readonly [minLat: number, maxLat: number, minLon: number, maxLon: number];

/**
 * Coarse boxes per region, checked in this order: the small or ambiguous regions first, so that a
 * box drawn around a border (southern Ontario, northern Mexico, Ireland) wins over its big
 * neighbour. A point in no box belongs to no region.
 */
const REGION_BOXES: readonly (readonly [RegionCode, readonly Box[]])[] = [
  ['SG', [[1.15, 1.47, 103.6, 104.1]]],
  [
    'JP',
    [
      [30.9, 34.4, 129.3, 132.0], // Kyushu
      [32.7, 36.0, 132.0, 137.0], // Shikoku, Chugoku, Kansai
      [34.5, 41.6, 136.0, 142.2], // Chubu, Kanto, Tohoku
      [41.3, 45.6, 139.3, 146.0], // Hokkaido
      [24.0, 28.5, 122.9, 131.5], // Okinawa
    ],
  ],
  [
    'IN',
    [
      [6.5, 24.5, 68.1, 88.5],
      [24.5, 30.5, 73.0, 84.0],
      [30.5, 35.5, 74.5, 79.5],
      [24.0, 29.5, 89.7, 97.4],
    ],
  ],
  [
    'GB',
    [
      [49.9, 60.9, -5.8, 1.8], // Great Britain
      [54.0, 55.3, -8.2, -5.4], // Northern Ireland
      [56.5, 58.6, -7.7, -5.8], // Western Isles
    ],
  ],
  ['EU', [[35.8, 70.1, -10.5, 28.5]]],
  [
    'CA',
    [
      [49.0, 83.5, -141.0, -52.6],
      [43.55, 49.0, -80.5, -76.4], // southern Ontario, Ottawa
      [42.2, 43.55, -82.9, -80.0], // south-western Ontario
      [45.0, 49.0, -76.4, -70.0], // Montreal, Quebec City
      [43.4, 49.0, -66.8, -52.6], // the Maritimes
    ],
  ],
  [
    'MX',
    [
      [14.5, 25.9, -118.4, -86.7],
      [25.9, 29.0, -109.0, -99.8],
      [29.0, 31.3, -115.0, -108.2],
      [31.3, 32.55, -117.2, -114.8], // Tijuana
      [31.3, 31.75, -106.95, -106.2], // Ciudad Juárez
    ],
  ],
  [
    'US',
    [
      [24.5, 49.0, -125.0, -66.9], // contiguous states
      [51.0, 71.5, -170.0, -130.0], // Alaska
      [18.9, 22.3, -160.3, -154.8], // Hawaii
    ],
  ],
  ['BR', [[-33.8, 5.3, -74.0, -34.8]]],
  ['AU', [[-44.0, -10.0, 112.9, 154.0]]],
];

/** The region whose box holds the point, or null when it is in none (or not a real coordinate). */
export function regionFromCoordinates(latitude: number, longitude: number): RegionCode | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  for (const [code, boxes] of REGION_BOXES) {
    for (const [minLat, maxLat, minLon, maxLon] of boxes) {
      if (latitude >= minLat && latitude < maxLat && longitude >= minLon && longitude < maxLon) return code;
    }
  }
  return null;
}
