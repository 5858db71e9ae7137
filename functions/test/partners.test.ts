// Partners over real HTTP on DynamoDB Local: applying (validation, one pending per email, per-network
// throttle), approval (the account, its role and links, the one-time password, one account however
// many admins approve at once), rejection, the temporary password's forced change, password changes
// ending other sessions, suspension, a gym partner's scope, and the admin's user search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { confirmFromMail, lastMail, mailTo } from './account-helpers';
import { book, type Json, setClock, slotAt } from './gym-helpers';
import { Client, send, signUp, startTestStack, uniqueEmail } from './helpers';
import { editOf, profileOf, saveProfile } from './panel-helpers';
import { applicationBody, apply, approvedPartner, makeAdmin, PARTNER_PASSWORD, welcomeTokenOf } from './partner-helpers';

let stack: LocalStack;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  ({ client: admin, userId: adminId } = await makeAdmin(stack.url));
});
afterAll(() => stack?.stop());

async function pendingEmails(): Promise<string[]> {
  const answer = await admin.get('/api/admin/partner-applications?status=pending&limit=100');
  expect(answer.status, answer.text).toBe(200);
  return answer.json.applications.map((application: { email: string }) => application.email);
}

async function auditOf(
  targetId: string,
): Promise<{ action: string; requestId: string; actorId: string | null; details: Record<string, string> }[]> {
  const answer = await admin.get('/api/admin/audit?limit=100');
  expect(answer.status, answer.text).toBe(200);
  return answer.json.entries.filter((entry: { targetId: string }) => entry.targetId === targetId);
}

