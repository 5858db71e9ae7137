// Push notifications: the VAPID public key the app subscribes with, and the device subscriptions
// (which kinds a member gets is in their social settings).
import { pushRoutes } from '@fitchoice/shared/api';
import { UnavailableError } from '../errors';
import { createHandler } from '../http/handler';
import { deletePushSubscription, savePushSubscription } from './subscriptions';
import { vapidFromEnv } from './vapid';

export const handler = createHandler(pushRoutes, {
  'push.key': {
    profile: false,
    async run() {
      const vapid = vapidFromEnv();
      if (!vapid) throw new UnavailableError('Push notifications are not set up on this server');
      return { statusCode: 200, body: { publicKey: vapid.publicKey } };
    },
  },

  'push.subscribe': {
    async run({ body, user, now }) {
      await savePushSubscription(user.id, body, now);
      return { statusCode: 204 };
    },
  },

  'push.unsubscribe': {
    async run({ body, user }) {
      await deletePushSubscription(user.id, body.endpoint);
      return { statusCode: 204 };
    },
  },
});
