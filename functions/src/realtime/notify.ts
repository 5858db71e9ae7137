// Fans a real-time event out to every open socket of some members, through the port, and closes
// sockets whose session has ended. A socket lives only as long as the session that opened it:
// every delivery reads the sessions of the sockets it sends to, and a session's end closes its
// sockets at once. Sockets are a speed-up: a failed send loses nothing, the app fetches what it missed.
import type { SocketEvent } from '@fitchoice/shared/api';
import { logger } from '../log';
import { currentTime } from '../time/clock';
import { connectionSender } from './port';
import { deleteSocket, openSessions, type SocketRecord, socketsOf } from './sockets';

export async function notifyUsers(userIds: readonly string[], event: SocketEvent): Promise<void> {
  const data = JSON.stringify(event);
  const sender = connectionSender();
  await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      const { open, ended } = await sortSockets(await socketsOf(userId));
      await closeSockets(ended);
      for (const { connectionId } of open) {
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

/** Closes the member's sockets whose session has ended: called by every end of a session. */
export async function closeEndedSockets(userId: string): Promise<void> {
  await closeSockets((await sortSockets(await socketsOf(userId))).ended);
}

/** Closes these sockets (locally the ws, in AWS API Gateway's DeleteConnection) and forgets them. */
export async function closeSockets(sockets: readonly SocketRecord[]): Promise<void> {
  const sender = connectionSender();
  await Promise.all(
    sockets.map(async ({ userId, connectionId }) => {
      try {
        await sender.close(connectionId);
      } catch (error) {
        // Its session is over whatever happens here: its messages and deliveries are refused.
        logger.warn('A real-time socket could not be closed', { connectionId, error: error as Error });
      }
      await deleteSocket(userId, connectionId);
    }),
  );
}

async function sortSockets(sockets: SocketRecord[]): Promise<{ open: SocketRecord[]; ended: SocketRecord[] }> {
  if (sockets.length === 0) return { open: [], ended: [] };
  const live = await openSessions(sockets.map((socket) => socket.sessionHash).filter(Boolean), currentTime().getTime());
  return {
    open: sockets.filter((socket) => live.has(socket.sessionHash)),
    ended: sockets.filter((socket) => !live.has(socket.sessionHash)),
  };
}
