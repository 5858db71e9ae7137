// Scenario builders for the fitness-centre panel and analytics tests (Cal.com's bookingScenario):
// partners of gyms, their front-desk staff, admins and members with SweatCoins, made in one call each.
import { expect } from 'vitest';
import { confirmFromMail, lastMail, tokenOf } from './account-helpers';
import { buyCoins, type Json } from './gym-helpers';
import { Client, send, signUp, uniqueEmail } from './helpers';

/** Gives an account roles (and a gym partner's gyms) through the local runtime's test hook. */
export async function giveRoles(baseUrl: string, email: string, roles: string[], gymIds: string[] = []): Promise<void> {
  const answer = await send(baseUrl, '/__test/roles', { method: 'POST', body: { email, roles, gymIds } });
  expect(answer.status, answer.text).toBe(200);
}

/** A signed-in partner of these gyms. */
export async function gymPartner(baseUrl: string, gymIds: string[], name = 'Gail Partner'): Promise<Client> {
  const { client, email } = await signUp(baseUrl, name);
  await giveRoles(baseUrl, email, ['member', 'gym_partner'], gymIds);
  return client;
}

export const DESK_PASSWORD = 'a front desk password';

/**
 * Someone the gym's owner invited to its front desk, as it happens: the owner's invitation, the
 * link mailed to the new account, the password chosen through it (which signs them in).
 */
export async function deskStaff(
  baseUrl: string,
  owner: Client,
  gymId: string,
  name = 'Dee Desk',
): Promise<{ client: Client; userId: string; email: string }> {
  const email = uniqueEmail('desk');
  const invited = await owner.post(`/api/panel/gym/${gymId}/staff`, { email, name });
  expect(invited.status, invited.text).toBe(201);
  const client = new Client(baseUrl);
  const token = tokenOf(await lastMail(baseUrl, email, 'staff-invited'));
  const welcome = await client.post('/api/auth/partner-welcome', { token, newPassword: DESK_PASSWORD });
  expect(welcome.status, welcome.text).toBe(200);
  return { client, userId: invited.json.member.userId, email };
}

export async function admin(baseUrl: string): Promise<Client> {
  const { client, email } = await signUp(baseUrl, 'Ada Admin');
  await giveRoles(baseUrl, email, ['member', 'admin']);
  return client;
}

/** A member who confirmed their email (redeeming needs it), with 1000.00 SweatCoins (one demo purchase) when `coins` is set. */
export async function memberWithCoins(baseUrl: string, name = 'Mia Member', coins = true): Promise<{ client: Client; userId: string }> {
  const { client, userId, email } = await signUp(baseUrl, name);
  await confirmFromMail(baseUrl, email);
  if (coins) await buyCoins(client);
  return { client, userId };
}

/** The gym's profile as its panel reads it. */
export async function profileOf(partner: Client, gymId: string): Promise<Json> {
  const answer = await partner.get(`/api/panel/gym/${gymId}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.profile;
}

/** The PUT body that saves the profile as read, with `changes` over it. */
export function editOf(profile: Json, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const gym = profile.gym;
  return {
    version: gym.version,
    name: gym.name,
    description: gym.description,
    address: gym.address,
    city: gym.city,
    location: gym.location,
    amenities: gym.amenities,
    openingHours: gym.openingHours,
    closures: profile.closures,
    priceUsd: gym.priceUsd,
    slotLengthMinutes: profile.slotLengthMinutes,
    capacityPerSlot: gym.capacityPerSlot,
    photos: profile.uploadedPhotos.map((p: Json) => ({ key: p.key, thumbnailKey: p.thumbnailKey, alt: p.alt })),
    ...changes,
  };
}

export async function saveProfile(partner: Client, gymId: string, body: Record<string, unknown>): Promise<Json> {
  return partner.call(`/api/panel/gym/${gymId}`, { method: 'PUT', body });
}
