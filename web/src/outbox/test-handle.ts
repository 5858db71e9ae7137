// Lets the Playwright tests and the offline benches queue outbox entries through the app's own
// outbox module and read its states. Only a test build (`npm run build:test`, VITE_TEST_HOOKS=1)
// installs it; `npm run build` leaves this module out (src/production-build.test.ts checks).
import { getDatabase } from '../db/database';
import type { OutboxState } from '../db/schemas';
import { entryOf, type OutboxEntry } from './entries';
import { enqueue, enqueueHeartbeat } from './outbox';

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
  window.__fitchoiceOutbox = {
    enqueue,
    enqueueHeartbeat,
    async entries() {
      const db = await getDatabase();
      return (await db.outbox.find({ sort: [{ createdAt: 'asc' }, { id: 'asc' }] }).exec()).map(entryOf);
    },
    async countInState(state) {
      const db = await getDatabase();
      return db.outbox.count({ selector: { state } }).exec();
    },
  };
}
