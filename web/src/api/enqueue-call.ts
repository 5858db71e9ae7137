// Queues a call of a route of the API contract: the way a screen queues a mutation. The entry keeps
// the route's method and the call's path, so the replayer needs no contract.

import { type EnqueueOptions, enqueue, type OutboxEntry } from '../outbox/outbox';
import { apiPath, type CallInput, type RouteId, type RouteRef } from './client';

export function enqueueCall<Id extends RouteId>(
  kind: string,
  route: RouteRef<Id>,
  input: CallInput<Id>,
  options?: EnqueueOptions,
): Promise<OutboxEntry> {
  const { method } = route;
  if (method === 'GET') throw new Error(`${route.id} is a read; only changes go through the outbox`);
  const body = (input as { body?: unknown }).body ?? null;
  return enqueue(kind, method, apiPath(route, input), body, options);
}
