// Every /api/admin/* and /api/panel/* route, table-driven over real HTTP: a visitor gets 401; a
// guest, a member, each partner role and a gym's front-desk staff the route is not for get 403
// `forbidden`; the roles it is for get 200. Then the moderation queue (reported reviews: hide, restore, dismiss) and its audit.
import { CONTRACT, contractEntries, handlerNameOf, pathParamNames, type RouteContract, type RouteId } from '@fitchoice/shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { book, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';
import { deskStaff } from './panel-helpers';
import { applicationBody, apply, approvedPartner, makeAdmin } from './partner-helpers';

const CALLERS = ['visitor', 'guest', 'member', 'admin', 'gym_partner', 'front_desk', 'trainer', 'nutritionist'] as const;
type Caller = (typeof CALLERS)[number];

let stack: LocalStack;
const clients = {} as Record<Caller, Client>;
let gymPartnerGym: string;
let member: { client: Client; userId: string };

const GYM = 'gym-gb-002';
/** Reviews of GYM by members who checked in there, by author name. */
const reviewIds = new Map<string, string>();
let reporters: Client[] = [];

async function visitedMember(name: string) {
  const account = await signUp(stack.url, name);
  await setClock(stack.url, '2026-03-02T00:00:00Z');
  const slot = await slotAt(account.client, GYM, '2026-03-04', '10:00');
  const booking = await book(account.client, GYM, slot.start);
  await setClock(stack.url, slot.start);
  // A card visit counts once the gym's staff check the member in.
  const checkin = await staffCheckIn(stack.url, GYM, await codeOf(account.client, booking.id));
  expect(checkin.status, checkin.text).toBe(200);
  await setClock(stack.url, null);
  return account;
}

beforeAll(async () => {
  stack = await startTestStack();
  clients.visitor = new Client(stack.url);
  clients.guest = new Client(stack.url);
  await clients.guest.post('/api/auth/guest');
  member = await signUp(stack.url, 'Mia Member');
  clients.member = member.client;
  clients.admin = (await makeAdmin(stack.url)).client;
  const gymPartner = await approvedPartner(stack.url, clients.admin, 'gym');
  clients.gym_partner = gymPartner.client;
  gymPartnerGym = gymPartner.gymIds[0]!;
  // Invited by the partner to their gym's desk, as an owner does.
  clients.front_desk = (await deskStaff(stack.url, gymPartner.client, gymPartnerGym)).client;
  clients.trainer = (await approvedPartner(stack.url, clients.admin, 'trainer')).client;
  clients.nutritionist = (await approvedPartner(stack.url, clients.admin, 'nutritionist')).client;
  for (const name of ['Ana Author', 'Ben Author', 'Cy Author', 'Di Author']) {
    const author = await visitedMember(name);
    const review = await author.client.post(`/api/gyms/${GYM}/reviews`, { stars: 2, text: `${name} says the showers were cold` });
    expect(review.status, review.text).toBe(201);
    reviewIds.set(name, review.json.review.id);
  }
  reporters = await Promise.all([1, 2, 3].map(async (i) => (await signUp(stack.url, `Reporter ${i}`)).client));
}, 120_000);
afterAll(() => stack?.stop());

async function report(reviewId: string, times = 1, reason = 'offensive'): Promise<void> {
  for (const reporter of reporters.slice(0, times)) {
    const answer = await reporter.post(`/api/reviews/${reviewId}/report`, { reason });
    expect(answer.status, answer.text).toBe(200);
  }
}

