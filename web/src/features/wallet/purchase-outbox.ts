// Posts a SweatCoin purchase through the outbox: the entry is in IndexedDB before anything is
// said on screen, so a connection lost after the ETH transfer loses nothing; the replayer sends
// it with its Idempotency-Key, and the server credits a transaction hash once.
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '@fitchoice/shared/api';
import { filter, firstValueFrom, map } from 'rxjs';
import { getDatabase } from '../../db/database';
import { enqueue, type OutboxEntry } from '../../outbox/outbox';

export const PURCHASE_KIND = 'purchase';
export const CRYPTO_PURCHASE_PATH = '/api/web3/crypto-purchase';

/** How the server answered a purchase, for good. */
export type PurchaseAnswer = { ok: true; message: string | null } | { ok: false; message: string | null };

/** What is known right after queueing: the answer, or that it waits for the connection. */
export type PurchaseSubmission = { state: 'answered'; answer: PurchaseAnswer } | { state: 'waiting'; answer: Promise<PurchaseAnswer> };

export type SubmitPurchase = (body: CryptoPurchaseRequest) => Promise<PurchaseSubmission>;

export function answerOf(entry: OutboxEntry): PurchaseAnswer {
  const response = entry.response as Partial<CryptoPurchaseResponse> | null;
  const message = typeof response?.message === 'string' ? response.message : null;
  if (entry.state === 'done' && response?.success === true) return { ok: true, message };
  return { ok: false, message: message ?? entry.lastError };
}

/** The server's answer once the entry is settled; a purchase discarded from the outbox is a failure. */
function settledAnswer(doc: OutboxEntry | null): PurchaseAnswer | null {
  if (doc === null) return { ok: false, message: null };
  return doc.state === 'done' || doc.state === 'failed' ? answerOf(doc) : null;
}

/**
 * Queues the purchase and waits for the first of: the server's answer, or a sign that it will not
 * come soon (the browser is offline, or an attempt failed and a retry is scheduled).
 */
export const submitPurchaseThroughOutbox: SubmitPurchase = async (body) => {
  // A purchase depends on no other mutation (the server credits each transaction hash once), so it
  // is its own outbox group and does not wait behind other queued actions.
  const entry = await enqueue(PURCHASE_KIND, 'POST', CRYPTO_PURCHASE_PATH, body, { group: `purchase:${body.transactionHash}` });
  const db = await getDatabase();
  const entry$ = db.outbox.findOne(entry.id).$.pipe(map((doc) => (doc ? (doc.toJSON() as OutboxEntry) : null)));
  const answer = () =>
    firstValueFrom(
      entry$.pipe(
        map(settledAnswer),
        filter((a): a is PurchaseAnswer => a !== null),
      ),
    );
  const first = await firstValueFrom(
    entry$.pipe(
      map((doc) => settledAnswer(doc) ?? (!navigator.onLine || (doc?.state === 'pending' && doc.attempts > 0) ? 'waiting' : null)),
      filter((outcome): outcome is PurchaseAnswer | 'waiting' => outcome !== null),
    ),
  );
  return first === 'waiting' ? { state: 'waiting', answer: answer() } : { state: 'answered', answer: first };
};
