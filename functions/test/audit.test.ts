// The audit log over real HTTP: every write an admin or a gym's front-desk staff can make (each
// route of the contract whose guard lets admins or the desk in and that changes something) is made
// here once, and each must leave an entry with its own request id naming the admin or the staff
// member and the target; a new such route fails the first test until it is given a request here.
// Then the log's filters: by actor, action, target and dates.
import { randomUUID } from 'node:crypto';
import { contractEntries, type RouteContract } from '@fitchoice/shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { memberTicket } from './audit-helpers';
import { book, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { type Client, signUp, startTestStack } from './helpers';
import { memberWithCoins as deskMember, deskStaff, editOf, gymPartner, profileOf } from './panel-helpers';
import { applicationBody, apply, approvedPartner, makeAdmin } from './partner-helpers';
import { socialScenario } from './social-helpers';
import { addChallenge, addReward, challengeBody, memberWithCoins, rewardBody } from './store-helpers';

let stack: LocalStack;
let admin: Client;
let desk: Client;
const ADMIN_NAME = 'Audra Auditor';
const DESK_NAME = 'Desmond Desk';
/** The gym whose front desk `desk` works. */
const DESK_GYM = 'gym-gb-020';

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await makeAdmin(stack.url, ADMIN_NAME)).client;
  desk = (await deskStaff(stack.url, await gymPartner(stack.url, [DESK_GYM]), DESK_GYM, DESK_NAME)).client;
}, 60_000);
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

/** A write an admin makes: the request, and what its audit entry must say. */
interface Write {
  method: string;
  path: string;
  body?: unknown;
  action: string;
  targetName: string;
}

const reportedReview = async (gymId: string): Promise<string> => {
  const author = await signUp(stack.url, 'Rae Reviewer');
  await setClock(stack.url, '2026-03-02T00:00:00Z');
  const booking = await book(author.client, gymId, (await slotAt(author.client, gymId, '2026-03-04', '10:00')).start);
  await setClock(stack.url, booking.slotStart);
  expect((await staffCheckIn(stack.url, gymId, await codeOf(author.client, booking.id))).status).toBe(200);
  await setClock(stack.url, null);
  const review = await author.client.post(`/api/gyms/${gymId}/reviews`, { stars: 1, text: 'The lockers were all broken' });
  const reporter = await signUp(stack.url, 'Rob Reporter');
  expect((await reporter.client.post(`/api/reviews/${review.json.review.id}/report`, { reason: 'offensive' })).status).toBe(200);
  return review.json.review.id;
};

/** A visit at the desk's gym paid at the desk, by a fresh member, with the server's clock at `minutes` after its start. */
async function deskVisit(day: string, minutes: number): Promise<{ booking: Json; member: Client; name: string }> {
  const name = `Vic Visitor ${day}`;
  const { client: member } = await deskMember(stack.url, name, false);
  await setClock(stack.url, '2026-03-02T00:00:00Z');
  const booking = await book(member, DESK_GYM, (await slotAt(member, DESK_GYM, day, '10:00')).start, 'card');
  await setClock(stack.url, new Date(Date.parse(booking.slotStart) + minutes * 60_000).toISOString());
  return { booking, member, name };
}

