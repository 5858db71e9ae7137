import { describe, expect, it } from 'vitest';
import { getRegion, isLanguageCode, isRegionCode, LANGUAGES, REGIONS, type RegionCode, regionFromCoordinates } from './regions';

describe('regions table (spec section 3)', () => {
  it.each([
    { code: 'US', currency: 'USD', symbol: '$', language: 'en' },
    { code: 'GB', currency: 'GBP', symbol: '£', language: 'en' },
    { code: 'IN', currency: 'INR', symbol: '₹', language: 'en' },
    { code: 'EU', currency: 'EUR', symbol: '€', language: 'en' },
    { code: 'CA', currency: 'CAD', symbol: 'C$', language: 'en' },
    { code: 'AU', currency: 'AUD', symbol: 'A$', language: 'en' },
    { code: 'JP', currency: 'JPY', symbol: '¥', language: 'en' },
    { code: 'BR', currency: 'BRL', symbol: 'R$', language: 'pt' },
    { code: 'MX', currency: 'MXN', symbol: 'MX$', language: 'es' },
    { code: 'SG', currency: 'SGD', symbol: 'S$', language: 'en' },
  ] as const)('$code pays in $currency ($symbol) and speaks $language', ({ code, currency, symbol, language }) => {
    const region = getRegion(code);
    expect(region.currency.code).toBe(currency);
    expect(region.currency.symbol).toBe(symbol);
    expect(region.language).toBe(language);
    expect(region.name.length).toBeGreaterThan(0);
    expect(region.currency.name.length).toBeGreaterThan(0);
    expect(region.flag.length).toBeGreaterThan(0);
  });

  it('has exactly ten regions and twelve languages', () => {
    expect(REGIONS.map((r) => r.code)).toHaveLength(10);
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'hi', 'ar', 'ru']);
    for (const language of LANGUAGES) expect(language.nativeName.length).toBeGreaterThan(0);
  });

  it('tells known codes from unknown ones', () => {
    expect(isRegionCode('JP')).toBe(true);
    expect(isRegionCode('XX')).toBe(false);
    expect(isRegionCode(undefined)).toBe(false);
    expect(isLanguageCode('ar')).toBe(true);
    expect(isLanguageCode('xx')).toBe(false);
    expect(() => getRegion('XX' as RegionCode)).toThrow(/Unknown region/);
  });
});

