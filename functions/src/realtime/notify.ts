// Fans a real-time event out to every open socket of some members, through the port; a
// connection found gone is forgotten. Sockets are a speed-up: a failed send loses nothing, the
// app fetches what it missed.
import type { SocketEvent } from '@fitchoice/shared/api';
import { logger } from '../log';
import { connectionSender } from './port';
import { deleteSocket, socketsOf } from './sockets';

export async function notifyUsers(userIds: readonly string[], event: SocketEvent): Promise<void> {
  const data = JSON.stringify(event);
  const sender = connectionSender();
  await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      for (const connectionId of await socketsOf(userId)) {
        try {
          if ((await sender.send(connectionId, data)) === 'gone') await deleteSocket(userId, connectionId);
        } catch (error) {
          logger.warn('A real-time send failed', { connectionId, error: error as Error });
        }
      }
    }),
  );
}

/** Sends an event to one connection (the answer to its own request). */
export async function sendToConnection(connectionId: string, event: SocketEvent): Promise<void> {
  await connectionSender().send(connectionId, JSON.stringify(event));
}