/** One valid write per admin and desk route, built fresh (in contract order, a later one may act on an earlier one's target). */
const WRITES: Record<string, () => Promise<Write>> = {
  'store.useCode': async () => {
    const reward = await addReward(admin, rewardBody({ title: 'Audited smoothie' }));
    const member = await memberWithCoins(stack.url, 'Code Member');
    const code = (await member.client.post('/api/store/redemptions', { rewardId: reward.id, quantity: 1 })).json.redemption.code;
    return { method: 'POST', path: `/api/panel/redemptions/${code}/use`, action: 'reward_code.used', targetName: 'Audited smoothie' };
  },
  'store.adminCreate': async () => ({
    method: 'POST',
    path: '/api/admin/rewards',
    body: rewardBody({ title: 'Created reward' }),
    action: 'reward.created',
    targetName: 'Created reward',
  }),
  'store.adminUpdate': async () => {
    const reward = await addReward(admin, rewardBody({ title: 'Old title' }));
    return {
      method: 'PUT',
      path: `/api/admin/rewards/${reward.id}`,
      body: { ...rewardBody({ title: 'Edited reward' }), version: reward.version },
      action: 'reward.edited',
      targetName: 'Edited reward',
    };
  },
  'store.adminRetire': async () => {
    const reward = await addReward(admin, rewardBody({ title: 'Retired reward' }));
    return { method: 'DELETE', path: `/api/admin/rewards/${reward.id}`, action: 'reward.retired', targetName: 'Retired reward' };
  },
  'challenges.adminCreate': async () => ({
    method: 'POST',
    path: '/api/admin/challenges',
    body: challengeBody(new Date(Date.now() + 86_400_000).toISOString(), { title: 'Created challenge' }),
    action: 'challenge.created',
    targetName: 'Created challenge',
  }),
  'challenges.adminRetire': async () => {
    const challenge = await addChallenge(admin, new Date(Date.now() + 86_400_000).toISOString(), { title: 'Retired challenge' });
    return {
      method: 'DELETE',
      path: `/api/admin/challenges/${challenge.id}`,
      action: 'challenge.retired',
      targetName: 'Retired challenge',
    };
  },
  'pro-panel.adminVerifyCertification': async () => {
    const trainer = await approvedPartner(stack.url, admin, 'trainer', { overrides: { name: 'Vera Verified' } });
    const profile = (await trainer.client.get('/api/panel/trainer/profile')).json.profile;
    return {
      method: 'POST',
      path: `/api/admin/certifications/${profile.id}/${profile.certifications[0].id}/verify`,
      action: 'certification.verified',
      targetName: 'NSCA-CPT (Vera Verified)',
    };
  },
  'pro-panel.adminRejectCertification': async () => {
    const trainer = await approvedPartner(stack.url, admin, 'trainer', { overrides: { name: 'Rex Rejected' } });
    const profile = (await trainer.client.get('/api/panel/trainer/profile')).json.profile;
    return {
      method: 'POST',
      path: `/api/admin/certifications/${profile.id}/${profile.certifications[0].id}/reject`,
      body: { reason: 'The number does not match' },
      action: 'certification.rejected',
      targetName: 'NSCA-CPT (Rex Rejected)',
    };
  },
  'gym-panel.updateProfile': async () => {
    const profile = await profileOf(admin, 'gym-gb-007');
    return {
      method: 'PUT',
      path: '/api/panel/gym/gym-gb-007',
      body: editOf(profile, { priceUsd: 17 }),
      action: 'gym.edited',
      targetName: profile.gym.name,
    };
  },
  'gym-panel.checkin': async () => {
    const { booking, member, name } = await deskVisit('2026-03-05', 5);
    return {
      method: 'POST',
      path: `/api/panel/gym/${DESK_GYM}/checkins`,
      body: { code: await codeOf(member, booking.id) },
      action: 'booking.checked_in',
      targetName: `${name} at ${booking.gymName}`,
    };
  },
  'gym-panel.recordPayment': async () => {
    const { booking, name } = await deskVisit('2026-03-06', 5);
    return {
      method: 'POST',
      path: `/api/panel/gym/${DESK_GYM}/bookings/${booking.id}/payment`,
      body: { amount: '12.00', currency: 'GBP' },
      action: 'booking.payment_recorded',
      targetName: `${name} at ${booking.gymName}`,
    };
  },
  'gym-panel.noShow': async () => {
    const { booking, name } = await deskVisit('2026-03-07', 90);
    return {
      method: 'POST',
      path: `/api/panel/gym/${DESK_GYM}/bookings/${booking.id}/no-show`,
      action: 'booking.no_show_marked',
      targetName: `${name} at ${booking.gymName}`,
    };
  },
  'support.adminReply': async () => {
    const ticket = await memberTicket(stack.url, 'Reply to me');
    return {
      method: 'POST',
      path: `/api/admin/support/tickets/${ticket}/replies`,
      body: { message: 'Moved to Wednesday.' },
      action: 'ticket.answered',
      targetName: 'Reply to me',
    };
  },
  'support.adminClose': async () => {
    const ticket = await memberTicket(stack.url, 'Close me');
    return { method: 'POST', path: `/api/admin/support/tickets/${ticket}/close`, action: 'ticket.closed', targetName: 'Close me' };
  },
  'admin.approveApplication': async () => {
    const body = applicationBody('gym', { name: 'Approved Gym' });
    const id = (await apply(stack.url, body)).json.application.id;
    return {
      method: 'POST',
      path: `/api/admin/partner-applications/${id}/approve`,
      body: {},
      action: 'application.approved',
      targetName: 'Approved Gym',
    };
  },
  'admin.rejectApplication': async () => {
    const id = (await apply(stack.url, applicationBody('nutritionist', { name: 'Rejected Nutritionist' }))).json.application.id;
    return {
      method: 'POST',
      path: `/api/admin/partner-applications/${id}/reject`,
      body: { reason: 'Not a registered practice' },
      action: 'application.rejected',
      targetName: 'Rejected Nutritionist',
    };
  },
  'admin.resendConfirmation': async () => {
    const id = (await apply(stack.url, applicationBody('trainer', { name: 'Unconfirmed Trainer' }), { confirm: false })).json.application
      .id;
    return {
      method: 'POST',
      path: `/api/admin/partner-applications/${id}/resend-confirmation`,
      action: 'application.confirmation_resent',
      targetName: 'Unconfirmed Trainer',
    };
  },
  'admin.suspendUser': async () => {
    const { userId } = await signUp(stack.url, 'Sus Pended');
    return {
      method: 'POST',
      path: `/api/admin/users/${userId}/suspend`,
      body: { reason: 'Spam' },
      action: 'user.suspended',
      targetName: 'Sus Pended',
    };
  },
  'admin.restoreUser': async () => {
    const { userId } = await signUp(stack.url, 'Res Tored');
    expect((await admin.post(`/api/admin/users/${userId}/suspend`, { reason: 'Spam' })).status).toBe(200);
    return { method: 'POST', path: `/api/admin/users/${userId}/restore`, action: 'user.restored', targetName: 'Res Tored' };
  },
  'admin.unlistGym': async () => ({
    method: 'POST',
    path: '/api/admin/gyms/gym-gb-008/unlist',
    body: { reason: 'A complaint' },
    action: 'gym.unlisted',
    targetName: (await profileOf(admin, 'gym-gb-008')).gym.name,
  }),
  'admin.relistGym': async () => ({
    method: 'POST',
    path: '/api/admin/gyms/gym-gb-008/relist',
    action: 'gym.relisted',
    targetName: (await profileOf(admin, 'gym-gb-008')).gym.name,
  }),
  'admin.hideContent': async () => {
    const id = await reportedReview('gym-gb-009');
    return {
      method: 'POST',
      path: `/api/admin/reports/review/${id}/hide`,
      action: 'review.hidden',
      targetName: 'The lockers were all broken',
    };
  },
  'admin.restoreContent': async () => {
    const id = await reportedReview('gym-gb-010');
    return {
      method: 'POST',
      path: `/api/admin/reports/review/${id}/restore`,
      action: 'review.restored',
      targetName: 'The lockers were all broken',
    };
  },
  'admin.dismissReports': async () => {
    const id = await reportedReview('gym-gb-011');
    return {
      method: 'POST',
      path: `/api/admin/reports/review/${id}/dismiss`,
      action: 'review.dismissed',
      targetName: 'The lockers were all broken',
    };
  },
  'social.moderate': async () => {
    const s = await socialScenario(stack.url, { members: ['Poppy Poster', 'Reed Reporter'] });
    const id = (
      await s['Poppy Poster'].client.post('/api/posts', { clientId: randomUUID(), text: 'Buy followers here', visibility: 'public' })
    ).json.post.id;
    expect((await s['Reed Reporter'].client.post(`/api/posts/${id}/report`, { reason: 'spam' })).status).toBe(200);
    return {
      method: 'POST',
      path: `/api/admin/moderation/post_${id}`,
      body: { action: 'hide' },
      action: 'post.hidden',
      targetName: 'Buy followers here',
    };
  },
};

