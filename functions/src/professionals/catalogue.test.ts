import { isTimeZone, REGIONS } from '@fitchoice/shared';
import { availabilityRulesSchema } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../gyms/catalogue';
import { generateProfessionals } from './catalogue';

const gyms = generateCatalogue();
const pros = generateProfessionals(gyms);

describe('the professionals catalogue', () => {
  it('has 60 trainers and 30 nutritionists, 6 and 3 in each of the ten regions, with unique ids', () => {
    expect(pros.filter((p) => p.kind === 'trainer')).toHaveLength(60);
    expect(pros.filter((p) => p.kind === 'nutritionist')).toHaveLength(30);
    for (const { code } of REGIONS) expect(pros.filter((p) => p.region === code)).toHaveLength(9);
    expect(new Set(pros.map((p) => p.id)).size).toBe(pros.length);
  });

  it('is the same on every run', () => {
    expect(generateProfessionals(gyms)).toEqual(pros);
  });

  it('gives each professional valid rules in a real zone, gyms of their own city or video, and some verified certifications', () => {
    for (const pro of pros) {
      expect(availabilityRulesSchema.safeParse(pro.availability).success, pro.id).toBe(true);
      expect(isTimeZone(pro.availability.timeZone)).toBe(true);
      expect(pro.gyms.length > 0 || pro.video, pro.id).toBe(true);
      for (const gym of pro.gyms) expect(gym.city).toBe(pro.city);
      expect(pro.certifications.length).toBeGreaterThan(0);
    }
    const certs = pros.flatMap((p) => p.certifications);
    expect(certs.some((c) => c.status === 'verified')).toBe(true);
    expect(certs.some((c) => c.status === 'pending')).toBe(true);
  });
});
