// Reading through to the server with a copy kept on the device (db/desk-collections.ts): the gyms
// the desk works and a day's arrivals survive a reload on the gym's dead Wi-Fi, shown as the copy
// they are, instead of "could not be loaded".
import { ApiError } from '@fitchoice/shared/http-errors';

/**
 * The desk's collections in the local database, loaded when a copy is kept or read: the panel's
 * first screen does not wait for their code (and the database's pieces it brings).
 */
const getDeskDatabase = async () => (await import('../../db/desk-collections')).getDeskDatabase();

/** An answer as the desk shows it: the server's, or the copy kept here when the server could not be reached. */
export interface Kept<T> {
  data: T;
  /** When it arrived from the server (device ms). */
  receivedAt: number;
  /** The server could not be reached: this is the copy kept on the device. */
  offline: boolean;
}

/** A failure that is no answer of the server's (no connection, a dead network) or its being down: the kept copy stands in. */
function unreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * Reads through the server: its answer is kept and shown; when it cannot be reached (or only the
 * service worker's older copy came back), the copy kept here is shown instead, marked offline.
 * A refusal (4xx) is the server's answer and is thrown, never papered over.
 */
export async function readThrough<T extends object>(
  userId: string,
  what: string,
  fetchFresh: (onCachedCopy: () => void) => Promise<T>,
): Promise<Kept<T>> {
  const id = `${userId}|${what}`;
  const kept = async (): Promise<Kept<T> | null> => {
    const doc = await (await getDeskDatabase()).desk_snapshots.findOne(id).exec();
    return doc ? { data: doc.get('answer') as T, receivedAt: doc.get('receivedAt'), offline: true } : null;
  };
  let cachedCopy = false;
  let answer: T;
  try {
    answer = await fetchFresh(() => {
      cachedCopy = true;
    });
  } catch (error) {
    if (!unreachable(error)) throw error;
    const copy = await kept();
    if (!copy) throw error;
    return copy;
  }
  const receivedAt = Date.now();
  if (cachedCopy) return (await kept()) ?? { data: answer, receivedAt, offline: true };
  // Kept while the desk shows the answer: waiting for the write held the desk back until the local
  // database had loaded and opened, on a first visit most of a second on a phone after the answer came.
  void keep(id, userId, answer, receivedAt);
  return { data: answer, receivedAt, offline: false };
}

async function keep(id: string, userId: string, answer: object, receivedAt: number): Promise<void> {
  try {
    // A plain copy: the database keeps JSON.
    const stored = JSON.parse(JSON.stringify(answer)) as Record<string, unknown>;
    await (await getDeskDatabase()).desk_snapshots.upsert({ id, userId, answer: stored, receivedAt });
  } catch (error) {
    console.warn('The desk could not keep its copy on this device', error);
  }
}