const allows = (route: RouteContract, role: string) => typeof route.guard !== 'string' && (route.guard as readonly string[]).includes(role);
/** Every route an admin or the desk staff may call that changes something, and who makes it here. */
const staffWrites = contractEntries()
  .filter(([, route]) => route.method !== 'GET' && (allows(route, 'admin') || allows(route, 'front_desk')))
  .map(([id, route]) => ({ id, route, by: allows(route, 'admin') ? ('admin' as const) : ('desk' as const) }));

describe('every admin and front-desk write is in the audit log', () => {
  it('has a request here for each of them', () => {
    expect(staffWrites.map(({ id }) => id).filter((id) => !(id in WRITES))).toEqual([]);
    expect(staffWrites.filter(({ by }) => by === 'desk').length).toBeGreaterThanOrEqual(3);
  });

  it.each(staffWrites)('$id writes its entry, naming the $by and the target', async ({ id, route, by }) => {
    const write = await WRITES[id]!();
    const answer = await (by === 'admin' ? admin : desk).call(write.path, { method: write.method, body: write.body });
    await setClock(stack.url, null);
    expect(answer.status, answer.text).toBe(([(route as RouteContract).status ?? 200].flat() as number[])[0]);
    const requestId = answer.headers['x-request-id'];
    const entries = (await admin.get(`/api/admin/audit?limit=20&action=${write.action}`)).json.entries as Json[];
    const entry = entries.find((candidate) => candidate.requestId === requestId);
    expect(entry, `${id}: no ${write.action} entry with request id ${requestId}`).toBeDefined();
    expect(entry.actorName).toBe(by === 'admin' ? ADMIN_NAME : DESK_NAME);
    expect(entry.targetName).toContain(write.targetName);
  });
});

