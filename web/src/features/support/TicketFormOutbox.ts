// A member's ticket goes through the outbox (kept when offline, sent once). Loaded by TicketForm
// only for a signed-in member, as the form shows: a visitor's is sent at once and needs none of it
// (the outbox and its RxJS are ~10 KB gzipped of /contact's first screen).
import type { BodyIn } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { enqueueCall } from '../../api/enqueue-call';
import { answerShownHere } from '../../outbox/answer';

/** The ticket queued, and its answer once the server gave it (null: pending, it will be sent). */
export async function queueTicket(body: BodyIn<'support.createTicket'>) {
  return answerShownHere(await enqueueCall(routes.supportCreateTicket, { body }));
}
