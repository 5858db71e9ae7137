// Request limits shared by the handlers and the local adapter.

/** The largest request body accepted: 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The deepest JSON body accepted: no route's body is nested past a handful of levels, and a deeper
 * one (64 KiB is 20,000 levels of brackets) would overflow the stack of whatever walks it.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value is nested deeper than `limit`, found without recursion. */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(next)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
