// Reads started with the app, before the screen that shows them renders (features/layout/first-reads/
// starts a panel's, which BackOfficeSession loads alongside the back-office layout): the
// screen renders only after the session check, its code, the layout and a frame or two of React, and
// on a slow phone network its first read was a round trip after all of that. The screen's query
// takes the answer (takeEarlyRead) instead of asking again; a read not taken soon (another account,
// a panel the roles do not open) is dropped, never shown later.

/** A read older than this is not taken: the screen asks afresh. */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `read` now, once per `key`, for takeEarlyRead. */
export function readEarly(key: string, read: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const answer = read();
  // Not taken (the screen showed something else): its failure is nobody's to report.
  answer.catch(() => undefined);
  started.set(key, { at: performance.now(), answer });
}

/** The early read under `key`, once, if it started less than FRESH_MS ago; else undefined (ask afresh). */
export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const early = started.get(key);
  started.delete(key);
  if (!early || performance.now() - early.at > FRESH_MS) return undefined;
  return early.answer as Promise<T>;
}
