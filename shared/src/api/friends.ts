// Friends: finding members, friend requests, friendships, blocking, friends' activity and the
// member's social settings (who may find them, what they share, which pushes they get).
//   GET    /api/members?q=                      memberSearchQuerySchema -> memberSearchResponseSchema
//   GET    /api/members/{id}                    -> memberCardSchema (an invite link's member)
//   POST   /api/friends/requests               {userId} -> 201 {request: {id, state}}
//   POST   /api/friends/requests/{id}/accept   -> {friend}
//   DELETE /api/friends/requests/{id}          decline (the receiver) or cancel (the sender) -> 204
//   GET    /api/friends                        -> friendsResponseSchema
//   DELETE /api/friends/{userId}               -> 204
//   POST   /api/users/{id}/block, DELETE /api/users/{id}/block   -> 204
//   GET    /api/friends/activity               -> friendActivityResponseSchema
//   GET    /api/social/settings, PUT /api/social/settings
import * as z from 'zod';
import { isoDateTimeSchema } from './common';
import type { RouteTable } from './route-contract';

export * from './friends-constants';

/** A user id as the API gives it (a UUID). */
export const userIdSchema = z.string({ error: 'userId is required' }).regex(/^[A-Za-z0-9-]{1,64}$/, 'userId is not a member id');

export const RELATIONS = ['self', 'none', 'friend', 'requested', 'incoming'] as const;
export type Relation = (typeof RELATIONS)[number];

export const memberCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How the caller stands with this member. */
  relation: z.enum(RELATIONS),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberSearchQuerySchema = z.strictObject({
  q: z.string({ error: 'q is required' }).trim().min(2, 'Type at least 2 characters').max(100, 'q must be at most 100 characters'),
});
export const memberSearchResponseSchema = z.object({ members: z.array(memberCardSchema) });
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

export const friendRequestBodySchema = z.strictObject({ userId: userIdSchema });
export const friendRequestResponseSchema = z.object({
  request: z.object({
    id: z.string(),
    /** 'accepted' when the other member had already asked you: you are friends now. */
    state: z.enum(['pending', 'accepted']),
  }),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const acceptFriendResponseSchema = z.object({ friend: personSchema });

export const friendsResponseSchema = z.object({
  friends: z.array(personSchema.extend({ since: isoDateTimeSchema })),
  incoming: z.array(z.object({ id: z.string(), from: personSchema, createdAt: isoDateTimeSchema })),
  outgoing: z.array(z.object({ id: z.string(), to: personSchema, createdAt: isoDateTimeSchema })),
  blocked: z.array(personSchema),
});
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const FRIEND_ACTIVITY_KINDS = ['checkin', 'challenge', 'session'] as const;
export const friendActivityResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      friend: personSchema,
      kind: z.enum(FRIEND_ACTIVITY_KINDS),
      /** The gym of the check-in (or of the check-in that completed a challenge); the app words the entry by its kind. Null for entries written before gyms were kept. */
      gymName: z.string().nullable(),
      at: isoDateTimeSchema,
    }),
  ),
});
export type FriendActivityResponse = z.infer<typeof friendActivityResponseSchema>;

export const socialSettingsSchema = z.strictObject({
  /** Others may find you by name or email. */
  findable: z.boolean(),
  /** What your friends see in their activity list. */
  share: z.strictObject({ checkins: z.boolean(), challenges: z.boolean(), sessions: z.boolean() }),
  /** Posts made for you when you check in or complete a challenge (off by default). */
  autoPost: z.strictObject({ checkins: z.boolean(), challenges: z.boolean() }),
  /** Which push notifications you get. */
  push: z.strictObject({
    message: z.boolean(),
    friend_request: z.boolean(),
    match: z.boolean(),
    booking_reminder: z.boolean(),
    /** The daily motivation reminder, at the time chosen on /ai-motivation. */
    motivation: z.boolean(),
    /** A gym or professional you booked stopped taking bookings, cancelled or moved your session (optional: settings saved before it). */
    booking_update: z.boolean().optional(),
  }),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const DEFAULT_SOCIAL_SETTINGS: SocialSettings = {
  findable: false,
  share: { checkins: false, challenges: false, sessions: false },
  autoPost: { checkins: false, challenges: false },
  push: { message: true, friend_request: true, match: true, booking_reminder: true, motivation: true, booking_update: true },
};

export const friendRoutes = {
  'friends.search': {
    method: 'GET',
    path: '/api/members',
    guard: 'member',
    summary: 'Find members who allow it, by name or email',
    query: memberSearchQuerySchema,
    response: memberSearchResponseSchema,
  },
  'friends.member': {
    method: 'GET',
    path: '/api/members/{id}',
    guard: 'member',
    summary: "A member's card (an invite link's)",
    response: memberCardSchema,
  },
  'friends.request': {
    method: 'POST',
    path: '/api/friends/requests',
    guard: 'member',
    outbox: { label: 'outbox.kind.friend-request' },
    summary: 'Ask a member to be friends',
    errors: ['already_friends'],
    needs: ['fanOut', 'push'],
    body: friendRequestBodySchema,
    response: friendRequestResponseSchema,
    status: 201,
  },
  'friends.accept': {
    method: 'POST',
    path: '/api/friends/requests/{id}/accept',
    guard: 'member',
    outbox: { label: 'outbox.kind.friend-accept' },
    summary: 'Accept a friend request',
    needs: ['fanOut'],
    response: acceptFriendResponseSchema,
  },
  'friends.dropRequest': {
    method: 'DELETE',
    path: '/api/friends/requests/{id}',
    guard: 'member',
    outbox: { label: 'outbox.kind.friend-drop' },
    summary: 'Decline a request to you, or cancel yours',
    needs: ['fanOut'],
    status: 204,
  },
  'friends.list': {
    method: 'GET',
    path: '/api/friends',
    guard: 'member',
    summary: 'Friends, requests and blocked members',
    response: friendsResponseSchema,
  },
  'friends.remove': {
    method: 'DELETE',
    path: '/api/friends/{userId}',
    guard: 'member',
    outbox: { label: 'outbox.kind.friend-remove' },
    summary: 'Remove a friend',
    status: 204,
    needs: ['fanOut'],
  },
  'friends.block': {
    method: 'POST',
    path: '/api/users/{id}/block',
    guard: 'member',
    outbox: { label: 'outbox.kind.block' },
    summary: 'Block a member',
    status: 204,
    needs: ['fanOut'],
  },
  'friends.unblock': {
    method: 'DELETE',
    path: '/api/users/{id}/block',
    guard: 'member',
    outbox: { label: 'outbox.kind.unblock' },
    summary: 'Unblock a member',
    status: 204,
  },
  'friends.activity': {
    method: 'GET',
    path: '/api/friends/activity',
    guard: 'member',
    summary: "Friends' recent activity, as each chose to share",
    response: friendActivityResponseSchema,
  },
  'friends.settings': {
    method: 'GET',
    path: '/api/social/settings',
    guard: 'member',
    summary: 'Your social settings',
    response: socialSettingsSchema,
  },
  'friends.saveSettings': {
    method: 'PUT',
    path: '/api/social/settings',
    guard: 'member',
    outbox: { label: 'outbox.kind.social-settings' },
    summary: 'Change your social settings',
    body: socialSettingsSchema,
    response: socialSettingsSchema,
  },
} as const satisfies RouteTable;