describe('applying as a partner', () => {
  it.each(['gym', 'trainer', 'nutritionist'] as const)(
    'files a %s application as pending, which the admin lists and opens',
    async (kind) => {
      const body = applicationBody(kind);
      const answer = await apply(stack.url, body, { confirm: false });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.json).toEqual({ application: { id: expect.any(String), status: 'pending' } });
      // Approval waits for the applicant to confirm the email by the link mailed to it.
      const early = await admin.post(`/api/admin/partner-applications/${answer.json.application.id}/approve`, {});
      expect(early.status).toBe(409);
      expect(early.json.code).toBe('email_not_verified');
      expect((await admin.get(`/api/admin/partner-applications/${answer.json.application.id}`)).json.application.emailVerified).toBe(false);
      const confirmed = await confirmFromMail(stack.url, body.email as string, 'confirm-application');
      expect(confirmed.json).toEqual({ confirmed: 'application', email: body.email });
      const list = await admin.get('/api/admin/partner-applications?status=pending&limit=100');
      const listed = list.json.applications.find((application: { id: string }) => application.id === answer.json.application.id);
      expect(listed).toMatchObject({ kind, status: 'pending', email: body.email, name: body.name, region: 'EU', emailVerified: true });
      const one = await admin.get(`/api/admin/partner-applications/${answer.json.application.id}`);
      expect(one.status).toBe(200);
      expect(one.json.application).toMatchObject({ phone: body.phone, decidedAt: null, userId: null });
      if (kind === 'gym') expect(one.json.application.address).toBe(body.address);
      else expect(one.json.application.certifications).toEqual(body.certifications);
    },
  );

  it.each([
    { case: 'no kind', body: { ...applicationBody('trainer'), kind: undefined }, field: 'kind' },
    { case: 'an unknown kind', body: applicationBody('trainer', { kind: 'dentist' }), field: 'kind' },
    { case: 'a bad email', body: applicationBody('trainer', { email: 'rosa@' }), field: 'email' },
    { case: 'a bad phone', body: applicationBody('trainer', { phone: 'call me' }), field: 'phone' },
    { case: 'an empty name', body: applicationBody('gym', { name: '  ' }), field: 'name' },
    { case: 'a gym without an address', body: { ...applicationBody('gym'), address: undefined }, field: 'address' },
    { case: 'an unknown region', body: applicationBody('trainer', { region: 'XX' }), field: 'region' },
    { case: 'no certification', body: applicationBody('trainer', { certifications: [] }), field: 'certifications' },
    {
      case: 'a certification without its number',
      body: applicationBody('nutritionist', { certifications: [{ name: 'RD', issuer: 'CDR' }] }),
      field: 'certifications.0.number',
    },
    { case: "another kind's specialty", body: applicationBody('trainer', { specialties: ['diabetes'] }), field: 'specialties.0' },
    { case: 'an unknown language', body: applicationBody('trainer', { languages: ['xx'] }), field: 'languages.0' },
    { case: 'a field a gym has not', body: applicationBody('gym', { specialties: ['strength'] }), field: 'specialties' },
    { case: 'a gym not placed on the map', body: { ...applicationBody('gym'), location: undefined }, field: 'location' },
    { case: "a gym's pin without its zone", body: { ...applicationBody('gym'), timeZone: undefined }, field: 'timeZone' },
    {
      case: 'a pin off the Earth',
      body: applicationBody('gym', { location: { latitude: 95, longitude: 0 } }),
      field: 'location.latitude',
    },
    { case: 'a time zone that is not one', body: applicationBody('trainer', { timeZone: 'XAmerica/New_York' }), field: 'timeZone' },
  ])('refuses $case with 400 naming $field, and files nothing', async ({ body, field }) => {
    const answer = await apply(stack.url, body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.field).toBe(field);
    expect(await pendingEmails()).not.toContain(body.email);
  });

  it('sends the confirmation link again for an admin, and approval waits for the applicant to open one', async () => {
    const body = applicationBody('gym', { name: 'Slow Confirmer Gym', language: 'es' });
    const id = (await apply(stack.url, body, { confirm: false })).json.application.id;
    const listed = (await admin.get('/api/admin/partner-applications?status=pending&limit=100')).json.applications;
    expect(listed.find((application: Json) => application.id === id)).toMatchObject({ emailVerified: false });
    expect((await admin.post(`/api/admin/partner-applications/${id}/approve`, {})).json.code).toBe('email_not_verified');

    const resent = await admin.post(`/api/admin/partner-applications/${id}/resend-confirmation`);
    expect(resent.status, resent.text).toBe(200);
    const mails = (await mailTo(stack.url, body.email as string)).filter((mail) => mail.kind === 'confirm-application');
    expect(mails).toHaveLength(2);
    // In the language the applicant applied in.
    expect(mails[0]!.subject).toBe('Confirma tu solicitud de socio de FitChoice');
    expect((await auditOf(id))[0]).toMatchObject({ action: 'application.confirmation_resent', actorId: adminId });
    // The newest link confirms (the older one still works until it expires).
    expect((await confirmFromMail(stack.url, body.email as string, 'confirm-application')).status).toBe(200);
    expect((await admin.post(`/api/admin/partner-applications/${id}/resend-confirmation`)).json.code).toBe('already_confirmed');
    expect((await admin.post(`/api/admin/partner-applications/${id}/approve`, {})).status).toBe(200);
    expect((await admin.post(`/api/admin/partner-applications/${id}/resend-confirmation`)).json.code).toBe('application_decided');
    expect((await admin.post('/api/admin/partner-applications/00000000-0000-0000-0000-000000000000/resend-confirmation')).status).toBe(404);
  });

  it('refuses a second application from the same email while the first is pending, and takes one after a rejection', async () => {
    const body = applicationBody('trainer');
    const first = await apply(stack.url, body);
    expect(first.status).toBe(201);
    const second = await apply(stack.url, { ...applicationBody('nutritionist'), email: body.email });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'application_pending', field: 'email' });
    expect((await admin.post(`/api/admin/partner-applications/${first.json.application.id}/reject`, { reason: 'Incomplete' })).status).toBe(
      200,
    );
    expect((await apply(stack.url, body)).status).toBe(201);
  });

  it('throttles applications per client network, not per email', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i++) expect((await apply(stack.url, applicationBody('trainer'), { ip, confirm: false })).status).toBe(201);
    const refused = await apply(stack.url, applicationBody('trainer'), { ip, confirm: false });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pendingEmails()).not.toContain(refused.json.email);
    expect((await apply(stack.url, applicationBody('trainer'), { ip: '198.51.100.78', confirm: false })).status).toBe(201);
  });
});

