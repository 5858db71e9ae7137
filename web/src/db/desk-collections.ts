// The front desk's collection in the app's local database, added on first use: its copy of what it
// last read from the server (the gyms it works, a day's arrivals), per account, so a reload on the
// gym's dead Wi-Fi still shows them (features/gym-panel/desk-cache.ts). The API answer is kept whole.
import type { RxCollection, RxJsonSchema } from 'rxdb';
import { removeEvery, withCollections } from './feature-collections';

export interface DeskSnapshotDoc {
  /** `<userId>|<what>`: one copy of each answer per account. */
  id: string;
  userId: string;
  answer: Record<string, unknown>;
  /** When the answer arrived (device ms). */
  receivedAt: number;
}

export const deskSnapshotSchema: RxJsonSchema<DeskSnapshotDoc> = {
  title: 'desk snapshots',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 300 },
    userId: { type: 'string', maxLength: 64 },
    answer: { type: 'object' },
    receivedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'userId', 'answer', 'receivedAt'],
  indexes: ['userId'],
};

export type DeskCollections = { desk_snapshots: RxCollection<DeskSnapshotDoc> };

/** The app's database with the desk's collection, added on first use. */
export const getDeskDatabase = withCollections<DeskCollections>('desk_snapshots', {
  desk_snapshots: { schema: deskSnapshotSchema, migrationStrategies: {} },
});

/** Logout forgets the desk's copies, like every other cached answer (spec section 4). */
export async function clearDeskSnapshots(): Promise<void> {
  await removeEvery((await getDeskDatabase()).desk_snapshots);
}
