// Scenario builders for the partner, admin and account tests (as Cal.com's bookingScenario): an
// admin, applications of each kind, and partners approved through the real API — signed in, with
// their temporary password changed unless asked otherwise.
import { expect } from 'vitest';
import { confirmFromMail, lastMail, tokenOf } from './account-helpers';
import { type Answer, Client, signUp, uniqueEmail } from './helpers';

export type PartnerKind = 'gym' | 'trainer' | 'nutritionist';

export const PARTNER_PASSWORD = 'a partner password';

/** A valid application body of `kind`, with a fresh email unless given. */
export function applicationBody(kind: PartnerKind, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const common = {
    kind,
    contactName: 'Rosa Díaz',
    email: uniqueEmail(kind),
    phone: '+34 600 123 456',
    city: 'Madrid',
    region: 'EU',
  };
  if (kind === 'gym') {
    // The pin, and its zone as the app sends it (the zone lookup's answer for the pin).
    const location = { latitude: 40.4087, longitude: -3.7002 };
    return { ...common, name: 'Forja Gym Lavapiés', address: 'Calle de Valencia 12', location, timeZone: 'Europe/Madrid', ...overrides };
  }
  return {
    ...common,
    name: kind === 'trainer' ? 'Rosa Díaz' : 'Nuno Costa',
    specialties: kind === 'trainer' ? ['strength', 'mobility'] : ['sports-nutrition'],
    languages: ['es', 'en'],
    certifications: [{ name: kind === 'trainer' ? 'NSCA-CPT' : 'Registered Dietitian', issuer: 'NSCA', number: 'CPT-12345' }],
    ...overrides,
  };
}

/**
 * Files an application as a visitor (each from its own client network unless `ip` says otherwise),
 * and opens the confirmation link mailed to its email unless `confirm` is false.
 */
let network = 0;
export async function apply(
  baseUrl: string,
  body: Record<string, unknown>,
  options: { ip?: string; confirm?: boolean } = {},
): Promise<Answer> {
  network += 1;
  const answer = await new Client(baseUrl, { 'x-forwarded-for': options.ip ?? `10.16.${Math.floor(network / 250)}.${network % 250}` }).post(
    '/api/partners/applications',
    body,
  );
  if (answer.status === 201 && options.confirm !== false) await confirmFromMail(baseUrl, body.email as string, 'confirm-application');
  return answer;
}

/** A signed-up account given the admin role (the guard reads roles on every request). */
export async function makeAdmin(baseUrl: string, name = 'Ada Admin'): Promise<{ client: Client; userId: string; email: string }> {
  const account = await signUp(baseUrl, name);
  await giveRoles(account.userId, ['admin']);
  return account;
}

/** Sets roles straight on the user item (the stack runs in this process). */
export async function giveRoles(userId: string, roles: string[], gymIds: string[] = []): Promise<void> {
  const { setUserRoles } = await import('../src/users/store');
  await setUserRoles(userId, roles, gymIds);
}

export interface ApprovedPartner {
  client: Client;
  userId: string;
  email: string;
  applicationId: string;
  /** The password it signs in with (chosen through the link the approval mailed). */
  password: string;
  gymIds: string[];
}

/** The token of the one-time link an approval mailed to a new partner (it sets the password and signs in). */
export async function welcomeTokenOf(baseUrl: string, email: string): Promise<string> {
  return tokenOf(await lastMail(baseUrl, email, 'partner-approved'));
}

/** Applies, is approved by `admin`, and opens the mailed link, choosing PARTNER_PASSWORD: signed in. */
export async function approvedPartner(
  baseUrl: string,
  admin: Client,
  kind: PartnerKind,
  options: { overrides?: Record<string, unknown>; approve?: Record<string, unknown> } = {},
): Promise<ApprovedPartner> {
  const body = applicationBody(kind, options.overrides);
  const filed = await apply(baseUrl, body);
  expect(filed.status, filed.text).toBe(201);
  const applicationId = filed.json.application.id as string;
  const approved = await admin.post(`/api/admin/partner-applications/${applicationId}/approve`, options.approve ?? {});
  expect(approved.status, approved.text).toBe(200);
  const client = new Client(baseUrl);
  const welcome = await client.post('/api/auth/partner-welcome', {
    token: await welcomeTokenOf(baseUrl, body.email as string),
    newPassword: PARTNER_PASSWORD,
  });
  expect(welcome.status, welcome.text).toBe(200);
  return {
    client,
    userId: approved.json.account.userId,
    email: body.email as string,
    applicationId,
    password: PARTNER_PASSWORD,
    gymIds: welcome.json.user.gymIds,
  };
}