describe('approving an application', () => {
  it('creates the trainer account, a draft profile and an audit entry, and mails the partner a link that sets the password and signs in', async () => {
    const body = applicationBody('trainer', { language: 'fr' });
    const filed = await apply(stack.url, body);
    const id = filed.json.application.id;
    const approved = await admin.post(`/api/admin/partner-applications/${id}/approve`, {}, { idempotencyKey: `approve-${id}` });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.application).toMatchObject({ status: 'approved', userId: approved.json.account.userId });
    // No password reaches the admin: the partner chooses theirs.
    expect(approved.json.account).toEqual({ userId: approved.json.account.userId, email: body.email, created: true, mailed: true });
    const replay = await admin.post(`/api/admin/partner-applications/${id}/approve`, {}, { idempotencyKey: `approve-${id}` });
    expect(replay.json).toEqual(approved.json);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'application.approved', actorId: adminId, requestId: approved.headers['x-request-id'] });
    expect(entry?.details).toMatchObject({ kind: 'trainer', role: 'trainer', userId: approved.json.account.userId });

    // The mail, in the language of the application, through the same mailer as password resets.
    const mail = await lastMail(stack.url, body.email as string, 'partner-approved');
    expect(mail.subject).toBe('Demande approuvée : bienvenue sur FitChoice');
    expect(mail.text).toContain('/panel/welcome?token=');
    // Nobody can sign in before the link is opened; a wrong or reused link is refused.
    const partner = new Client(stack.url);
    const token = await welcomeTokenOf(stack.url, body.email as string);
    expect((await partner.post('/api/auth/partner-welcome', { token: 'x'.repeat(43), newPassword: PARTNER_PASSWORD })).json.code).toBe(
      'link_invalid',
    );
    expect((await partner.post('/api/auth/partner-welcome', { token, newPassword: 'short' })).json.field).toBe('newPassword');
    // The one password policy: a common password is refused here as at sign-up, and the link stays usable.
    expect((await partner.post('/api/auth/partner-welcome', { token, newPassword: 'Password' })).json).toMatchObject({
      code: 'password_too_easy',
      field: 'newPassword',
    });
    // A welcome link is no email confirmation: it cannot be spent there.
    expect((await partner.post('/api/account/verify-email', { token })).json.code).toBe('link_invalid');
    const welcome = await partner.post('/api/auth/partner-welcome', { token, newPassword: PARTNER_PASSWORD });
    expect(welcome.status, welcome.text).toBe(200);
    expect(welcome.json.user).toMatchObject({ roles: ['trainer'], mustChangePassword: false, emailVerified: true, name: body.name });
    expect((await partner.get('/api/panel/me')).json).toMatchObject({
      roles: ['trainer'],
      professional: { kind: 'trainer', status: 'draft' },
    });
    expect((await new Client(stack.url).post('/api/auth/partner-welcome', { token, newPassword: 'another password here' })).status).toBe(
      400,
    );
    expect((await new Client(stack.url).post('/api/auth/login', { email: body.email, password: PARTNER_PASSWORD })).status).toBe(200);
  });

  it('makes a draft gym for a gym not in the catalogue, which only its partner and admins open', async () => {
    const owner = await approvedPartner(stack.url, admin, 'gym');
    const other = await approvedPartner(stack.url, admin, 'gym', { overrides: { name: 'Another Gym' } });
    expect(owner.gymIds).toHaveLength(1);
    const gymId = owner.gymIds[0]!;
    const panel = await owner.client.get('/api/panel/me');
    expect(panel.json.gyms).toEqual([{ id: gymId, name: 'Forja Gym Lavapiés', city: 'Madrid', region: 'EU', status: 'draft' }]);
    expect((await owner.client.get(`/api/panel/gyms/${gymId}`)).status).toBe(200);
    const foreign = await other.client.get(`/api/panel/gyms/${gymId}`);
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe('forbidden');
    expect((await admin.get(`/api/panel/gyms/${gymId}`)).status).toBe(200);
    // A draft is not in member search.
    const search = await new Client(stack.url).get('/api/gyms?region=EU&limit=50');
    expect(search.json.gyms.map((gym: { id: string }) => gym.id)).not.toContain(gymId);
  });

  it("places a gym where its pin is, in that place's time zone, and a professional in their own zone", async () => {
    const sanFrancisco = { latitude: 37.7793, longitude: -122.4193 };
    // The app asks the zone of the pin, and sends it with the pin.
    const place = await send(stack.url, `/api/location/time-zone?latitude=${sanFrancisco.latitude}&longitude=${sanFrancisco.longitude}`);
    expect(place.json).toEqual({ timeZone: 'America/Los_Angeles' });
    const owner = await approvedPartner(stack.url, admin, 'gym', {
      overrides: { city: 'San Francisco', region: 'US', location: sanFrancisco, timeZone: place.json.timeZone },
    });
    const profile = (await owner.client.get(`/api/panel/gym/${owner.gymIds[0]}`)).json.profile;
    expect(profile.gym).toMatchObject({ city: 'San Francisco', location: sanFrancisco, timeZone: 'America/Los_Angeles' });
    // A trainer in a city the catalogue does not have starts in the zone their browser sent.
    const trainer = await approvedPartner(stack.url, admin, 'trainer', {
      overrides: { city: 'Boise', region: 'US', timeZone: 'America/Boise' },
    });
    expect((await trainer.client.get('/api/panel/trainer/availability')).json.availability.timeZone).toBe('America/Boise');
  });

  it('refuses a gym id that does not exist and changes nothing', async () => {
    const body = applicationBody('gym', { catalogueGymId: 'gym-zz-999' });
    const filed = await apply(stack.url, body);
    const answer = await admin.post(`/api/admin/partner-applications/${filed.json.application.id}/approve`, {});
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('gymId');
    expect((await admin.get(`/api/admin/partner-applications/${filed.json.application.id}`)).json.application.status).toBe('pending');
    expect((await admin.get(`/api/admin/users?q=${encodeURIComponent(body.email as string)}`)).json.users).toEqual([]);
  });

  it("gives an existing member's account the role, without a temporary password", async () => {
    const member = await signUp(stack.url, 'Rosa Member');
    const filed = await apply(stack.url, applicationBody('trainer', { email: member.email }));
    const approved = await admin.post(`/api/admin/partner-applications/${filed.json.application.id}/approve`, {});
    expect(approved.json.account).toEqual({ userId: member.userId, email: member.email, created: false, mailed: true });
    // Told by mail to sign in as always (their account keeps its password).
    expect((await lastMail(stack.url, member.email, 'partner-approved-existing')).text).toContain('/partner-login');
    const me = await member.client.get('/api/auth/me');
    expect(me.json).toMatchObject({ roles: ['member', 'trainer'], mustChangePassword: false });
    expect((await member.client.get('/api/panel/me')).json.professional).toMatchObject({ kind: 'trainer', status: 'draft' });
  });

  it('approves once when ten admins approve the same application at the same moment', async () => {
    const admins = [
      admin,
      ...(await Promise.all(Array.from({ length: 9 }, (_, i) => makeAdmin(stack.url, `Admin ${i}`)))).map((a) => a.client),
    ];
    const body = applicationBody('gym');
    const filed = await apply(stack.url, body);
    const id = filed.json.application.id;
    const answers = await Promise.all(admins.map((client) => client.post(`/api/admin/partner-applications/${id}/approve`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const users = (await admin.get(`/api/admin/users?q=${encodeURIComponent(body.email as string)}`)).json.users;
    expect(users).toEqual([expect.objectContaining({ id: winner.json.account.userId, roles: ['gym_partner'] })]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['application.approved']);
    // One account, one welcome mail.
    expect((await mailTo(stack.url, body.email as string)).filter((mail) => mail.kind === 'partner-approved')).toHaveLength(1);
    const welcome = await new Client(stack.url).post('/api/auth/partner-welcome', {
      token: await welcomeTokenOf(stack.url, body.email as string),
      newPassword: PARTNER_PASSWORD,
    });
    expect(welcome.status).toBe(200);
    expect(welcome.json.user.gymIds).toHaveLength(1);
  });

  it('rejects with a reason, once, mailed in the language applied in', async () => {
    const filed = await apply(stack.url, applicationBody('nutritionist', { language: 'ja' }));
    const id = filed.json.application.id;
    expect((await admin.post(`/api/admin/partner-applications/${id}/reject`, {})).json.field).toBe('reason');
    const rejected = await admin.post(`/api/admin/partner-applications/${id}/reject`, { reason: 'Certificate number not found' });
    expect(rejected.status).toBe(200);
    expect(rejected.json.application).toMatchObject({ status: 'rejected', rejectionReason: 'Certificate number not found' });
    const told = await lastMail(stack.url, rejected.json.application.email, 'partner-rejected');
    expect(told.subject).toBe('FitChoice パートナー申請について');
    expect(told.text).toContain('理由: Certificate number not found');
    expect((await admin.post(`/api/admin/partner-applications/${id}/reject`, { reason: 'Again' })).status).toBe(409);
    expect((await admin.post(`/api/admin/partner-applications/${id}/approve`, {})).status).toBe(409);
    const rejectedList = (await admin.get('/api/admin/partner-applications?status=rejected&limit=100')).json.applications;
    expect(rejectedList.map((application: { id: string }) => application.id)).toContain(id);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'application.rejected',
      details: { kind: 'nutritionist', reason: 'Certificate number not found' },
    });
  });

  it('answers 404 for an application that does not exist and 400 for a cursor of another list', async () => {
    expect((await admin.get('/api/admin/partner-applications/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await admin.post('/api/admin/partner-applications/nope/approve', {})).status).toBe(404);
    const cursor = Buffer.from(JSON.stringify({ PK: 'x', SK: 'y', GSI1PK: 'APPLICATIONS#approved', GSI1SK: 'z' })).toString('base64url');
    const answer = await admin.get(`/api/admin/partner-applications?status=pending&cursor=${cursor}`);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('cursor');
  });
});

describe('changing a password', () => {
  it('checks the current password and the sign-up rules, then ends every other session of the account', async () => {
    const member = await signUp(stack.url, 'Pat');
    const laptop = new Client(stack.url);
    expect((await laptop.post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);

    const wrong = await member.client.post('/api/auth/change-password', {
      currentPassword: 'not it at all',
      newPassword: 'a new password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.field).toBe('currentPassword');
    const short = await member.client.post('/api/auth/change-password', { currentPassword: member.password, newPassword: 'short' });
    expect(short.json.field).toBe('newPassword');
    expect((await laptop.get('/api/auth/me')).status).toBe(200);

    const changed = await member.client.post('/api/auth/change-password', {
      currentPassword: member.password,
      newPassword: 'a new password',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.signedOutSessions).toBe(1);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await member.client.get('/api/auth/me')).status).toBe(200);
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: 'a new password' })).status).toBe(200);
  });

  it('opens no session for a sign-in replayed after the password changed', async () => {
    const member = await signUp(stack.url);
    const key = `login-${member.userId}`;
    const first = await new Client(stack.url).post(
      '/api/auth/login',
      { email: member.email, password: member.password },
      { idempotencyKey: key },
    );
    expect(first.status).toBe(200);
    await member.client.post('/api/auth/change-password', { currentPassword: member.password, newPassword: 'another password' });
    const replayer = new Client(stack.url);
    const replay = await replayer.post('/api/auth/login', { email: member.email, password: member.password }, { idempotencyKey: key });
    expect(replay.status).toBe(401);
    expect(replayer.sid).toBeUndefined();
  });

  it('is for accounts, not guests or visitors', async () => {
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    const body = { currentPassword: 'x', newPassword: 'a new password' };
    expect((await guest.post('/api/auth/change-password', body)).status).toBe(403);
    expect((await new Client(stack.url).post('/api/auth/change-password', body)).status).toBe(401);
  });
});

