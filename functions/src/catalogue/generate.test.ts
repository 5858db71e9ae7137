import { distanceKm, REGIONS, regionFromCoordinates } from '@fitchoice/shared';
import { openingHoursSchema } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../rules/time-zones';
import { CITIES } from './cities';
import { generateCatalogue, seededRandom } from './generate';

const catalogue = generateCatalogue();

describe('gym catalogue', () => {
  it('comes out the same every time', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(seededRandom('x')()).toBe(seededRandom('x')());
  });

  it('has 40 gyms in each of the ten regions, with unique ids', () => {
    expect(catalogue).toHaveLength(400);
    expect(new Set(catalogue.map((g) => g.id)).size).toBe(400);
    for (const region of REGIONS) expect(catalogue.filter((g) => g.region === region.code)).toHaveLength(40);
  });

  it('puts every gym near its city, inside its region, in a real time zone', () => {
    for (const gym of catalogue) {
      const city = CITIES.find((c) => c.name === gym.city)!;
      expect(distanceKm(city, gym)).toBeLessThan(8.5);
      expect(regionFromCoordinates(gym.latitude, gym.longitude)).toBe(gym.region);
      expect(isTimeZone(gym.timeZone)).toBe(true);
    }
  });

  it('gives valid hours, positive prices and capacities, and ratings within 1-5', () => {
    for (const gym of catalogue) {
      expect(openingHoursSchema.safeParse(gym.openingHours).success).toBe(true);
      expect(gym.priceUsdCents).toBeGreaterThan(0);
      expect(gym.priceUsdCents % 50).toBe(0);
      expect(gym.capacityPerSlot).toBeGreaterThanOrEqual(8);
      if (gym.ratingCount > 0) {
        expect(gym.ratingSum / gym.ratingCount).toBeGreaterThanOrEqual(3);
        expect(gym.ratingSum / gym.ratingCount).toBeLessThanOrEqual(5);
      }
      expect(gym.photos).toHaveLength(3);
    }
  });

  it('varies what matters to filters', () => {
    expect(new Set(catalogue.map((g) => g.name)).size).toBeGreaterThan(350);
    expect(catalogue.some((g) => g.amenities.includes('24-hour'))).toBe(true);
    expect(catalogue.some((g) => g.openingHours.sun === null)).toBe(true);
    expect(catalogue.some((g) => g.amenities.includes('pool'))).toBe(true);
  });
});