/** A request the route's own roles may make, built fresh where it changes something. */
type Valid = { path: string; body?: unknown };
const VALID: Record<string, (caller: Caller) => Promise<Valid>> = {
  'admin.listApplications': async () => ({ path: '/api/admin/partner-applications?status=approved' }),
  'admin.getApplication': async () => ({
    path: `/api/admin/partner-applications/${(await apply(stack.url, applicationBody('gym'))).json.application.id}`,
  }),
  'admin.approveApplication': async () => ({
    path: `/api/admin/partner-applications/${(await apply(stack.url, applicationBody('trainer'))).json.application.id}/approve`,
    body: {},
  }),
  'admin.rejectApplication': async () => ({
    path: `/api/admin/partner-applications/${(await apply(stack.url, applicationBody('nutritionist'))).json.application.id}/reject`,
    body: { reason: 'Not a real business' },
  }),
  'admin.resendConfirmation': async () => ({
    path: `/api/admin/partner-applications/${(await apply(stack.url, applicationBody('trainer'), { confirm: false })).json.application.id}/resend-confirmation`,
  }),
  'admin.listUsers': async () => ({ path: '/api/admin/users?q=mia' }),
  'admin.getUser': async () => ({ path: `/api/admin/users/${member.userId}` }),
  'admin.suspendUser': async () => ({ path: `/api/admin/users/${(await signUp(stack.url)).userId}/suspend`, body: { reason: 'Spam' } }),
  'admin.restoreUser': async () => {
    const { userId } = await signUp(stack.url);
    expect((await clients.admin.post(`/api/admin/users/${userId}/suspend`, { reason: 'Spam' })).status).toBe(200);
    return { path: `/api/admin/users/${userId}/restore` };
  },
  'admin.listGyms': async () => ({ path: '/api/admin/gyms?listing=unlisted' }),
  // The relist (next in contract order) takes back this unlisting.
  'admin.unlistGym': async () => ({ path: '/api/admin/gyms/gym-gb-005/unlist', body: { reason: 'Checking a complaint' } }),
  'admin.relistGym': async () => ({ path: '/api/admin/gyms/gym-gb-005/relist' }),
  'admin.listModeration': async () => ({ path: '/api/admin/reports?status=open' }),
  'admin.hideContent': async () => {
    await report(reviewIds.get('Ben Author')!);
    return { path: `/api/admin/reports/review/${reviewIds.get('Ben Author')}/hide` };
  },
  'admin.restoreContent': async () => ({ path: `/api/admin/reports/review/${reviewIds.get('Ben Author')}/restore` }),
  'admin.dismissReports': async () => ({ path: `/api/admin/reports/review/${reviewIds.get('Ben Author')}/dismiss` }),
  'admin.audit': async () => ({ path: '/api/admin/audit' }),
  'partners.panelMe': async () => ({ path: '/api/panel/me' }),
  'partners.panelGym': async () => ({ path: `/api/panel/gyms/${gymPartnerGym}` }),
};