describe('suspending an account', () => {
  it('ends its sessions at once, refuses its login with a clear 403, and restores it; both in the audit log', async () => {
    const member = await signUp(stack.url, 'Sam Suspended');
    const phone = new Client(stack.url);
    await phone.post('/api/auth/login', { email: member.email, password: member.password });

    const suspended = await admin.post(`/api/admin/users/${member.userId}/suspend`, { reason: 'Chargeback fraud' });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json.user.suspendedAt).toEqual(expect.any(String));
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
    expect((await phone.post('/api/heartbeat', { userId: member.userId })).status).toBe(401);

    const login = await new Client(stack.url).post('/api/auth/login', { email: member.email, password: member.password });
    expect(login.status).toBe(403);
    expect(login.json).toMatchObject({ code: 'account_suspended', error: expect.stringMatching(/suspended/) });
    expect(login.setCookies.some((cookie) => /^sid=[^;]/.test(cookie))).toBe(false);
    // Without the password, nothing says the account exists, let alone that it is suspended.
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: 'wrong password' })).status).toBe(401);
    expect((await admin.get(`/api/admin/users/${member.userId}`)).json.user).toMatchObject({ suspensionReason: 'Chargeback fraud' });
    expect((await admin.post(`/api/admin/users/${member.userId}/suspend`, { reason: 'Again' })).status).toBe(409);

    const restored = await admin.post(`/api/admin/users/${member.userId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.user.suspendedAt).toBeNull();
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${member.userId}/restore`)).status).toBe(409);

    const entries = await auditOf(member.userId);
    expect(entries.map((entry) => entry.action)).toEqual(['user.restored', 'user.suspended']);
    expect(entries[1]).toMatchObject({ requestId: suspended.headers['x-request-id'], details: { reason: 'Chargeback fraud' } });
  });

  it('refuses to suspend oneself, a missing account, or without a reason', async () => {
    expect((await admin.post(`/api/admin/users/${adminId}/suspend`, { reason: 'Oops' })).status).toBe(409);
    expect((await admin.post('/api/admin/users/00000000-0000-0000-0000-000000000000/suspend', { reason: 'x' })).status).toBe(404);
    const member = await signUp(stack.url);
    expect((await admin.post(`/api/admin/users/${member.userId}/suspend`, { reason: ' ' })).json.field).toBe('reason');
    expect((await member.client.get('/api/auth/me')).status).toBe(200);
  });
});

