// The lock that lets one replayer at a time send the outbox, across tabs and the service worker.
// Web Locks (navigator.locks) where the platform has it; an in-realm queue otherwise, which still
// serialises replayers inside one page — and a replay racing in another tab is harmless anyway,
// because every entry carries its Idempotency-Key.

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const OUTBOX_LOCK = 'fitchoice-outbox';

/** A lock manager that only serialises callers inside this JavaScript realm. */
export function createInRealmLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

let fallback: LockManagerLike | null = null;

export function defaultLocks(): LockManagerLike {
  // The page's Navigator and the worker's WorkerNavigator both carry `locks` where supported.
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return { request: (name, callback) => locks.request(name, callback) };
  fallback ??= createInRealmLocks();
  return fallback;
}
