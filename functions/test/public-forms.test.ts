// Enterprise leads and support tickets over real HTTP on DynamoDB Local: the public forms are
// validated, posted only from the app's own origin, throttled per network even when requests
// arrive together, and listed, answered and closed by admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { leadBody, signUpAdmin, ticketBody, visitorFromNewNetwork } from './forms-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe.each([
  { form: 'enterprise leads', path: '/api/enterprise/leads', body: leadBody },
  { form: 'support tickets', path: '/api/support/tickets', body: ticketBody },
])('$form', ({ path, body }) => {
  it('accepts five from one network in an hour and refuses the rest with Retry-After, when 30 arrive at once', async () => {
    const visitor = visitorFromNewNetwork(stack.url);
    const answers = await Promise.all(Array.from({ length: 30 }, () => visitor.post(path, body())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another network is not held back.
    expect((await visitorFromNewNetwork(stack.url).post(path, body())).status).toBe(201);
  });

  it('needs the app’s own origin: none (a script) and another site are refused', async () => {
    const visitor = visitorFromNewNetwork(stack.url);
    expect((await visitor.post(path, body(), { headers: { origin: undefined } })).status).toBe(403);
    expect((await visitor.post(path, body(), { headers: { origin: 'https://spam.example' } })).status).toBe(403);
    expect((await visitor.post(path, JSON.stringify(body()), { headers: { 'content-type': 'text/plain' } })).status).toBe(403);
  });

  it.each([
    { case: 'a bad email', change: { email: 'not-an-email' }, field: 'email' },
    { case: 'an unknown field', change: { priority: 'urgent' }, field: 'priority' },
    { case: 'a message too short', change: { message: 'hi' }, field: 'message' },
    { case: 'a right-to-left override', change: { message: 'Please call me \u202eback soon, thanks' }, field: 'message' },
    { case: 'a control character', change: { email: 'ok@example.com', message: 'Ring \u0007 the bell please now' }, field: 'message' },
  ])('refuses $case (400, naming the field) without counting it against the network', async ({ change, field }) => {
    const visitor = visitorFromNewNetwork(stack.url);
    const answer = await visitor.post(path, body(change));
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
    for (let i = 0; i < 5; i++) expect((await visitor.post(path, body())).status).toBe(201);
  });
});

describe('enterprise leads', () => {
  it.each([
    { case: 'an unknown company size', change: { companySize: '7' }, field: 'companySize' },
    { case: 'an unknown region', change: { region: 'ZZ' }, field: 'region' },
    { case: 'an unknown plan', change: { planId: 'platinum' }, field: 'planId' },
  ])('refuses $case', async ({ change, field }) => {
    const answer = await visitorFromNewNetwork(stack.url).post('/api/enterprise/leads', leadBody(change));
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });

  it('are listed to admins, newest first, and to no one else', async () => {
    const visitor = visitorFromNewNetwork(stack.url);
    const sent = await visitor.post('/api/enterprise/leads', leadBody({ company: 'Zeta Foods' }));
    expect(sent.status).toBe(201);
    const admin = await signUpAdmin(stack.url);
    const list = await admin.get('/api/admin/enterprise/leads?limit=100');
    expect(list.status).toBe(200);
    expect(list.json.leads[0]).toMatchObject({ id: sent.json.lead.id, company: 'Zeta Foods', companySize: '250-999', planId: 'business' });
    const member = await signUp(stack.url, 'Nosy');
    expect((await member.client.get('/api/admin/enterprise/leads')).status).toBe(403);
    expect((await new Client(stack.url).get('/api/admin/enterprise/leads')).status).toBe(401);
  });
});

describe('support tickets', () => {
  it('gives a visitor a reference number; a member sees their own tickets with the team’s replies, and no one else’s', async () => {
    const visitorTicket = await visitorFromNewNetwork(stack.url).post('/api/support/tickets', ticketBody());
    expect(visitorTicket.status).toBe(201);
    expect(visitorTicket.json.ticket).toMatchObject({ status: 'open', userId: null });
    expect(visitorTicket.json.ticket.reference).toMatch(/^FC-[0-9A-HJKMNP-TV-Z]{8}$/);

    const member = await signUp(stack.url, 'Mia');
    const opened = await member.client.post('/api/support/tickets', ticketBody({ topic: 'wallet', subject: 'Missing coins' }));
    expect(opened.status).toBe(201);
    const id = opened.json.ticket.id;
    const admin = await signUpAdmin(stack.url);
    const queue = (await admin.get('/api/admin/support/tickets?status=open')).json.tickets.map((t: { id: string }) => t.id);
    expect(queue).toEqual(expect.arrayContaining([id, visitorTicket.json.ticket.id]));

    const answered = await admin.post(`/api/admin/support/tickets/${id}/replies`, { message: 'Credited now; sorry for the wait.' });
    expect(answered.status).toBe(201);
    expect(answered.json.ticket).toMatchObject({ status: 'answered', replies: [{ seq: 1, from: 'staff', authorName: 'Ada Admin' }] });
    const mine = (await member.client.get('/api/support/tickets')).json.tickets;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, status: 'answered', replies: [{ message: 'Credited now; sorry for the wait.' }] });

    const reply = await member.client.post(`/api/support/tickets/${id}/replies`, { message: 'Got it, thanks!' });
    expect(reply.json.ticket).toMatchObject({ status: 'open', replies: [{ seq: 1 }, { seq: 2, from: 'member' }] });
    const closed = await admin.post(`/api/admin/support/tickets/${id}/close`);
    expect(closed.json.ticket.status).toBe('closed');
    expect((await admin.get('/api/admin/support/tickets?status=closed')).json.tickets.map((t: { id: string }) => t.id)).toContain(id);
    expect((await admin.get('/api/admin/support/tickets?status=open')).json.tickets.map((t: { id: string }) => t.id)).not.toContain(id);

    const stranger = await signUp(stack.url, 'Stranger');
    expect((await stranger.client.get('/api/support/tickets')).json.tickets).toEqual([]);
    expect((await stranger.client.post(`/api/support/tickets/${id}/replies`, { message: 'Mine now' })).status).toBe(404);
    expect((await stranger.client.post(`/api/admin/support/tickets/${id}/close`)).status).toBe(403);
    expect((await admin.post('/api/admin/support/tickets/FC-NOSUCH00/close')).status).toBe(404);
  });

  it('keeps every reply, numbered in one order, when 20 are written at once', async () => {
    const member = await signUp(stack.url, 'Noor');
    const id = (await member.client.post('/api/support/tickets', ticketBody())).json.ticket.id;
    const admin = await signUpAdmin(stack.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? admin.post(`/api/admin/support/tickets/${id}/replies`, { message: `Staff note ${i}` })
          : member.client.post(`/api/support/tickets/${id}/replies`, { message: `Member note ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ticket = (await member.client.get('/api/support/tickets')).json.tickets[0];
    expect(ticket.replies.map((r: { seq: number }) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(ticket.replies.map((r: { message: string }) => r.message)).size).toBe(20);
  });
});
