// Chat: conversations with friends (one-to-one, or groups of up to 20) and matches, messages in
// one order per conversation, delivered and read progress. New messages and progress go out on
// the real-time sockets and, for messages, as push notifications; the app fetches by seq whenever
// its socket is down, so nothing depends on a socket.
import { randomUUID } from 'node:crypto';
import { type Conversation, chatRoutes, MESSAGES_PAGE_DEFAULT, type MessagesResponse } from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import { areFriends, blockedBetween, getMatch, hiddenIdsOf } from '../friends/store';
import { createHandler } from '../http/handler';
import { directConversationId } from '../keys/social-keys';
import { pushTo } from '../push/send';
import { notifyUsers } from '../realtime/notify';
import { getUser } from '../users/store';
import {
  advanceProgress,
  appendMessage,
  type ConversationRecord,
  conversationIdsOf,
  createConversation,
  getConversation,
  listMessages,
  memberProgress,
  progressOf,
} from './store';
import { toApiMessage } from './views';

/** The conversation if the caller is one of its members; 404 otherwise (a non-member learns nothing). */
async function conversationOfMember(conversationId: string, userId: string): Promise<ConversationRecord> {
  const conversation = await getConversation(conversationId);
  if (!conversation?.members.some((member) => member.id === userId)) throw new NotFoundError('Conversation not found');
  return conversation;
}

async function notifyProgress(conversation: ConversationRecord, userId: string): Promise<void> {
  const progress = await memberProgress(conversation.id, userId);
  await notifyUsers(
    conversation.members.map((member) => member.id).filter((id) => id !== userId),
    { type: 'progress', conversationId: conversation.id, userId, deliveredSeq: progress.deliveredSeq, readSeq: progress.readSeq },
  );
}