describe("a partner's listings when the account is suspended, and an admin's unlisting", () => {
  afterAll(() => setClock(stack.url, null));

  it("takes a suspended gym partner's gym and professional out of member search and booking, keeps the bookings, tells the members, and brings them back", async () => {
    await setClock(stack.url, '2026-06-01T08:00:00Z');
    const owner = await approvedPartner(stack.url, admin, 'gym', { overrides: { name: 'Paused Gym Lavapiés' } });
    const gymId = owner.gymIds[0]!;
    // A draft until its partner saves it once.
    expect((await owner.client.get('/api/panel/me')).json.gyms[0].status).toBe('draft');
    expect((await new Client(stack.url).get(`/api/gyms/${gymId}`)).status).toBe(404);
    expect((await saveProfile(owner.client, gymId, editOf(await profileOf(owner.client, gymId)))).status).toBe(200);
    expect((await owner.client.get('/api/panel/me')).json.gyms[0].status).toBe('listed');

    const booker = await signUp(stack.url, 'Bea Booker');
    const kept = await book(booker.client, gymId, (await slotAt(booker.client, gymId, '2026-06-03', '10:00')).start);
    const later = (await slotAt(booker.client, gymId, '2026-06-03', '11:00')).start;
    const searched = async () => (await new Client(stack.url).get('/api/gyms?region=EU&q=Paused%20Gym')).json.gyms.map((g: Json) => g.id);
    expect(await searched()).toContain(gymId);

    const suspended = await admin.post(`/api/admin/users/${owner.userId}/suspend`, { reason: 'Unpaid fees' });
    expect(suspended.status, suspended.text).toBe(200);
    expect(await searched()).not.toContain(gymId);
    expect((await new Client(stack.url).get(`/api/gyms/${gymId}`)).status).toBe(404);
    expect((await booker.client.post('/api/bookings', { gymId, slotStart: later, payWith: 'card' })).status).toBe(404);
    // The booked visit stays, and its member is told by mail (and push, where a device is subscribed).
    const mine = (await booker.client.get('/api/bookings?scope=upcoming')).json.bookings;
    expect(mine.find((b: Json) => b.id === kept.id)?.status).toBe('booked');
    const told = await lastMail(stack.url, booker.email, 'notice-gym_paused');
    expect(told.subject).toBe('Paused Gym Lavapiés is not taking new bookings for now');
    expect(told.text).toContain('stays booked');
    const audit = (await auditOf(owner.userId))[0]!;
    expect(audit).toMatchObject({ action: 'user.suspended', details: { reason: 'Unpaid fees', gyms: gymId } });
    expect((await admin.get(`/api/admin/gyms?listing=unlisted&q=paused`)).json.gyms).toEqual([
      expect.objectContaining({ id: gymId, listing: 'owner_suspended' }),
    ]);

    const restored = await admin.post(`/api/admin/users/${owner.userId}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(await searched()).toContain(gymId);
    expect((await booker.client.post('/api/bookings', { gymId, slotStart: later, payWith: 'card' })).status).toBe(201);
  });

  it('takes a suspended professional out of the directory and brings them back', async () => {
    const trainer = await approvedPartner(stack.url, admin, 'trainer', { overrides: { name: 'Paused Trainer' } });
    const profile = (await trainer.client.get('/api/panel/trainer/profile')).json.profile;
    expect((await admin.post(`/api/admin/certifications/${profile.id}/${profile.certifications[0].id}/verify`)).status).toBe(200);
    const published = await trainer.client.call('/api/panel/trainer/profile', {
      method: 'PUT',
      body: {
        name: 'Paused Trainer',
        headline: 'Strength',
        bio: 'Twenty characters of a bio.',
        specialties: ['strength'],
        languages: ['es'],
        gymIds: [],
        video: true,
        published: true,
      },
    });
    expect(published.json.profile.listing).toEqual({ listed: true, reason: null });
    expect((await send(stack.url, `/api/professionals/${profile.id}`)).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${trainer.userId}/suspend`, { reason: 'Fake certificate' })).status).toBe(200);
    expect((await send(stack.url, `/api/professionals/${profile.id}`)).status).toBe(404);
    // An admin reads the panel as the professional sees it.
    const seen = await admin.get(`/api/admin/professionals/${profile.id}`);
    expect(seen.json.profile.listing).toEqual({ listed: false, reason: 'suspended' });
    expect((await admin.get(`/api/admin/users/${trainer.userId}`)).json.professionals).toEqual([
      { id: profile.id, kind: 'trainer', name: 'Paused Trainer' },
    ]);
    expect((await admin.post(`/api/admin/users/${trainer.userId}/restore`)).status).toBe(200);
    expect((await send(stack.url, `/api/professionals/${profile.id}`)).status).toBe(200);
  });

  it('lets an admin unlist a gym with a reason and relist it, each in the audit log; members booked there are told', async () => {
    await setClock(stack.url, '2026-06-01T08:00:00Z');
    const owner = await approvedPartner(stack.url, admin, 'gym', { overrides: { name: 'Complaint Gym' } });
    const gymId = owner.gymIds[0]!;
    expect((await saveProfile(owner.client, gymId, editOf(await profileOf(owner.client, gymId)))).status).toBe(200);
    const booker = await signUp(stack.url, 'Cleo Booker');
    await book(booker.client, gymId, (await slotAt(booker.client, gymId, '2026-06-04', '11:00')).start);

    const unlisted = await admin.post(`/api/admin/gyms/${gymId}/unlist`, { reason: 'Safety complaint' });
    expect(unlisted.status, unlisted.text).toBe(200);
    expect(unlisted.json.gym).toMatchObject({
      listing: 'unlisted_by_admin',
      adminUnlisted: { by: 'Ada Admin', reason: 'Safety complaint' },
    });
    expect((await new Client(stack.url).get(`/api/gyms/${gymId}`)).status).toBe(404);
    expect((await owner.client.get('/api/panel/me')).json.gyms[0].status).toBe('unlisted_by_admin');
    expect((await lastMail(stack.url, booker.email, 'notice-gym_paused')).subject).toBe('Complaint Gym is not taking new bookings for now');
    expect((await admin.post(`/api/admin/gyms/${gymId}/unlist`, { reason: 'Again' })).status).toBe(409);
    expect((await admin.post(`/api/admin/gyms/${gymId}/unlist`, { reason: ' ' })).json.field).toBe('reason');
    expect((await admin.post('/api/admin/gyms/no-such-gym/unlist', { reason: 'x' })).status).toBe(404);

    // The audit log orders by time: the relisting comes a moment later.
    await setClock(stack.url, '2026-06-01T08:05:00Z');
    expect((await admin.post(`/api/admin/gyms/${gymId}/relist`)).json.gym.listing).toBe('listed');
    expect((await admin.post(`/api/admin/gyms/${gymId}/relist`)).status).toBe(409);
    expect((await new Client(stack.url).get(`/api/gyms/${gymId}`)).status).toBe(200);
    const entries = await auditOf(gymId);
    expect(entries.map((entry) => entry.action)).toEqual(['gym.relisted', 'gym.unlisted']);
    expect(entries[1]).toMatchObject({ details: { reason: 'Safety complaint' }, actorId: adminId });
  });
});

