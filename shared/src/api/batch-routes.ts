// Which outbox mutations POST /api/batch carries, without zod: the replayer (page and service
// worker) asks `isBatchable` of each entry, the batch handler serves exactly these routes. Others
// (avatar, support, workouts: rare, and their code would push the batch Lambda over its bundle budget) are
// sent one request each, as before.
import type { RouteRef } from './contract';
import {
  bookingsCancel,
  bookingsCreate,
  heartbeatSend,
  professionalsBook,
  professionalsCancel,
  professionalsReschedule,
  professionalsReview,
  walletPurchase,
} from './routes.gen';

/** Calls in one batch: a few outbox pages' worth, well inside the request body limit. */
export const MAX_BATCH_CALLS = 25;

export const BATCH_ROUTES: readonly RouteRef[] = [
  heartbeatSend,
  walletPurchase,
  bookingsCreate,
  bookingsCancel,
  professionalsBook,
  professionalsCancel,
  professionalsReschedule,
  professionalsReview,
];

const patterns = BATCH_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The batchable route a call goes to, or null: the method and path of an outbox entry (`/api/bookings/b1/cancel`; a query is not batched). */
export function batchRouteOf(method: string, path: string): RouteRef | null {
  return patterns.find(({ route, pattern }) => route.method === method && pattern.test(path))?.route ?? null;
}