export const handler = createHandler(chatRoutes, {
  'chat.create': {
    async run({ body, user, now }) {
      const me = user;
      const otherIds = [...new Set(body.memberIds)].filter((id) => id !== me.id);
      if (otherIds.length === 0) throw new InvalidInputError('Choose at least one member other than you', { field: 'memberIds' });
      const others = await Promise.all(
        otherIds.map(async (id) => {
          const other = await getUser(id);
          if (!other || other.isGuest) throw new InvalidInputError('One of these is not a member', { field: 'memberIds' });
          if (await blockedBetween(me.id, id)) throw new ForbiddenError('You cannot start a conversation with this member');
          // Friends, or a fit match (a match opens a chat without being friends).
          if (!(await areFriends(me.id, id)) && !(await getMatch(me.id, id))) {
            throw new ForbiddenError('You can only start conversations with your friends and matches');
          }
          return { id: other.id, name: other.name };
        }),
      );
      const direct = others.length === 1 && body.name === undefined;
      const conversation = await createConversation({
        id: direct ? directConversationId(me.id, others[0]!.id) : `g_${randomUUID()}`,
        kind: direct ? 'direct' : 'group',
        name: body.name ?? null,
        members: [{ id: me.id, name: me.name }, ...others],
        createdAt: now.toISOString(),
      });
      const answer: Conversation = { ...conversation, lastMessage: null, unread: 0 };
      if (conversation.lastMessage) answer.lastMessage = toApiMessage(conversation.lastMessage);
      return { statusCode: 201, body: { conversation: answer } };
    },
  },

  'chat.list': {
    async run({ user }) {
      const ids = await conversationIdsOf(user.id);
      const found = await Promise.all(
        ids.map(async (id) => {
          const [conversation, progress] = await Promise.all([getConversation(id), memberProgress(id, user.id)]);
          if (!conversation) return null;
          const item: Conversation = {
            id: conversation.id,
            kind: conversation.kind,
            name: conversation.name,
            members: conversation.members,
            lastMessage: conversation.lastMessage ? toApiMessage(conversation.lastMessage) : null,
            lastSeq: conversation.lastSeq,
            unread: Math.max(conversation.lastSeq - progress.readSeq, 0),
            updatedAt: conversation.updatedAt,
          };
          return item;
        }),
      );
      const conversations = found
        .filter((item): item is Conversation => item !== null)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { statusCode: 200, body: { conversations } };
    },
  },

  'chat.send': {
    // The clientId keeps a message once (appendMessage), and a repeat answers it.
    keyedByBody: true,
    async run({ params, body, user, now }) {
      const me = user;
      // Side by side: whether the sender is a member, and whom they blocked or were blocked by.
      const [conversation, blocks] = await Promise.all([conversationOfMember(params.id, me.id), hiddenIdsOf(me.id)]);
      if (conversation.members.some((member) => member.id !== me.id && blocks.has(member.id))) {
        throw new ForbiddenError('You cannot send messages in this conversation');
      }
      const result = await appendMessage(
        {
          conversationId: conversation.id,
          clientId: body.clientId,
          senderId: me.id,
          senderName: me.name,
          text: body.text,
          createdAt: now.toISOString(),
        },
        conversation,
      );
      if (result.state === 'taken') throw new ConflictError('This clientId is already used', 'client_id_taken');
      const message = toApiMessage(result.message);
      if (result.state === 'sent') {
        const others = conversation.members.map((member) => member.id).filter((id) => id !== me.id);
        // The recipients' sockets are looked up first, the sender's other devices' and the push
        // subscriptions after them: DynamoDB Local answers its calls one at a time, in order.
        await Promise.all([
          notifyUsers([...others, me.id], { type: 'message', message }),
          ...others.map((id) =>
            pushTo(id, {
              kind: 'message',
              values: { name: me.name, text: message.text.slice(0, 140) },
              url: `/chat?c=${encodeURIComponent(conversation.id)}`,
            }),
          ),
        ]);
      }
      return { statusCode: 201, body: { message } };
    },
  },

  'chat.messages': {
    async run({ params, query, user }) {
      const conversation = await conversationOfMember(params.id, user.id);
      const page = await listMessages(conversation.id, { after: query.after, before: query.before }, query.limit ?? MESSAGES_PAGE_DEFAULT);
      const newest = page.messages.at(-1);
      const progress = await progressOf(conversation.id);
      const mine = progress.find((entry) => entry.userId === user.id);
      // The messages are on this member's device now: their senders see them delivered (read first:
      // a write whose condition fails is billed like one that succeeds).
      if (
        newest &&
        mine &&
        mine.deliveredSeq < newest.seq &&
        (await advanceProgress(conversation.id, user.id, 'deliveredSeq', newest.seq))
      ) {
        mine.deliveredSeq = newest.seq;
        await notifyProgress(conversation, user.id);
      }
      const body: MessagesResponse = {
        messages: page.messages.map(toApiMessage),
        members: conversation.members.map((member) => {
          const found = progress.find((entry) => entry.userId === member.id);
          return { ...member, deliveredSeq: found?.deliveredSeq ?? 0, readSeq: found?.readSeq ?? 0 };
        }),
        lastSeq: conversation.lastSeq,
        hasMore: page.more,
      };
      return { statusCode: 200, body };
    },
  },

  'chat.read': {
    // The read position only moves forward, under a condition (advanceProgress): a repeat changes
    // nothing and answers where it is, so an Idempotency-Key's record would cost two writes for nothing.
    keyedByBody: true,
    async run({ params, body, user }) {
      const conversation = await conversationOfMember(params.id, user.id);
      const seq = Math.min(body.seq, conversation.lastSeq);
      // Read first: a write whose condition fails (read already) is billed like one that succeeds.
      const stored = (await memberProgress(conversation.id, user.id)).readSeq;
      if (stored >= seq) return { statusCode: 200, body: { readSeq: stored } };
      if (await advanceProgress(conversation.id, user.id, 'readSeq', seq)) {
        await notifyProgress(conversation, user.id);
        return { statusCode: 200, body: { readSeq: seq } };
      }
      // Another request moved it on meanwhile.
      return { statusCode: 200, body: { readSeq: (await memberProgress(conversation.id, user.id)).readSeq } };
    },
  },
});
