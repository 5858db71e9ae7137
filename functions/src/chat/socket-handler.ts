// The real-time socket's Lambda handler, for API Gateway's WebSocket routes $connect, $disconnect
// and $default (the local runtime's ws server calls it with the same events). Connecting needs the
// session cookie of a signed-up member and an allowed Origin; the socket belongs to that session
// and every message on it checks that the session is still open (else the socket is closed). The
// messages ask for what was missed (`resume`), say what the device has (`delivered`), `ping`, or
// say the member is here (`heartbeat`, the HTTP heartbeat's record without its request).
import { type SocketEvent, type SocketRequest, socketRequestSchema } from '@fitchoice/shared/api';
import { config } from '../config';
import { DomainError } from '../errors';
import { recordHeartbeat } from '../heartbeat/record';
import { clientIp } from '../http/client-ip';
import { parseCookies, SESSION_COOKIE } from '../http/cookies';
import { isAllowedOrigin } from '../http/csrf';
import { httpStatusOf } from '../http/errors';
import { logger } from '../log';
import { closeSockets, notifyUsers, sendToConnection } from '../realtime/notify';
import { deleteSocket, openSessions, type SocketRecord, saveSocket, socketOwner } from '../realtime/sockets';
import { sessionOfToken } from '../sessions/sessions';
import { currentTime } from '../time/clock';
import { traced } from '../trace';
import { getUser } from '../users/store';
import { advanceProgress, getConversation, listMessages, memberProgress } from './store';
import { toApiMessage } from './views';

/** The fields of API Gateway's WebSocket event that the handler reads. */
export interface WebSocketEvent {
  requestContext: {
    connectionId: string;
    eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE';
    identity?: { sourceIp?: string };
  };
  headers?: Record<string, string | undefined>;
  body?: string;
}

export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

/** At most this many conversations and messages per conversation are replayed on `resume`; the app fetches the rest. */
const RESUME_CONVERSATIONS = 50;
const RESUME_MESSAGES = 100;

export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  return traced(`socket ${event.requestContext.eventType}`, () => handle(event));
}

async function handle(event: WebSocketEvent): Promise<WebSocketResult> {
  const { connectionId, eventType } = event.requestContext;
  try {
    if (eventType === 'CONNECT') return await connect(connectionId, event);
    const socket = await socketOwner(connectionId);
    if (eventType === 'DISCONNECT') {
      if (socket) await deleteSocket(socket.userId, connectionId);
      return { statusCode: 200 };
    }
    if (!socket) return { statusCode: 410, body: 'Unknown connection' };
    if (!(await sessionIsOpen(socket))) {
      await closeSockets([socket]);
      return { statusCode: 410, body: 'Session ended' };
    }
    await onMessage(connectionId, socket.userId, event.body ?? '');
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof DomainError) return { statusCode: httpStatusOf(error), body: error.message };
    logger.error('Real-time handler failed', { connectionId, eventType, error: error as Error });
    return { statusCode: 500, body: 'Internal error' };
  }
}

async function connect(connectionId: string, event: WebSocketEvent): Promise<WebSocketResult> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  // Deployed: only through CloudFront, like the HTTP API.
  clientIp(headers, event.requestContext.identity?.sourceIp ?? '', config.originVerifySecret);
  // Browsers always send Origin on a WebSocket handshake: another site's page must not ride the cookie.
  if (!headers.origin || !isAllowedOrigin(headers.origin, headers.host, config.allowedOrigins)) {
    return { statusCode: 403, body: 'Origin not allowed' };
  }
  const now = currentTime();
  const session = await sessionOfToken(parseCookies(undefined, headers.cookie)[SESSION_COOKIE], now.getTime());
  const user = session ? await getUser(session.userId) : null;
  if (!user || user.suspendedAt) return { statusCode: 401, body: 'Not signed in' };
  if (user.isGuest) return { statusCode: 403, body: 'Guests have no real-time messages' };
  const socket = { userId: user.id, connectionId, sessionHash: session!.tokenHash };
  await saveSocket(socket, now);
  // A session that ended between the check above and the save did not see this socket to close it.
  if (!(await sessionIsOpen(socket))) {
    await deleteSocket(user.id, connectionId);
    return { statusCode: 401, body: 'Not signed in' };
  }
  return { statusCode: 200 };
}

/** Read from the table itself, not this process's recent sessions: one ended elsewhere a moment ago counts. */
async function sessionIsOpen(socket: SocketRecord): Promise<boolean> {
  return socket.sessionHash !== '' && (await openSessions([socket.sessionHash], currentTime().getTime())).has(socket.sessionHash);
}

async function onMessage(connectionId: string, userId: string, body: string): Promise<void> {
  let request: SocketRequest;
  try {
    request = socketRequestSchema.parse(JSON.parse(body));
  } catch {
    await sendToConnection(connectionId, { type: 'error', error: 'Unknown request' });
    return;
  }
  if (request.action === 'ping') {
    await sendToConnection(connectionId, { type: 'pong' });
    return;
  }
  if (request.action === 'heartbeat') {
    // The server's time: a socket message is live, never a replay. No answer (a message costs).
    await recordHeartbeat(userId, currentTime().toISOString());
    return;
  }
  if (request.action === 'resume') {
    // Missed messages in seq order per conversation, sent to this socket only.
    for (const [conversationId, after] of Object.entries(request.after).slice(0, RESUME_CONVERSATIONS)) {
      const conversation = await getConversation(conversationId);
      if (!conversation?.members.some((member) => member.id === userId) || conversation.lastSeq <= after) continue;
      const { messages } = await listMessages(conversationId, { after }, RESUME_MESSAGES);
      for (const message of messages) await sendToConnection(connectionId, { type: 'message', message: toApiMessage(message) });
    }
    return;
  }
  const conversation = await getConversation(request.conversationId);
  if (!conversation?.members.some((member) => member.id === userId)) return;
  const seq = Math.min(request.seq, conversation.lastSeq);
  if (!(await advanceProgress(conversation.id, userId, 'deliveredSeq', seq))) return;
  const progress = await memberProgress(conversation.id, userId);
  const event: SocketEvent = { type: 'progress', conversationId: conversation.id, ...progress };
  await notifyUsers(
    conversation.members.map((member) => member.id).filter((id) => id !== userId),
    event,
  );
}