const guarded = contractEntries().filter(([, route]) => /^\/api\/(admin|panel)\//.test(route.path));
/** The routes of this feature's handler modules; other features' own tests make their valid requests. */
const mine = guarded.filter(([id]) => ['admin', 'partners'].includes(handlerNameOf(id)));

function allows(route: RouteContract, caller: Caller): boolean {
  return typeof route.guard !== 'string' && (route.guard as readonly string[]).includes(caller);
}

function refusalOf(route: RouteContract, caller: Caller): number | null {
  if (allows(route, caller)) return null;
  return caller === 'visitor' ? 401 : 403;
}

function placeholderPath(route: RouteContract): string {
  return pathParamNames(route.path).reduce((path, name) => path.replace(`{${name}}`, name === 'kind' ? 'review' : 'x'), route.path);
}

describe('the guard of every admin and panel route', () => {
  it('has a valid request for each of them here, and they are all staff-only', () => {
    expect(mine.length).toBeGreaterThanOrEqual(15);
    expect(mine.map(([id]) => id).filter((id) => !(id in VALID))).toEqual([]);
    expect(guarded.filter(([, route]) => typeof route.guard === 'string').map(([id]) => id)).toEqual([]);
  });

  const refusals = guarded.flatMap(([id, route]) =>
    CALLERS.map((caller) => ({ name: `${id} as ${caller}`, route, caller, status: refusalOf(route, caller) })).filter(
      (row) => row.status !== null,
    ),
  );
  it.each(refusals)('$name -> $status', async ({ route, caller, status }) => {
    const path = placeholderPath(route);
    const answer =
      route.method === 'GET' ? await clients[caller].get(path) : await clients[caller].call(path, { method: route.method, body: {} });
    expect(answer.status, answer.text).toBe(status);
    expect(answer.json.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
  });

  // In contract order: each moderation action acts on the case the one before it left.
  const allowed = mine.flatMap(([id, route]) =>
    CALLERS.filter((caller) => allows(route, caller)).map((caller) => ({ name: `${id} as ${caller}`, id, route, caller })),
  );
  it.each(allowed)('$name -> 200', async ({ id, route, caller }) => {
    const valid = await VALID[id]!(caller);
    const answer =
      route.method === 'GET'
        ? await clients[caller].get(valid.path)
        : await clients[caller].call(valid.path, { method: route.method, body: valid.body });
    expect(answer.status, answer.text).toBe((CONTRACT[id as RouteId] as RouteContract).status ?? 200);
  });
});

describe('moderation of reported reviews', () => {
  async function visibleReviewIds(): Promise<string[]> {
    const answer = await clients.visitor.get(`/api/gyms/${GYM}/reviews?limit=50`);
    return answer.json.reviews.map((review: Json) => review.id);
  }

  async function caseOf(reviewId: string, status: 'open' | 'resolved'): Promise<Json> {
    const answer = await clients.admin.get(`/api/admin/reports?status=${status}&limit=100`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json.items.find((item: Json) => item.targetId === reviewId);
  }

  it('queues every report, which new accounts cannot weigh into hiding; an admin hides it, a dismissal shows it again', async () => {
    const id = reviewIds.get('Ana Author')!;
    await report(id, 2, 'spam');
    expect(await caseOf(id, 'open')).toMatchObject({ kind: 'review', reportCount: 2, visible: true, reasons: ['spam'], resolution: null });
    const third = await reporters[2]!.post(`/api/reviews/${id}/report`, { reason: 'offensive' });
    expect(third.status).toBe(200);
    const open = await caseOf(id, 'open');
    // Three brand-new accounts weigh nothing (gyms/store.ts reportReview): shown until an admin decides.
    expect(open).toMatchObject({ reportCount: 3, visible: true, reasons: ['offensive', 'spam'] });
    expect(open.excerpt).toBe('Ana Author says the showers were cold');
    expect(open.context).toMatch(/2★ by Ana Author/);

    const hidden = await clients.admin.post(`/api/admin/reports/review/${id}/hide`);
    expect(hidden.json.item).toMatchObject({ status: 'resolved', resolution: 'hidden', visible: false });
    expect(await visibleReviewIds()).not.toContain(id);
    expect(await caseOf(id, 'open')).toBeUndefined();
    // A later report reopens the case; dismissing it shows the review whatever its reports.
    await (await signUp(stack.url, 'Late reporter')).client.post(`/api/reviews/${id}/report`, { reason: 'spam' });
    expect(await caseOf(id, 'open')).toMatchObject({ reportCount: 4, visible: false, resolution: 'hidden' });
    const dismissed = await clients.admin.post(`/api/admin/reports/review/${id}/dismiss`);
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.json.item).toMatchObject({ status: 'resolved', resolution: 'dismissed', visible: true });
    expect(await visibleReviewIds()).toContain(id);
    expect(await caseOf(id, 'resolved')).toMatchObject({ resolution: 'dismissed' });
  });

  it('hides and restores a review whatever its reports, each in the audit log with its request id', async () => {
    const id = reviewIds.get('Cy Author')!;
    await report(id, 1, 'fake');
    const hidden = await clients.admin.post(`/api/admin/reports/review/${id}/hide`);
    expect(hidden.json.item).toMatchObject({ resolution: 'hidden', visible: false });
    expect(await visibleReviewIds()).not.toContain(id);
    // A later report reopens the case; the review stays hidden.
    await reporters[1]!.post(`/api/reviews/${id}/report`, { reason: 'spam' });
    expect(await caseOf(id, 'open')).toMatchObject({ reportCount: 2, visible: false, resolution: 'hidden' });
    const restored = await clients.admin.post(`/api/admin/reports/review/${id}/restore`);
    expect(restored.json.item).toMatchObject({ status: 'resolved', resolution: 'restored', visible: true });
    expect(await visibleReviewIds()).toContain(id);

    const audit = (await clients.admin.get('/api/admin/audit?limit=100')).json.entries.filter((entry: Json) => entry.targetId === id);
    expect(audit.map((entry: Json) => entry.action)).toEqual(['review.restored', 'review.hidden']);
    expect(audit[1]).toMatchObject({ targetType: 'review', requestId: hidden.headers['x-request-id'], actorName: 'Ada Admin' });
  });

  it('answers 404 for content nobody reported, or a kind it does not know', async () => {
    expect((await clients.admin.post(`/api/admin/reports/review/${reviewIds.get('Di Author')}/hide`)).status).toBe(404);
    expect((await clients.admin.post(`/api/admin/reports/post/${reviewIds.get('Di Author')}/hide`)).status).toBe(404);
    expect((await clients.admin.post(`/api/admin/reports/photo/${reviewIds.get('Di Author')}/hide`)).status).toBe(404);
    expect(await visibleReviewIds()).toContain(reviewIds.get('Di Author'));
  });

  it('pages through the audit log newest first', async () => {
    const all = (await clients.admin.get('/api/admin/audit?limit=100')).json.entries;
    const paged: Json[] = [];
    let cursor: string | null = null;
    do {
      const page: Json = (await clients.admin.get(`/api/admin/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json;
      paged.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.map((entry) => entry.id)).toEqual(all.map((entry: Json) => entry.id));
    const times = paged.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
