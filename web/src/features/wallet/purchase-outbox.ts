// Posts a SweatCoin purchase through the outbox: the entry is in IndexedDB before anything is
// said on screen, so a connection lost after the ETH transfer loses nothing; the replayer sends
// it with its Idempotency-Key, and the server credits a transaction hash once.
import type { CryptoPurchaseRequest } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { enqueueCall } from '../../api/enqueue-call';
import { answerOf, finalAnswerOf } from '../../outbox/answer';
import type { SettledEntry } from '../../outbox/entries';

/** How the server answered a purchase, for good. */
export type PurchaseAnswer = { ok: true; message: string | null } | { ok: false; message: string | null; code: string | null };

/** What is known right after queueing: the answer, or that it waits for the connection. */
export type PurchaseSubmission = { state: 'answered'; answer: PurchaseAnswer } | { state: 'waiting'; answer: Promise<PurchaseAnswer> };

export type SubmitPurchase = (body: CryptoPurchaseRequest) => Promise<PurchaseSubmission>;

/** The purchase's answer from its settled entry; a purchase discarded from the outbox (null) is a failure. */
function purchaseAnswerOf(entry: SettledEntry<'wallet.purchase'> | null): PurchaseAnswer {
  if (entry?.state === 'done') {
    const { success, message } = entry.response;
    return success ? { ok: true, message } : { ok: false, message, code: null };
  }
  return { ok: false, message: entry?.lastError ?? null, code: entry?.response?.code ?? null };
}

/** Queues the purchase and waits for the server's answer as every queued action does (outbox/answer.ts). */
export const submitPurchaseThroughOutbox: SubmitPurchase = async (body) => {
  // A purchase depends on no other mutation (the server credits each transaction hash once), so it
  // is its own outbox group and does not wait behind other queued actions.
  const entry = await enqueueCall(
    routes.walletPurchase,
    { body },
    { group: `purchase:${body.transactionHash}`, coins: body.sweatCoinsAmount },
  );
  const answer = await answerOf(entry);
  if (answer) return { state: 'answered', answer: purchaseAnswerOf(answer) };
  return { state: 'waiting', answer: finalAnswerOf(entry).then(purchaseAnswerOf) };
};
