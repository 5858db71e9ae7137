// Chat: one-to-one and group conversations (up to 20 members) with messages in one order per
// conversation (a sequence number taken in a conditional write), and the real-time socket's events.
//   POST /api/conversations                      {memberIds, name?} -> 201 {conversation}
//   GET  /api/conversations                      -> conversationsResponseSchema
//   POST /api/conversations/{id}/messages        {clientId, text} -> 201 {message} (the same for a repeated clientId)
//   GET  /api/conversations/{id}/messages?after=&before=&limit=   -> messagesResponseSchema
//   POST /api/conversations/{id}/read            {seq} -> {readSeq}
// A non-member gets 404; a member blocked by (or blocking) the others gets 403.
import * as z from 'zod';
import { GROUP_MAX_MEMBERS } from './chat-constants';
import { isoDateTimeSchema, plainTextSchema } from './common';
import { clientIdSchema } from './feed';
import { userIdSchema } from './friends';
import type { RouteTable } from './route-contract';

export * from './chat-constants';

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGES_PAGE_DEFAULT = 50;

const seqSchema = z.coerce
  .number({ error: 'seq must be a whole number' })
  .int('seq must be a whole number')
  .min(0, 'seq must be 0 or more')
  .max(Number.MAX_SAFE_INTEGER);

export const createConversationRequestSchema = z.strictObject({
  /** The others (you are added): one for a one-to-one conversation, more for a group. */
  memberIds: z
    .array(userIdSchema)
    .min(1, 'Choose at least one member')
    .max(GROUP_MAX_MEMBERS - 1, `A group has at most ${GROUP_MAX_MEMBERS} members`),
  name: plainTextSchema('name', 80).optional(),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3, ... in the conversation: everyone sees this order. */
  seq: z.number().int().positive(),
  clientId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  text: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(['direct', 'group']),
  name: z.string().nullable(),
  members: z.array(personSchema),
  lastMessage: messageSchema.nullable(),
  lastSeq: z.number().int().nonnegative(),
  /** Messages from others after the last one you read. */
  unread: z.number().int().nonnegative(),
  updatedAt: isoDateTimeSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export const conversationsResponseSchema = z.object({ conversations: z.array(conversationSchema) });

export const sendMessageRequestSchema = z.strictObject({
  clientId: clientIdSchema,
  text: plainTextSchema('text', MESSAGE_TEXT_MAX, { multiline: true, blank: 'Write something first' }),
});
export const messageResponseSchema = z.object({ message: messageSchema });

export const messagesQuerySchema = z.strictObject({
  /** Messages after this seq, oldest first (catching up). */
  after: seqSchema.optional(),
  /** Messages before this seq, the newest of them (loading older ones). */
  before: seqSchema.optional(),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').optional(),
});

/** How far each member has got: a message is delivered to / read by them when its seq is at most these. */
export const memberProgressSchema = personSchema.extend({
  deliveredSeq: z.number().int().nonnegative(),
  readSeq: z.number().int().nonnegative(),
});
export type MemberProgress = z.infer<typeof memberProgressSchema>;

export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
  members: z.array(memberProgressSchema),
  lastSeq: z.number().int().nonnegative(),
  /** More (older with `before`, newer with `after`) than this page. */
  hasMore: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const readRequestSchema = z.strictObject({ seq: seqSchema });
export const readResponseSchema = z.object({ readSeq: z.number().int().nonnegative() });

/** What the app sends on the real-time socket. */
export const socketRequestSchema = z.discriminatedUnion('action', [
  /** After (re)connecting: the last seq seen per conversation; the server sends what came after. */
  z.strictObject({
    action: z.literal('resume'),
    after: z.record(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/), z.number().int().nonnegative()),
  }),
  /** The device has these messages: the senders see them delivered. */
  z.strictObject({ action: z.literal('delivered'), conversationId: z.string().max(128), seq: z.number().int().nonnegative() }),
  z.strictObject({ action: z.literal('ping') }),
  /** The member is here: POST /api/heartbeat's record, sent on the socket while it is open (one message, no answer). */
  z.strictObject({ action: z.literal('heartbeat') }),
]);
export type SocketRequest = z.infer<typeof socketRequestSchema>;

/** What the server pushes on the socket. */
export type SocketEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'progress'; conversationId: string; userId: string; deliveredSeq: number; readSeq: number }
  | { type: 'friends' }
  | { type: 'match'; userId: string; conversationId: string }
  | { type: 'pong' }
  | { type: 'error'; error: string };

export const chatRoutes = {
  'chat.create': {
    method: 'POST',
    path: '/api/conversations',
    guard: 'member',
    outbox: { label: 'outbox.kind.conversation' },
    summary: 'Start a conversation with friends (one-to-one is reused)',
    body: createConversationRequestSchema,
    response: conversationResponseSchema,
    status: 201,
  },
  'chat.list': {
    method: 'GET',
    path: '/api/conversations',
    guard: 'member',
    summary: 'Your conversations, latest first',
    response: conversationsResponseSchema,
  },
  'chat.send': {
    method: 'POST',
    path: '/api/conversations/{id}/messages',
    guard: 'member',
    outbox: { label: 'outbox.kind.chat-message' },
    summary: 'Send a message (once per clientId)',
    errors: ['client_id_taken'],
    needs: ['fanOut', 'push'],
    body: sendMessageRequestSchema,
    response: messageResponseSchema,
    status: 201,
  },
  'chat.messages': {
    method: 'GET',
    path: '/api/conversations/{id}/messages',
    guard: 'member',
    summary: "A conversation's messages by seq",
    needs: ['fanOut'],
    query: messagesQuerySchema,
    response: messagesResponseSchema,
  },
  'chat.read': {
    method: 'POST',
    path: '/api/conversations/{id}/read',
    guard: 'member',
    outbox: { label: 'outbox.kind.chat-read' },
    summary: 'You have read up to seq',
    needs: ['fanOut'],
    body: readRequestSchema,
    response: readResponseSchema,
  },
} as const satisfies RouteTable;
