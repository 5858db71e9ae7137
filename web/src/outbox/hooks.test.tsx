// The outbox's React views against the real local database (RxDB on fake-indexeddb): what the
// outbox sheet and the screens that show pending actions rely on.
import { STORAGE_KEYS } from '@fitchoice/shared';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FitChoiceDatabase } from '../db/database';
import { setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { testMember } from '../test/member';
import type { OutboxEntry } from './entries';
import { useAnswers, useEntriesOf, useUnsettledEntries } from './hooks';
import { usePendingCount } from './live';
import { enqueue, enqueueHeartbeat } from './outbox';

let db: FitChoiceDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
  await setRecord(STORAGE_KEYS.authUser, testMember());
});
afterEach(async () => {
  cleanup();
  await closeDatabase();
});

const purchase = (n: number) => enqueue('wallet.purchase', '/api/web3/crypto-purchase', { n } as never);
const ticket = (n: number) => enqueue('support.createTicket', '/api/support/tickets', { n } as never);

async function settle(id: string, state: 'done' | 'failed', settledAt = Date.now()): Promise<void> {
  await db.outbox.findOne(id).incrementalPatch({ state, settledAt });
}

describe('useUnsettledEntries', () => {
  it("lists the member's waiting and refused actions oldest first, live, without the app's heartbeats", async () => {
    await enqueueHeartbeat('u1');
    const first = await purchase(1);
    const { result } = renderHook(() => useUnsettledEntries());
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current.map((entry) => entry.id)).toEqual([first.id]));
    const second = await act(() => ticket(2));
    await waitFor(() => expect(result.current.map((entry) => entry.id)).toEqual([first.id, second.id]));
    await act(() => settle(first.id, 'failed'));
    await waitFor(() => expect(result.current.map((entry) => entry.state)).toEqual(['failed', 'pending']));
    await act(() => settle(second.id, 'done'));
    await waitFor(() => expect(result.current.map((entry) => entry.id)).toEqual([first.id]));
  });

  it('reads nothing while disabled (the sheet closed), and the list once enabled', async () => {
    const queued = await purchase(1);
    const { result, rerender } = renderHook(({ enabled }) => useUnsettledEntries(enabled), { initialProps: { enabled: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.map((entry) => entry.id)).toEqual([queued.id]));
    rerender({ enabled: false });
    expect(result.current).toEqual([]);
  });
});

describe('useEntriesOf', () => {
  it("keeps the routes' unsettled entries and those answered since, not earlier answers or other routes", async () => {
    const old = await purchase(1);
    await settle(old.id, 'done', Date.now() - 60_000);
    const since = Date.now() - 1000;
    const waiting = await purchase(2);
    const answered = await purchase(3);
    await settle(answered.id, 'done');
    await ticket(4);
    const { result } = renderHook(() => useEntriesOf(['wallet.purchase'], since));
    await waitFor(() => expect(result.current.map((entry) => entry.id).sort()).toEqual([waiting.id, answered.id].sort()));
  });
});

describe('useAnswers', () => {
  it('calls back once for each entry answered while open, however often the query answers again', async () => {
    const heard: OutboxEntry[] = [];
    const before = await purchase(1);
    await settle(before.id, 'done', Date.now() - 60_000);
    renderHook(() => useAnswers(['wallet.purchase'], (entry) => heard.push(entry)));
    const later = await purchase(2);
    await act(() => settle(later.id, 'done', Date.now() + 1000));
    await waitFor(() => expect(heard.map((entry) => entry.id)).toEqual([later.id]));
    const another = await act(() => purchase(3));
    await act(() => settle(another.id, 'done', Date.now() + 1000));
    await waitFor(() => expect(heard.map((entry) => entry.id)).toEqual([later.id, another.id]));
  });
});

describe('usePendingCount', () => {
  it('counts what waits to be sent, without the app’s heartbeats', async () => {
    await enqueueHeartbeat('u1');
    await purchase(1);
    const { result } = renderHook(() => usePendingCount());
    await waitFor(() => expect(result.current).toBe(1));
    await act(() => ticket(2));
    await waitFor(() => expect(result.current).toBe(2));
  });
});
