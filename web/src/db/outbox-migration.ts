// Outbox entries stored by an earlier version of the app, brought to the current schema when the
// database opens (RxDB's migration strategies, open-database.ts). Entries written before version 2
// name their call by method and path; they get the route it calls, so they replay as before.
import { OUTBOX_ROUTES } from '@fitchoice/shared/api/routes';
import { DEFAULT_OUTBOX_GROUP, type OutboxDoc } from './schemas';

/** An entry as schema version 2 stored it. */
type OutboxDocV2 = Omit<OutboxDoc, 'failures'>;
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

export const outboxMigrations = {
  1: (entry: Omit<OutboxDocV1, 'group'>): OutboxDocV1 => ({ ...entry, group: DEFAULT_OUTBOX_GROUP }),
  /** A call no route of this version takes could not be sent anyway: it is dropped (null), and logged. */
  2: ({ kind, method, ...entry }: OutboxDocV1): OutboxDocV2 | null => {
    const route = routeOfStoredCall(method, entry.path);
    if (route === null) console.warn(`Outbox: dropped a stored ${kind} entry (${method} ${entry.path}): no route takes it now`);
    return route === null ? null : { ...entry, route };
  },
  /** Its backoff starts again from the first step: the app starting is as good a moment as any. */
  3: (entry: OutboxDocV2): OutboxDoc => ({ ...entry, failures: 0 }),
};
