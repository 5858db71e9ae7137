// The app's real-time socket (/api/realtime on the app's own origin, the session cookie
// authenticates it). It is a speed-up only: new messages and progress are written to the device's
// copy as they arrive, and on every (re)connect the socket is asked for what was missed after the
// highest gap-free seq of each conversation. While it is down, the chat screens fetch instead. It
// closes itself, and does not open again, once its member is no longer the one signed in on this device.
import { REALTIME_PATH, type SocketEvent } from '@fitchoice/shared/api';
import { useEffect, useSyncExternalStore } from 'react';
import { getDatabase } from '../../db/database';
import { getSocialDatabase } from '../../db/social-collections';
import { setLiveHeartbeat } from '../../outbox/live-heartbeat';
import { currentUserId } from '../../outbox/outbox';
import { applyProgress, cacheMessages, contiguousTop, refreshConversations } from './chat-cache';

type Listener = (event: SocketEvent) => void;

const MAX_RETRY_MS = 30_000;

class RealtimeClient {
  private socket: WebSocket | null = null;
  private userId: string | null = null;
  private retryMs = 1000;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connected = false;
  private readonly stateListeners = new Set<() => void>();
  readonly eventListeners = new Set<Listener>();

  start(userId: string): void {
    if (this.userId === userId) return;
    this.stop();
    this.userId = userId;
    this.connect();
  }

  stop(): void {
    this.userId = null;
    clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
    this.setConnected(false);
  }

  isConnected(): boolean {
    return this.connected;
  }

  /** A socket is opening: once open it fetches the conversation list itself (its `resume`). */
  isConnecting(): boolean {
    return this.socket !== null && !this.connected;
  }

  subscribeState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    // While open, the member's heartbeats ride this socket (outbox/live-heartbeat.ts).
    setLiveHeartbeat(connected ? (userId) => this.sendHeartbeat(userId) : null);
    for (const listener of this.stateListeners) listener();
  }

  private connect(): void {
    const userId = this.userId;
    if (!userId) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 1000;
      this.setConnected(true);
      void this.resume(socket, userId);
    };
    socket.onmessage = (message) => void this.receive(socket, userId, JSON.parse(String(message.data)) as SocketEvent);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setConnected(false);
      if (this.userId !== userId) return;
      this.retryTimer = setTimeout(() => void this.reconnect(userId), this.retryMs * (0.5 + Math.random()));
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
  }

  /**
   * Opens the socket again, unless its member is no longer the one signed in on this device: after a
   * logout (the server closes the session's sockets) it would knock every 30 s for nobody, and with
   * another member signed in it would read their conversations into the first one's copy.
   */
  private async reconnect(userId: string): Promise<void> {
    const signedIn = await getDatabase()
      .then(currentUserId)
      .catch(() => userId);
    if (this.userId !== userId) return;
    if (signedIn === userId) this.connect();
    else this.stop();
  }

  /** Sends the member's heartbeat on the socket; false when it is not theirs or not open. */
  private sendHeartbeat(userId: string): boolean {
    const socket = this.socket;
    if (this.userId !== userId || socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ action: 'heartbeat' }));
    return true;
  }

  /** Asks for everything after the device's gap-free top of each conversation, and lists new conversations. */
  private async resume(socket: WebSocket, userId: string): Promise<void> {
    try {
      await refreshConversations(userId);
    } catch {
      // The list stays as the device has it until the next (re)connect; the socket still resumes what the device knows.
    }
    const db = await getSocialDatabase();
    const docs = await db.conversations.find({ selector: { userId } }).exec();
    const after: Record<string, number> = {};
    for (const doc of docs) after[doc.conversation.id] = await contiguousTop(userId, doc.conversation.id);
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ action: 'resume', after }));
  }

  private async receive(socket: WebSocket, userId: string, event: SocketEvent): Promise<void> {
    // Signed out (or another member signed in) since the socket opened: it is not theirs to read.
    if ((await currentUserId(await getDatabase())) !== userId) {
      this.stop();
      return;
    }
    if (event.type === 'message') {
      await cacheMessages(userId, [event.message]);
      if (event.message.senderId !== userId && socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ action: 'delivered', conversationId: event.message.conversationId, seq: event.message.seq }));
      }
    } else if (event.type === 'progress') {
      await applyProgress(userId, event);
    }
    for (const listener of this.eventListeners) listener(event);
  }
}

export const realtime = new RealtimeClient();

/** Keeps the socket open for the signed-in member while the app runs (started by the social screens). */
export function useRealtime(userId: string | undefined, onEvent?: Listener): boolean {
  useEffect(() => {
    if (userId) realtime.start(userId);
  }, [userId]);
  useEffect(() => {
    if (!onEvent) return;
    realtime.eventListeners.add(onEvent);
    return () => {
      realtime.eventListeners.delete(onEvent);
    };
  }, [onEvent]);
  return useSyncExternalStore(
    (listener) => realtime.subscribeState(listener),
    () => realtime.isConnected(),
  );
}
