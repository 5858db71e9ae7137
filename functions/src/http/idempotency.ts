// Idempotency-Key: the first answer to a key is stored and replayed for the same request; the
// same key with another request is refused (422). Of concurrent requests with one key, one runs;
// the others wait for its answer (or get a retryable 409 if it takes too long). A route that does
// all its work in one transaction takes the key in that transaction instead of claiming it first:
// of concurrent requests with one key, one commits, and the others are answered from its record.

import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@fitchoice/shared';
import { ConditionFailedError, type TransactItem } from '../dynamo/transact';
import { ConflictError, InvalidInputError, UnprocessableError } from '../errors';
import { countIdempotentReplay } from '../metrics';
import {
  claimKey,
  completeKey,
  completionItem,
  firstAnswerItem,
  readKey,
  releaseKey,
  type StoredAnswer,
  storeFirstAnswer,
} from './idempotency-store';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Longer than a handler can run (API Gateway stops waiting at 30 s): a claim older than this was abandoned. */
export const IDEMPOTENCY_LEASE_MS = 35_000;
/** How long a concurrent duplicate waits for the first request's answer. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_MS = 25;
const KEY_FORMAT = /^[A-Za-z0-9_\-:.]{1,128}$/;

/**
 * `transient`: never stored (a later try may answer otherwise). `storedInTransaction`: the route
 * already stored it, with the item from `storeAnswer`, in the transaction that did its work.
 * `openSessionFor` (and the device token that comes with a sign-in): never stored, so an answer
 * that opens a session is never handed to whoever sends the same key again.
 */
export type Answer = StoredAnswer & {
  transient?: boolean;
  storedInTransaction?: boolean;
  openSessionFor?: { userId: string; isGuest: boolean };
  deviceToken?: string;
};

/** The transaction item that stores `answer` as this key's answer. */
export type StoreAnswer = (answer: StoredAnswer) => TransactItem;

interface IdempotentInput {
  key: string;
  /** The caller: keys are per user, or per network for an anonymous caller, so one caller cannot replay another's. */
  scope: string;
  requestHash: string;
  run(storeAnswer: StoreAnswer): Promise<Answer>;
  /**
   * The route writes every effect it has, and the answer from `storeAnswer`, in one transaction, and
   * a failed condition there reaches us as ConditionFailedError: it runs without claiming the key
   * first (one write less per request). A request that finds the key taken fails that transaction,
   * so it changed nothing, and is then answered as a claimed one is (the stored answer, 422, or a wait).
   */
  answerInTransaction?: boolean;
}

/**
 * What makes two requests "the same" for one key: the route, the ids in its path (one key sent to
 * another ticket or booking is another request) and the exact body. A route without path ids hashes
 * as it did before they were counted, so keys stored then still match.
 */
export function requestHashOf(routeKey: string, pathParameters: Readonly<Record<string, string | undefined>>, rawBody: string): string {
  const names = Object.keys(pathParameters).sort();
  const path = names.length === 0 ? '' : `${JSON.stringify(names.map((name) => [name, pathParameters[name]]))}\n`;
  return createHash('sha256').update(`${routeKey}\n${path}${rawBody}`).digest('hex');
}

function mismatch(): UnprocessableError {
  return new UnprocessableError('This Idempotency-Key was already used for a different request');
}

/** Refuses a malformed Idempotency-Key (400), whether or not its route records it. */
export function checkIdempotencyKey(key: string): void {
  if (!KEY_FORMAT.test(key)) {
    throw new InvalidInputError('Idempotency-Key must be 1 to 128 letters, digits or - _ : .', { field: 'Idempotency-Key' });
  }
}

export async function runIdempotent(input: IdempotentInput): Promise<Answer> {
  checkIdempotencyKey(input.key);
  if (input.answerInTransaction) {
    const answer = await runUnclaimed(input);
    if (answer) return answer;
  }
  return runClaimed(input);
}

/** The route run with its key taken in its own transaction; null when another request had taken it. */
async function runUnclaimed(input: IdempotentInput): Promise<Answer | null> {
  const take = () => ({ ...base(input), now: Date.now() });
  let answer: Answer;
  try {
    answer = await input.run((stored) => firstAnswerItem(take(), stored));
  } catch (error) {
    // A failed condition failed the whole transaction: nothing was written, and the key is looked at.
    if (error instanceof ConditionFailedError) return null;
    throw error;
  }
  if (answer.storedInTransaction || !isStored(answer)) return answer;
  // An answer without a transaction (a refusal, a hash already credited) changed nothing: it is
  // stored if the key is still free, and otherwise the key's own answer is given.
  return (await storeFirstAnswer(take(), withoutFlags(answer))) ? answer : null;
}

async function runClaimed(input: IdempotentInput): Promise<Answer> {
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  let claim = await claimKey({ ...base(input), now: Date.now() });
  while (claim.state !== 'claimed') {
    if (claim.requestHash !== input.requestHash) throw mismatch();
    if (claim.state === 'completed') {
      countIdempotentReplay();
      return claim.answer;
    }
    if (Date.now() >= deadline) {
      throw new ConflictError(
        'A request with this Idempotency-Key is still being processed; retry shortly',
        ERROR_CODES.idempotencyInProgress,
        {
          retryAfterSeconds: 1,
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    claim = (await readKey(input.scope, input.key)) ?? (await claimKey({ ...base(input), now: Date.now() }));
  }

  let answer: Answer;
  try {
    answer = await input.run((stored) => completionItem(input.scope, input.key, input.requestHash, stored));
  } catch (error) {
    await releaseKey(input.scope, input.key);
    throw error;
  }
  if (answer.storedInTransaction) return answer;
  if (isStored(answer)) await completeKey(input.scope, input.key, withoutFlags(answer));
  else await releaseKey(input.scope, input.key);
  return answer;
}

/** A final answer is kept for the key; one that may change on a later try, or opens a session, never. */
function isStored(answer: Answer): boolean {
  return !answer.transient && !answer.openSessionFor && isFinal(answer.statusCode);
}

function base(input: IdempotentInput) {
  return {
    scope: input.scope,
    key: input.key,
    requestHash: input.requestHash,
    leaseMs: IDEMPOTENCY_LEASE_MS,
    ttlMs: IDEMPOTENCY_TTL_MS,
  };
}

/** 2xx-4xx answers are the request's answer; 408, 429 and 5xx say "try again". */
function isFinal(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 408 && statusCode !== 429;
}

export function withoutFlags(answer: Answer): StoredAnswer {
  const { transient: _transient, storedInTransaction: _stored, openSessionFor: _session, deviceToken: _device, ...stored } = answer;
  return stored;
}
