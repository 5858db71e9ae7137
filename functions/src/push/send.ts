// Sends a push notification to each of a person's devices. A member's kinds go if their social
// settings want that kind (pushTo); a partner's notices are switched in their panel's settings,
// which notices/ checks before it calls pushToDevices. The payload carries a kind and values; the
// service worker words it in the reader's language and knows which screen to open. A subscription
// the push service says is gone (404/410) is deleted.
import type { PartnerPushKind, PushKind } from '@fitchoice/shared/api';
import { logger } from '../log';
import { getSettings } from '../users/social-settings';
import { deletePushSubscription, pushSubscriptionsOf } from './subscriptions';
import { vapidFromEnv } from './vapid';
import { sendPush } from './web-push';

export interface PushPayload<Kind extends PushKind | PartnerPushKind = PushKind> {
  kind: Kind;
  /** Words the notification is made of: a name, a message's text. */
  values: Record<string, string>;
  /** The app path the notification opens. */
  url: string;
}

const PUSH_TIMEOUT_MS = 5000;

/** A member's notification of a kind their social settings switch. */
export async function pushTo(userId: string, payload: PushPayload): Promise<void> {
  // Most members have no device subscribed: their settings are read only when one is (a chat
  // message then costs each recipient one call, not two, in DynamoDB's queue beside the fan-out).
  await pushToDevices(userId, payload, async () => (await getSettings(userId)).push[payload.kind] === true);
}

/** Sends to every device the person subscribed, when there is one and `wanted` (asked only then) says so. */
export async function pushToDevices(
  userId: string,
  payload: PushPayload<PushKind | PartnerPushKind>,
  wanted: () => Promise<boolean> = async () => true,
): Promise<void> {
  const vapid = vapidFromEnv();
  if (!vapid) return;
  const subscriptions = await pushSubscriptionsOf(userId);
  if (subscriptions.length === 0 || !(await wanted())) return;
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        const status = await sendPush(subscription, body, {
          vapid,
          ttl: 60 * 60,
          timeoutMs: PUSH_TIMEOUT_MS,
          urgency: payload.kind === 'message' ? 'high' : 'normal',
        });
        if (status === 404 || status === 410) await deletePushSubscription(userId, subscription.endpoint);
        else if (status >= 300) logger.warn('A push service refused a notification', { status });
      } catch (error) {
        logger.warn('A push notification was not sent', { error: error as Error });
      }
    }),
  );
}
