// The keys of open real-time sockets, apart from the other social keys: every handler that ends a
// session closes sockets, and carries only these.
//   USER#<id> / WSCONN#<connectionId>  an open socket (TTL);  WSCONN#<connectionId> / CONN its owner
export const socketKeys = {
  socket: (userId: string, connectionId: string) => ({ PK: `USER#${userId}`, SK: `WSCONN#${connectionId}` }),
  socketPrefix: 'WSCONN#',
  socketOwner: (connectionId: string) => ({ PK: `WSCONN#${connectionId}`, SK: 'CONN' }),
} as const;
