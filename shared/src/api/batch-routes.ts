// Which outbox mutations POST /api/batch carries: those whose route says `outbox: { batch: true }`
// in the contract, read here without zod from the generated OUTBOX_ROUTES. The replayer (page and
// service worker) asks `isBatchRoute` of an entry's route id; the batch handler serves exactly BATCH_ROUTES. Others
// (avatar, support, workouts: rare, and their code would push the batch Lambda over its bundle
// budget) are sent one request each.
import type { OutboxRouteId, RouteRef } from './contract';
import { OUTBOX_ROUTES } from './routes/outbox-routes.gen';

/** Calls in one batch: a few outbox pages' worth, well inside the request body limit. */
export const MAX_BATCH_CALLS = 25;

type BatchRouteId = { [Id in OutboxRouteId]: (typeof OUTBOX_ROUTES)[Id]['outbox'] extends { batch: true } ? Id : never }[OutboxRouteId];

export const BATCH_ROUTES: readonly RouteRef<BatchRouteId>[] = Object.values(OUTBOX_ROUTES).filter(
  (route): route is (typeof OUTBOX_ROUTES)[BatchRouteId] => 'batch' in route.outbox,
);

const batchIds = new Set<string>(BATCH_ROUTES.map((route) => route.id));

/** Whether POST /api/batch carries calls of this route. */
export function isBatchRoute(id: string): boolean {
  return batchIds.has(id);
}
