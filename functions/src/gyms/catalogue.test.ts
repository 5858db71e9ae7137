import { distanceKm, isTimeZone, REGIONS, regionFromCoordinates } from '@fitchoice/shared';
import { openingHoursSchema } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../catalogue/cities';
import { MAX_SEED_REVIEWS } from '../catalogue/reviews';
import { generateCatalogue, generateSeededCatalogue, seededRandom } from './catalogue';

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
        expect(gym.ratingSum / gym.ratingCount).toBeGreaterThanOrEqual(1);
        expect(gym.ratingSum / gym.ratingCount).toBeLessThanOrEqual(5);
      }
      expect(gym.photos).toHaveLength(3);
    }
  });

  it('makes each rating exactly what its seeded reviews add up to, in the language of the gym city', () => {
    const seeded = generateSeededCatalogue();
    for (const { gym, reviews } of seeded) {
      expect(gym.ratingCount).toBe(reviews.length);
      expect(gym.ratingSum).toBe(reviews.reduce((sum, r) => sum + r.stars, 0));
      expect(reviews.length).toBeLessThanOrEqual(MAX_SEED_REVIEWS);
      for (const review of reviews) {
        expect(Number.isInteger(review.stars) && review.stars >= 1 && review.stars <= 5).toBe(true);
        expect(review.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(review.text.length).toBeGreaterThan(10);
      }
    }
    const reviews = seeded.flatMap((s) => s.reviews);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.text)).size).toBeGreaterThan(reviews.length / 3);
    expect(seeded.some((s) => s.reviews.length === 0)).toBe(true);
    const textsIn = (city: string) => seeded.filter((s) => s.gym.city === city).flatMap((s) => s.reviews.map((r) => r.text));
    expect(textsIn('Paris').join(' ')).toMatch(/ salle | je /i);
    expect(textsIn('São Paulo').join(' ')).toMatch(/academia|treino|recomendo/i);
    expect(textsIn('Mexico City').join(' ')).toMatch(/gimnasio|recomiendo|entrenar/i);
    expect(textsIn('London').join(' ')).toMatch(/gym|the /i);
  });

  it('illustrates each gym with scenes of what it has, the most telling first', () => {
    for (const gym of catalogue) {
      // The catalogue's own photos are drawn (an uploaded photo has no scene).
      const scenes = gym.photos.map((photo) => ('scene' in photo ? photo.scene : undefined));
      if (gym.amenities.includes('boxing')) expect(scenes[0]).toBe('boxing');
      if (scenes.includes('pool')) expect(gym.amenities).toContain('pool');
      if (scenes.includes('yoga')) expect(gym.amenities).toContain('yoga');
      expect(scenes.every((scene) => scene !== undefined)).toBe(true);
    }
    expect(
      new Set(
        catalogue.map((gym) => {
          const first = gym.photos[0]!;
          return 'scene' in first ? first.scene : undefined;
        }),
      ),
    ).toEqual(new Set(['boxing', 'pool', 'yoga', 'weights']));
  });

  it('varies what matters to filters', () => {
    expect(new Set(catalogue.map((g) => g.name)).size).toBeGreaterThan(350);
    expect(catalogue.some((g) => g.amenities.includes('24-hour'))).toBe(true);
    expect(catalogue.some((g) => g.openingHours.sun === null)).toBe(true);
    expect(catalogue.some((g) => g.amenities.includes('pool'))).toBe(true);
  });
});
