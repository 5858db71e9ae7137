// The social screens' changes (posts, kudos, comments, reports, friend requests, fit match choices,
// chat messages) all go through the outbox: stored on the device first with their Idempotency-Key,
// sent now or when the connection returns, once. Posts, comments and messages also carry a UUIDv7
// clientId, which the server keeps once however often the entry is replayed.
import { v7 as uuidv7 } from 'uuid';
import type { CallInput, RouteRef } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { answerOf } from '../../outbox/answer';
import type { OutboxRouteId, SettledEntry } from '../../outbox/entries';
import type { EnqueueOptions } from '../../outbox/outbox';

export const newClientId = (): string => uuidv7();

/**
 * Queues the call and waits a moment for its answer: the settled entry, or null while it waits
 * for the connection (the screen then shows it as pending, and it is sent later).
 */
export async function sendViaOutbox<Id extends OutboxRouteId>(
  route: RouteRef<Id>,
  input: CallInput<Id>,
  options?: EnqueueOptions,
): Promise<SettledEntry<Id> | null> {
  return answerOf(await enqueueCall(route, input, options));
}

/** The outbox group of a conversation: its messages are sent one at a time, in the order written. */
export const conversationGroup = (conversationId: string) => `chat:${conversationId}`;
