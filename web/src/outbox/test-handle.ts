// Lets the Playwright tests queue outbox entries through the app's own outbox module, for actions
// whose screens do not exist yet (a purchase before the wallet screen). Installed only when the
// page's localStorage holds fitchoice_test_hooks=1, which the tests set with addInitScript; it
// exposes nothing a script in the page could not already do with fetch.
import { getDatabase } from '../db/database';
import type { OutboxState } from '../db/schemas';
import { enqueue, enqueueHeartbeat, type OutboxEntry } from './outbox';

export const TEST_HOOKS_FLAG = 'fitchoice_test_hooks';

export interface OutboxTestHandle {
  enqueue: typeof enqueue;
  enqueueHeartbeat: typeof enqueueHeartbeat;
  entries(): Promise<OutboxEntry[]>;
  /** How many entries are in `state`, counted on the state index (cheap enough to poll). */
  countInState(state: OutboxState): Promise<number>;
}

declare global {
  interface Window {
    __fitchoiceOutbox?: OutboxTestHandle;
  }
}

export function exposeOutboxForTests(): void {
  try {
    if (localStorage.getItem(TEST_HOOKS_FLAG) !== '1') return;
  } catch {
    return;
  }
  window.__fitchoiceOutbox = {
    enqueue,
    enqueueHeartbeat,
    async entries() {
      const db = await getDatabase();
      return (await db.outbox.find({ sort: [{ createdAt: 'asc' }, { id: 'asc' }] }).exec()).map((doc) => doc.toJSON() as OutboxEntry);
    },
    async countInState(state) {
      const db = await getDatabase();
      return db.outbox.count({ selector: { state } }).exec();
    },
  };
}
