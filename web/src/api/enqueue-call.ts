// Queues a call of a route of the API contract: the way a screen queues a mutation. Only a route
// whose contract entry has `outbox` facts can be queued (its label names it in the outbox sheet);
// the entry keeps the route's id and the call's path, and its answer is typed by the route.

import { openDatabaseNow } from '../db/database';
import { loadOutbox, type OutboxEntry, type OutboxRouteId } from '../outbox/entries';
import type { EnqueueOptions } from '../outbox/outbox';
import { apiPath, type CallInput, type RouteRef } from './client';

export async function enqueueCall<Id extends OutboxRouteId>(
  route: RouteRef<Id>,
  input: CallInput<Id>,
  options?: EnqueueOptions,
): Promise<OutboxEntry<Id>> {
  const body = (input as { body?: OutboxEntry<Id>['body'] }).body ?? null;
  // A mutation is stored before the screen says so: the local database is needed now (app/local-database.ts).
  openDatabaseNow();
  return (await loadOutbox()).enqueue(route.id, apiPath(route, input), body, options);
}
