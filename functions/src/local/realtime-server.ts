// The local runtime's real-time socket: a `ws` server on the app's own HTTP server at
// /api/realtime, which turns each socket's connect, messages and close into the same events API
// Gateway's WebSocket API gives the Lambda handler, and installs itself as the "send to
// connection" port so the handlers' fan-out reaches its sockets.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_PATH } from '@fitchoice/shared/api';
import { type WebSocket, WebSocketServer } from 'ws';
import { installConnectionSender } from '../realtime/port';

/** A socket that answers no protocol ping for this long is closed (its device went away). */
const HEARTBEAT_MS = 30_000;
const MAX_MESSAGE_BYTES = 16 * 1024;
/** The close code of a socket whose session ended (4000-4999 are the application's). */
export const SESSION_ENDED_CODE = 4401;
const CLOSE_HANDSHAKE_MS = 1000;

type RealtimeHandler = typeof import('../chat/socket-handler').handler;

export interface RealtimeServer {
  close(): void;
}

export function attachRealtime(server: Server, realtimeHandler: RealtimeHandler): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<string, WebSocket>();
  // Sends that arrive between the handler accepting a connection and the upgrade finishing.
  const opening = new Map<string, string[]>();
  // Connections closed (their session ended) before the upgrade finished: closed as soon as it does.
  const closedWhileOpening = new Set<string>();
  let closing = false;

  installConnectionSender({
    async send(connectionId, data) {
      const waiting = opening.get(connectionId);
      if (waiting) {
        waiting.push(data);
        return 'sent';
      }
      const socket = sockets.get(connectionId);
      if (!socket || socket.readyState !== socket.OPEN) return 'gone';
      socket.send(data);
      return 'sent';
    },
    async close(connectionId) {
      if (opening.has(connectionId)) {
        closedWhileOpening.add(connectionId);
        return;
      }
      closeEnded(sockets.get(connectionId));
    },
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== REALTIME_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    void accept(req, socket, head).catch((error: unknown) => {
      console.error(error);
      refuse(socket, 500, 'Internal Server Error');
    });
  };

  const accept = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const connectionId = randomUUID();
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(',') : value;
    opening.set(connectionId, []);
    const result = await realtimeHandler({
      requestContext: { connectionId, eventType: 'CONNECT', identity: { sourceIp: req.socket.remoteAddress ?? '' } },
      headers,
    });
    if (result.statusCode !== 200) {
      opening.delete(connectionId);
      closedWhileOpening.delete(connectionId);
      refuse(socket, result.statusCode, result.body ?? 'Refused');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const queued = opening.get(connectionId) ?? [];
      opening.delete(connectionId);
      sockets.set(connectionId, ws);
      for (const data of queued) ws.send(data);
      let alive = true;
      ws.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) ws.terminate();
        alive = false;
        ws.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      // One message at a time per socket, in the order sent, as API Gateway invokes per message.
      let turn = Promise.resolve();
      ws.on('message', (data) => {
        turn = turn.then(async () => {
          await realtimeHandler({ requestContext: { connectionId, eventType: 'MESSAGE' }, body: data.toString() });
        });
      });
      ws.on('close', () => {
        clearInterval(heartbeat);
        sockets.delete(connectionId);
        if (closing) return;
        turn = turn.then(async () => {
          await realtimeHandler({ requestContext: { connectionId, eventType: 'DISCONNECT' } });
        });
      });
      if (closedWhileOpening.delete(connectionId)) closeEnded(ws);
    });
  };

  server.on('upgrade', onUpgrade);
  return {
    close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      installConnectionSender(null);
      for (const socket of sockets.values()) socket.terminate();
      wss.close();
    },
  };
}

/** Closes a socket whose session ended, as API Gateway's DeleteConnection does: at once, whatever the device says. */
function closeEnded(ws: WebSocket | undefined): void {
  if (!ws || ws.readyState === ws.CLOSED) return;
  ws.close(SESSION_ENDED_CODE, 'Session ended');
  // A device that never answers the close handshake is cut off.
  setTimeout(() => ws.terminate(), CLOSE_HANDSHAKE_MS).unref();
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason.replace(/[\r\n]/g, ' ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