describe('regionFromCoordinates', () => {
  it.each([
    { city: 'New York', lat: 40.7128, lon: -74.006, region: 'US' },
    { city: 'Los Angeles', lat: 34.0522, lon: -118.2437, region: 'US' },
    { city: 'Chicago', lat: 41.8781, lon: -87.6298, region: 'US' },
    { city: 'Houston', lat: 29.7604, lon: -95.3698, region: 'US' },
    { city: 'Seattle', lat: 47.6062, lon: -122.3321, region: 'US' },
    { city: 'Miami', lat: 25.7617, lon: -80.1918, region: 'US' },
    { city: 'San Diego', lat: 32.7157, lon: -117.1611, region: 'US' },
    { city: 'El Paso', lat: 31.7619, lon: -106.485, region: 'US' },
    { city: 'Detroit', lat: 42.3314, lon: -83.0458, region: 'US' },
    { city: 'Buffalo', lat: 42.8864, lon: -78.8784, region: 'US' },
    { city: 'Anchorage', lat: 61.2181, lon: -149.9003, region: 'US' },
    { city: 'Honolulu', lat: 21.3069, lon: -157.8583, region: 'US' },
    { city: 'London', lat: 51.5074, lon: -0.1278, region: 'GB' },
    { city: 'Manchester', lat: 53.4808, lon: -2.2426, region: 'GB' },
    { city: 'Edinburgh', lat: 55.9533, lon: -3.1883, region: 'GB' },
    { city: 'Belfast', lat: 54.5973, lon: -5.9301, region: 'GB' },
    { city: 'Mumbai', lat: 19.076, lon: 72.8777, region: 'IN' },
    { city: 'Delhi', lat: 28.6139, lon: 77.209, region: 'IN' },
    { city: 'Bengaluru', lat: 12.9716, lon: 77.5946, region: 'IN' },
    { city: 'Kolkata', lat: 22.5726, lon: 88.3639, region: 'IN' },
    { city: 'Chennai', lat: 13.0827, lon: 80.2707, region: 'IN' },
    { city: 'Paris', lat: 48.8566, lon: 2.3522, region: 'EU' },
    { city: 'Berlin', lat: 52.52, lon: 13.405, region: 'EU' },
    { city: 'Madrid', lat: 40.4168, lon: -3.7038, region: 'EU' },
    { city: 'Rome', lat: 41.9028, lon: 12.4964, region: 'EU' },
    { city: 'Amsterdam', lat: 52.3676, lon: 4.9041, region: 'EU' },
    { city: 'Dublin', lat: 53.3498, lon: -6.2603, region: 'EU' },
    { city: 'Lisbon', lat: 38.7223, lon: -9.1393, region: 'EU' },
    { city: 'Helsinki', lat: 60.1699, lon: 24.9384, region: 'EU' },
    { city: 'Athens', lat: 37.9838, lon: 23.7275, region: 'EU' },
    { city: 'Toronto', lat: 43.6532, lon: -79.3832, region: 'CA' },
    { city: 'Montreal', lat: 45.5017, lon: -73.5673, region: 'CA' },
    { city: 'Vancouver', lat: 49.2827, lon: -123.1207, region: 'CA' },
    { city: 'Calgary', lat: 51.0447, lon: -114.0719, region: 'CA' },
    { city: 'Ottawa', lat: 45.4215, lon: -75.6972, region: 'CA' },
    { city: 'Halifax', lat: 44.6488, lon: -63.5752, region: 'CA' },
    { city: 'Sydney', lat: -33.8688, lon: 151.2093, region: 'AU' },
    { city: 'Melbourne', lat: -37.8136, lon: 144.9631, region: 'AU' },
    { city: 'Perth', lat: -31.9505, lon: 115.8605, region: 'AU' },
    { city: 'Hobart', lat: -42.8821, lon: 147.3272, region: 'AU' },
    { city: 'Tokyo', lat: 35.6762, lon: 139.6503, region: 'JP' },
    { city: 'Osaka', lat: 34.6937, lon: 135.5023, region: 'JP' },
    { city: 'Sapporo', lat: 43.0618, lon: 141.3545, region: 'JP' },
    { city: 'Fukuoka', lat: 33.5904, lon: 130.4017, region: 'JP' },
    { city: 'Naha', lat: 26.2124, lon: 127.6809, region: 'JP' },
    { city: 'São Paulo', lat: -23.5505, lon: -46.6333, region: 'BR' },
    { city: 'Rio de Janeiro', lat: -22.9068, lon: -43.1729, region: 'BR' },
    { city: 'Brasília', lat: -15.7975, lon: -47.8919, region: 'BR' },
    { city: 'Manaus', lat: -3.119, lon: -60.0217, region: 'BR' },
    { city: 'Mexico City', lat: 19.4326, lon: -99.1332, region: 'MX' },
    { city: 'Guadalajara', lat: 20.6597, lon: -103.3496, region: 'MX' },
    { city: 'Monterrey', lat: 25.6866, lon: -100.3161, region: 'MX' },
    { city: 'Tijuana', lat: 32.5149, lon: -117.0382, region: 'MX' },
    { city: 'Ciudad Juárez', lat: 31.6904, lon: -106.4245, region: 'MX' },
    { city: 'Cancún', lat: 21.1619, lon: -86.8515, region: 'MX' },
    { city: 'Singapore', lat: 1.3521, lon: 103.8198, region: 'SG' },
  ] as const)('$city lands in $region', ({ lat, lon, region }) => {
    expect(regionFromCoordinates(lat, lon)).toBe(region);
  });

  it.each([
    { place: 'mid-Atlantic', lat: 30, lon: -40 },
    { place: 'Buenos Aires', lat: -34.6037, lon: -58.3816 },
    { place: 'Cairo', lat: 30.0444, lon: 31.2357 },
    { place: 'Nairobi', lat: -1.2921, lon: 36.8219 },
    { place: 'Moscow', lat: 55.7558, lon: 37.6173 },
    { place: 'Seoul', lat: 37.5665, lon: 126.978 },
    { place: 'Busan', lat: 35.1796, lon: 129.0756 },
    { place: 'Taipei', lat: 25.033, lon: 121.5654 },
    { place: 'Karachi', lat: 24.8607, lon: 67.0011 },
    { place: 'Auckland', lat: -36.8485, lon: 174.7633 },
    { place: 'Jakarta', lat: -6.2088, lon: 106.8456 },
    { place: 'Lima', lat: -12.0464, lon: -77.0428 },
    { place: 'South Pole', lat: -90, lon: 0 },
  ])('$place is in no region', ({ lat, lon }) => {
    expect(regionFromCoordinates(lat, lon)).toBeNull();
  });

  it.each([
    [Number.NaN, 0],
    [0, Number.POSITIVE_INFINITY],
    [91, 0],
    [0, -181],
  ])('(%s, %s) is not a coordinate and has no region', (lat, lon) => {
    expect(regionFromCoordinates(lat, lon)).toBeNull();
  });
});
