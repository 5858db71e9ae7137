// The RxDB schemas of the local database. A schema change bumps `version` and adds a migration
// strategy for that version in database.ts (RxDB runs them when the database opens).
import type { RxJsonSchema } from 'rxdb';

/** One key/value document per browser storage key of spec section 3 (STORAGE_KEYS). */
export interface RecordDoc {
  key: string;
  /** Any JSON value; the typed view is RecordValues in records.ts. */
  value: unknown;
  updatedAt: number;
}

export const recordSchema: RxJsonSchema<RecordDoc> = {
  title: 'records',
  version: 0,
  primaryKey: 'key',
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 100 },
    value: {},
    updatedAt: { type: 'number', minimum: 0 },
  },
  required: ['key', 'updatedAt'],
};

export const OUTBOX_STATES = ['pending', 'sending', 'done', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A mutation the app made, kept until the server has answered it (ARCHITECTURE.md, Data flow). */
export interface OutboxDoc {
  /** UUIDv7, sent as the Idempotency-Key; sorts in creation order. */
  id: string;
  /**
   * The contract route it calls ('bookings.create'): its method, label and whether a batch carries
   * it come from the route (OUTBOX_ROUTES in shared routes.gen.ts), and its answer is typed by it.
   */
  route: string;
  /**
   * Entries of one group are sent strictly in order; different groups may be sent side by side.
   * DEFAULT_OUTBOX_GROUP keeps an entry in order with every other default entry.
   */
  group: string;
  /** The call's URL: the route's path with its parameters filled in. */
  path: string;
  body: unknown;
  /**
   * What it moves the member's SweatCoin balance by once the server has it, signed ("-25.00"), as
   * the screen that queued it priced it; null when it moves none. The balance every screen shows
   * adds it while the entry waits (features/wallet/coin-balance.ts). Not sent.
   */
  coins: string | null;
  /** The user whose session must send it: entries of another user wait for that user to sign in. */
  userId: string;
  createdAt: number;
  attempts: number;
  /**
   * Retryable failures since the server last came back (pwa/connectivity.ts): the backoff's
   * exponent. Set to 0 when the server answers again, so waiting entries go at once and back off
   * from the first step.
   */
  failures: number;
  nextAttemptAt: number;
  state: OutboxState;
  lastError: string | null;
  /** HTTP status and JSON body of the server's final answer, for the screen that queued it. */
  responseStatus: number | null;
  response: unknown;
  settledAt: number | null;
}

export const DEFAULT_OUTBOX_GROUP = 'default';

export const outboxSchema: RxJsonSchema<OutboxDoc> = {
  title: 'outbox',
  // 1: `group` (version 0 entries were all sent in one order: they join the default group).
  // 2: `route` instead of `kind` and `method` (open-database.ts finds the route of a stored call).
  // 3: `failures`, the backoff's exponent (until then `attempts`).
  // 4: `coins`, what it moves the SweatCoin balance by.
  version: 4,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    route: { type: 'string', maxLength: 60 },
    group: { type: 'string', maxLength: 120 },
    path: { type: 'string', maxLength: 500 },
    body: {},
    coins: { type: ['string', 'null'], maxLength: 24 },
    userId: { type: 'string', maxLength: 64 },
    createdAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
    attempts: { type: 'number', minimum: 0 },
    failures: { type: 'number', minimum: 0 },
    nextAttemptAt: { type: 'number', minimum: 0 },
    state: { type: 'string', enum: [...OUTBOX_STATES], maxLength: 10 },
    lastError: { type: ['string', 'null'] },
    responseStatus: { type: ['number', 'null'] },
    response: {},
    settledAt: { type: ['number', 'null'] },
  },
  required: ['id', 'route', 'group', 'path', 'userId', 'createdAt', 'attempts', 'failures', 'nextAttemptAt', 'state'],
  indexes: ['state', ['state', 'createdAt']],
};
