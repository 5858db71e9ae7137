// Scenario builders for the professionals' integration tests (Cal.com's bookingScenario): a world
// of partner professionals with their rules and members with SweatCoins, built in one call.
import type { AvailabilityRules, WeeklyHours } from '@fitchoice/shared/api';
import { expect } from 'vitest';
import { buyCoins, type Json } from './gym-helpers';
import { type Client, send, signUp } from './helpers';

export const EVERY_DAY = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
};

export function rules(overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: 'Europe/London',
    weekly: EVERY_DAY('09:00', '17:00'),
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingWindowDays: 30,
    sessionOptions: [
      { lengthMinutes: 30, priceUsd: 20 },
      { lengthMinutes: 45, priceUsd: 30 },
      { lengthMinutes: 60, priceUsd: 40 },
    ],
    dailyMax: 20,
    cancellationCutoffHours: 24,
    ...overrides,
  };
}

export interface Partner {
  client: Client;
  email: string;
  userId: string;
  kind: 'trainer' | 'nutritionist';
  professionalId: string;
}

/** Gives an account roles through the local runtime's test hook. */
export async function giveRoles(baseUrl: string, email: string, roles: string[]): Promise<void> {
  const answer = await send(baseUrl, '/__test/roles', { method: 'POST', body: { email, roles } });
  expect(answer.status, answer.text).toBe(200);
}

/** A partner professional with these rules and a verified certification, published in the directory (video sessions). */
export async function partnerProfessional(
  baseUrl: string,
  kind: 'trainer' | 'nutritionist' = 'trainer',
  availability: AvailabilityRules = rules(),
  name = 'Pat Partner',
  language?: string,
): Promise<Partner> {
  const { client, email, userId } = await signUp(baseUrl, name, language);
  await giveRoles(baseUrl, email, ['member', kind]);
  // Members find only professionals with a verified certification.
  const certified = await send(baseUrl, '/__test/certified', { method: 'POST', body: { email, kind } });
  expect(certified.status, certified.text).toBe(200);
  const hours = await client.call(`/api/panel/${kind}/availability`, { method: 'PUT', body: availability });
  expect(hours.status, hours.text).toBe(200);
  const profile = await client.call(`/api/panel/${kind}/profile`, {
    method: 'PUT',
    body: {
      name,
      headline: 'Strength for busy people',
      bio: 'Ten years of coaching people who have little time and big goals.',
      specialties: kind === 'trainer' ? ['strength'] : ['meal-planning'],
      languages: ['en'],
      gymIds: [],
      video: true,
      published: true,
    },
  });
  expect(profile.status, profile.text).toBe(200);
  return { client, email, userId, kind, professionalId: profile.json.profile.id };
}

/** Members with 1000.00 SweatCoins each. */
export async function membersWithCoins(baseUrl: string, count: number): Promise<{ client: Client; userId: string }[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const member = await signUp(baseUrl, `Member ${i + 1}`);
      await buyCoins(member.client);
      return member;
    }),
  );
}

export function bookBody(professionalId: string, start: string, lengthMinutes = 60, extra: Record<string, unknown> = {}): Json {
  return { professionalId, start, lengthMinutes, mode: 'video', ...extra };
}

export async function balanceOf(client: Client): Promise<string> {
  const answer = await client.get('/api/wallet/ledger');
  expect(answer.status, answer.text).toBe(200);
  return answer.json.balance;
}
