// Scenario builders for the public forms (enterprise leads, support tickets): valid bodies, a
// client from its own network (the local runtime trusts X-Forwarded-For under test hooks), and an
// admin.
import { expect } from 'vitest';
import { Client, send, signUp } from './helpers';

let network = 0;
/** A visitor from a network of its own, so each test's throttle counts start at zero. */
export function visitorFromNewNetwork(baseUrl: string): Client {
  network += 1;
  return new Client(baseUrl, { 'x-forwarded-for': `198.51.${Math.floor(network / 250)}.${network % 250}` });
}

export const leadBody = (overrides: Record<string, unknown> = {}) => ({
  company: 'Acme Logistics',
  contactName: 'Rosa Díaz',
  email: 'rosa@acme.example',
  companySize: '250-999',
  region: 'EU',
  planId: 'business',
  message: 'We would like wellness for 400 people across three sites.',
  ...overrides,
});

export const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Lee',
  email: 'sam@example.com',
  topic: 'booking',
  subject: 'Booked the wrong day',
  message: 'I booked Tuesday instead of Wednesday; can you move it?',
  ...overrides,
});

/** A member with the admin role (through the test hook, as approval would give it). */
export async function signUpAdmin(baseUrl: string): Promise<Client> {
  const admin = await signUp(baseUrl, 'Ada Admin');
  const answer = await send(baseUrl, '/__test/roles', { method: 'POST', body: { email: admin.email, roles: ['member', 'admin'] } });
  expect(answer.status).toBe(200);
  return admin.client;
}
