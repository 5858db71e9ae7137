// The kinds of push notice a member can turn on or off, without zod: the friends screen reads them
// without loading the schemas (friends.ts builds its schemas from them and re-exports them).

export const PUSH_KINDS = ['message', 'friend_request', 'match', 'booking_reminder', 'motivation', 'booking_update'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
