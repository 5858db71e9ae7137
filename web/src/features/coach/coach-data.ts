// The member's plan and chat on this device: built, changed and answered here first (the planner
// runs in the browser, so this works offline), sent through the outbox in order (one group), and
// replaced by the server's copy when that one is newer and nothing of this device's is queued.
import type { CoachMessage } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import type { Plan } from '@fitchoice/shared/coach';
import { map } from 'rxjs';
import { apiCall } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { getCoachDatabase } from '../../db/coach-collections';
import { getDatabase } from '../../db/database';
import { useLiveQuery } from '../../db/live-query';
import { answerOf } from '../../outbox/answer';
import type { OutboxRouteId } from '../../outbox/entries';

export const COACH_GROUP = 'coach';

export function usePlan(userId: string): Plan | null | undefined {
  return useLiveQuery(async () => {
    const db = await getCoachDatabase();
    return db.coach_plans.findOne(userId).$.pipe(map((doc) => (doc ? (doc.toJSON().plan as Plan) : null)));
  }, userId);
}

export function useMessages(userId: string): CoachMessage[] | undefined {
  return useLiveQuery(async () => {
    const db = await getCoachDatabase();
    return db.coach_messages
      .find({ selector: { userId } })
      .$.pipe(
        map((docs) => docs.map((doc) => doc.toJSON().message as CoachMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt))),
      );
  }, userId);
}

async function writePlan(userId: string, plan: Plan): Promise<void> {
  const db = await getCoachDatabase();
  // A plain copy: a plan edited from the local copy may hold the database's read-only views, which
  // the change broadcast to other tabs cannot clone.
  await db.coach_plans.upsert({ userId, plan: JSON.parse(JSON.stringify(plan)) as Plan, updatedAt: Date.parse(plan.updatedAt) });
}

async function hasQueued(route: OutboxRouteId): Promise<boolean> {
  const db = await getDatabase();
  return (await db.outbox.count({ selector: { route, state: { $in: ['pending', 'sending'] } } }).exec()) > 0;
}

/**
 * Keeps a plan: stored here and queued for the server before this resolves. When the server
 * answers with a newer plan (changed on another device), that one is kept here too.
 */
export async function storePlan(userId: string, plan: Plan): Promise<void> {
  await writePlan(userId, plan);
  const entry = await enqueueCall(routes.coachSavePlan, { body: plan }, { group: COACH_GROUP });
  void answerOf(entry).then(async (answer) => {
    const stored = answer?.state === 'done' ? answer.response : null;
    if (stored && !stored.saved && Date.parse(stored.plan.updatedAt) > Date.parse(plan.updatedAt)) await writePlan(userId, stored.plan);
  });
}

/** Keeps a chat message here and queues it for the server. */
export async function storeMessage(userId: string, message: CoachMessage): Promise<void> {
  const db = await getCoachDatabase();
  await db.coach_messages.upsert({ id: message.id, userId, message, createdAt: Date.parse(message.createdAt) });
  const { id, ...body } = message;
  await enqueueCall(routes.coachSaveMessage, { params: { id }, body }, { group: COACH_GROUP });
}

/** The server's plan and chat, where newer; answers whether a language model is configured. */
export async function pullCoach(userId: string): Promise<{ model: boolean }> {
  const [{ plan, model }, { messages }] = await Promise.all([apiCall(routes.coachGet, {}), apiCall(routes.coachMessages, {})]);
  const db = await getCoachDatabase();
  const local = await db.coach_plans.findOne(userId).exec();
  if (plan && !(await hasQueued(routes.coachSavePlan.id)) && (!local || local.get('updatedAt') < Date.parse(plan.updatedAt)))
    await writePlan(userId, plan);
  await db.coach_messages.bulkUpsert(
    messages.map((message) => ({ id: message.id, userId, message, createdAt: Date.parse(message.createdAt) })),
  );
  return { model };
}
