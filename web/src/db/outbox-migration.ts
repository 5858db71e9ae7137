// Outbox entries stored by an earlier version of the app, brought to the current schema when the
// database opens (RxDB's migration strategies, open-database.ts). Entries written before version 2
// name their call by method and path; they get the route it calls, so they replay as before.
import { formatCoinCents, XP_PER_SWEATCOIN } from '@fitchoice/shared';
import { OUTBOX_ROUTES, rewardsConvert, walletPurchase } from '@fitchoice/shared/api/routes';
import { DEFAULT_OUTBOX_GROUP, type OutboxDoc } from './schemas';

/** An entry as schema version 3 stored it. */
type OutboxDocV3 = Omit<OutboxDoc, 'coins'>;
/** An entry as schema version 2 stored it. */
type OutboxDocV2 = Omit<OutboxDocV3, 'failures'>;
/** An entry as schema version 1 stored it. */
type OutboxDocV1 = Omit<OutboxDocV2, 'route'> & { kind: string; method: string };

const templates = Object.values(OUTBOX_ROUTES).map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The outbox route a stored call went to, or null when no route of this version takes it. */
export function routeOfStoredCall(method: string, path: string): string | null {
  const pathname = path.split('?')[0]!;
  return templates.find(({ route, pattern }) => route.method === method && pattern.test(pathname))?.route.id ?? null;
}

function coinsOfStoredEntry({ route, body }: Pick<OutboxDocV3, 'route' | 'body'>): string | null {
  const fields = (body ?? {}) as { sweatCoinsAmount?: unknown; xp?: unknown };
  if (route === walletPurchase.id && typeof fields.sweatCoinsAmount === 'string') return fields.sweatCoinsAmount;
  if (route === rewardsConvert.id && typeof fields.xp === 'number') {
    return formatCoinCents((BigInt(Math.trunc(fields.xp)) * 100n) / BigInt(XP_PER_SWEATCOIN));
  }
  return null;
}

export const outboxMigrations = {
  1: (entry: Omit<OutboxDocV1, 'group'>): OutboxDocV1 => ({ ...entry, group: DEFAULT_OUTBOX_GROUP }),
  /** A call no route of this version takes could not be sent anyway: it is dropped (null), and logged. */
  2: ({ kind, method, ...entry }: OutboxDocV1): OutboxDocV2 | null => {
    const route = routeOfStoredCall(method, entry.path);
    if (route === null) console.warn(`Outbox: dropped a stored ${kind} entry (${method} ${entry.path}): no route takes it now`);
    return route === null ? null : { ...entry, route };
  },
  /** Its backoff starts again from the first step: the app starting is as good a moment as any. */
  3: (entry: OutboxDocV2): OutboxDocV3 => ({ ...entry, failures: 0 }),
  /** A purchase and an XP conversion say what they move in their body; a visit's price is not kept: it is left out. */
  4: (entry: OutboxDocV3): OutboxDoc => ({ ...entry, coins: coinsOfStoredEntry(entry) }),
};