describe("the admin's user search", () => {
  it('finds members by the start of a name (without case or accents), of an email, or by id, a page at a time', async () => {
    const tag = `Zed${Date.now()}`;
    const made = [];
    for (const name of [`${tag} Álvarez`, `${tag.toLowerCase()} Brown`, `${tag} Çelik`]) made.push(await signUp(stack.url, name));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/users?q=${encodeURIComponent(tag.toUpperCase())}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await admin.get(query);
      expect(page.status, page.text).toBe(200);
      seen.push(...page.json.users.map((user: { id: string }) => user.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(made.map((member) => member.userId).sort());

    const byName = await admin.get(`/api/admin/users?q=${encodeURIComponent(`${tag} alva`)}`);
    expect(byName.json.users.map((user: { id: string }) => user.id)).toEqual([made[0]!.userId]);
    const byEmail = await admin.get(`/api/admin/users?q=${encodeURIComponent(made[1]!.email.slice(0, 12))}`);
    expect(byEmail.json.users.map((user: { id: string }) => user.id)).toContain(made[1]!.userId);
    const byId = await admin.get(`/api/admin/users?q=${made[2]!.userId}`);
    expect(byId.json.users).toEqual([expect.objectContaining({ id: made[2]!.userId, email: made[2]!.email, roles: ['member'] })]);
    const detail = await admin.get(`/api/admin/users/${made[2]!.userId}`);
    expect(detail.json).toMatchObject({ user: { sweatCoins: '0.00', xp: 0, suspendedAt: null }, ledger: [], activity: [], sessions: 1 });
    expect((await admin.get(`/api/admin/users?q=${uniqueEmail('nobody')}`)).json.users).toEqual([]);
  });

  it('answers 404 for a guest or a missing user', async () => {
    const guest = new Client(stack.url);
    const answer = await guest.post('/api/auth/guest');
    expect((await admin.get(`/api/admin/users/${answer.json.user.id}`)).status).toBe(404);
    expect((await send(stack.url, '/api/admin/users/nope', { headers: { cookie: `sid=${admin.sid}` } })).status).toBe(404);
  });
});
