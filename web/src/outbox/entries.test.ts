// A screen shows what the outbox's answers made at once: answeredNotListed gives the items of a
// route's done entries that the list the screen read does not have yet, newest first, and nothing
// of waiting or refused entries, nor of another route.
import { describe, expect, it } from 'vitest';
import { answeredNotListed, type OutboxEntry } from './entries';

/** An entry of `route` with id `id` (UUIDv7 ids sort by creation) as the outbox holds it. */
function entry(id: string, route: string, state: OutboxEntry['state'], response: unknown = null): OutboxEntry {
  return {
    id,
    route,
    group: 'default',
    path: '/api/store/redemptions',
    body: null,
    coins: null,
    userId: 'u1',
    createdAt: 0,
    attempts: 1,
    state,
    responseStatus: state === 'done' ? 201 : state === 'failed' ? 409 : null,
    response,
  } as unknown as OutboxEntry;
}

const redemption = (id: string) => ({ redemption: { id }, sweatCoins: '10.00' });

describe('answeredNotListed', () => {
  it("gives the done entries' items the list lacks, newest first", () => {
    const entries = [
      entry('0001', 'store.redeem', 'done', redemption('r-old')),
      entry('0002', 'store.redeem', 'done', redemption('r-listed')),
      entry('0003', 'store.redeem', 'pending'),
      entry('0004', 'store.redeem', 'failed', { error: 'Sold out' }),
      entry('0005', 'social.createPost', 'done', { post: { id: 'p1' } }),
      entry('0006', 'store.redeem', 'done', redemption('r-new')),
    ];
    const items = answeredNotListed(entries, 'store.redeem', (answer) => answer.redemption, [{ id: 'r-listed' }]);
    expect(items.map((item) => item.id)).toEqual(['r-new', 'r-old']);
  });

  it('gives nothing once the list has every answer', () => {
    const entries = [entry('0001', 'store.redeem', 'done', redemption('r1'))];
    expect(answeredNotListed(entries, 'store.redeem', (answer) => answer.redemption, [{ id: 'r1' }])).toEqual([]);
  });
});
