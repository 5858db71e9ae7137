// Where a heartbeat goes while the member's real-time socket is open: on the socket, as one message,
// instead of a POST /api/heartbeat through the outbox. The server records both the same way; the
// socket's costs no HTTP request (at a million members, about half of all requests are heartbeats)
// and keeps the socket from idling out. The socket registers its sender when it opens and removes
// it when it closes; without one, or when it cannot send, the heartbeat is queued as before.
type LiveSender = (userId: string) => boolean;

let liveSender: LiveSender | null = null;

export function setLiveHeartbeat(sender: LiveSender | null): void {
  liveSender = sender;
}

/** Sends `userId`'s heartbeat on the open socket; false when there is none of theirs (queue it instead). */
export function sendLiveHeartbeat(userId: string): boolean {
  return liveSender?.(userId) ?? false;
}
