// Scenario builders for the audit tests: what an admin's write needs to exist first.
import { expect } from 'vitest';
import { ticketBody } from './forms-helpers';
import { signUp } from './helpers';

/** A member's support ticket with this subject; answers its id. */
export async function memberTicket(baseUrl: string, subject: string): Promise<string> {
  const member = await signUp(baseUrl, 'Tia Ticket');
  const ticket = await member.client.post('/api/support/tickets', ticketBody({ name: 'Tia Ticket', email: member.email, subject }));
  expect(ticket.status, ticket.text).toBe(201);
  return ticket.json.ticket.id;
}
