// Chat's socket path and group size, without zod: the app's chat screens and its socket read them
// without loading the schemas (chat.ts builds its schemas from them and re-exports them).

/** The real-time socket's path, on the app's own origin (a WebSocket, so not a route of the contract). */
export const REALTIME_PATH = '/api/realtime';
export const GROUP_MAX_MEMBERS = 20;
