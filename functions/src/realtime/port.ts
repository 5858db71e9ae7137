// The one "send to or close a connection" port of real time. In AWS it posts and deletes through
// API Gateway's management API (REALTIME_ENDPOINT, the WebSocket stage's https URL, set by the
// stack); the local runtime's ws server installs itself instead, so the same handlers reach its sockets.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';

/** 'gone': the connection no longer exists, and its items can be deleted. */
export type SendOutcome = 'sent' | 'gone';

export interface ConnectionSender {
  send(connectionId: string, data: string): Promise<SendOutcome>;
  /** Closes the connection now (its session ended); one already gone is no error. */
  close(connectionId: string): Promise<void>;
}

let installed: ConnectionSender | null = null;

/** The local runtime's ws server (or a test) delivers to its own sockets. */
export function installConnectionSender(sender: ConnectionSender | null): void {
  installed = sender;
}

export function connectionSender(): ConnectionSender {
  installed ??= apiGatewaySender(process.env.REALTIME_ENDPOINT);
  return installed;
}

function apiGatewaySender(endpoint: string | undefined): ConnectionSender {
  if (!endpoint) {
    // No WebSocket API: no connection can exist, so every send finds it gone.
    return { send: async () => 'gone', close: async () => {} };
  }
  const client = new ApiGatewayManagementApiClient({ endpoint });
  return {
    async send(connectionId, data) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
    async close(connectionId) {
      try {
        await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!(error instanceof GoneException)) throw error;
      }
    },
  };
}