describe('the audit log', () => {
  it('filters by actor, action, target and dates, newest first', async () => {
    const other = (await makeAdmin(stack.url, 'Otto Other')).client;
    for (const [who, title] of [
      [admin, 'Filter alpha'],
      [other, 'Filter beta'],
      [admin, 'Filter gamma'],
    ] as const) {
      expect((await who.post('/api/admin/rewards', rewardBody({ title }))).status).toBe(201);
    }
    const read = async (query: string) => (await admin.get(`/api/admin/audit?limit=100&${query}`)).json.entries as Json[];
    const titles = (entries: Json[]) => entries.map((entry) => entry.targetName).filter((name) => name.startsWith('Filter'));
    expect(titles(await read('action=reward.created'))).toEqual(['Filter gamma', 'Filter beta', 'Filter alpha']);
    expect(titles(await read('action=reward&actor=otto'))).toEqual(['Filter beta']);
    expect(titles(await read('target=filter%20al'))).toEqual(['Filter alpha']);
    const today = new Date().toISOString().slice(0, 10);
    expect(titles(await read(`target=filter&from=${today}&to=${today}`))).toHaveLength(3);
    expect(await read('target=filter&from=2020-01-01&to=2020-01-31')).toEqual([]);
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['action=Gym!', 'action'],
    ] as const) {
      const refused = await admin.get(`/api/admin/audit?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.json.field).toBe(field);
    }
  });
});
