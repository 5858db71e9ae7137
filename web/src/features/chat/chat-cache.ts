// The member's conversations and messages kept on the device: the screens render from here, the
// socket and every fetch write here, and catching up asks for what comes after the highest seq
// held without a gap, so a missed message is always fetched.
import type { ChatMessage, Conversation, MemberProgress, MessagesResponse, SocketEvent } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { from, map, type Observable, switchMap } from 'rxjs';
import { apiCall } from '../../api/client';
import { type ConversationDoc, getSocialDatabase, type MessageDoc } from '../../db/social-collections';

const conversationKey = (userId: string, conversationId: string) => `${userId}|${conversationId}`;

export interface CachedConversation {
  conversation: Conversation;
  members: MemberProgress[];
}

export function conversations$(userId: string): Observable<CachedConversation[]> {
  return from(getSocialDatabase()).pipe(
    switchMap((db) => db.conversations.find({ selector: { userId } }).$),
    map((docs) =>
      docs
        .map((doc) => ({ conversation: doc.get('conversation') as Conversation, members: doc.get('members') as MemberProgress[] }))
        .sort((a, b) => b.conversation.updatedAt.localeCompare(a.conversation.updatedAt)),
    ),
  );
}

export function conversation$(userId: string, conversationId: string): Observable<CachedConversation | null> {
  return from(getSocialDatabase()).pipe(
    switchMap((db) => db.conversations.findOne(conversationKey(userId, conversationId)).$),
    map((doc) => (doc ? { conversation: doc.get('conversation') as Conversation, members: doc.get('members') as MemberProgress[] } : null)),
  );
}

export function messages$(userId: string, conversationId: string): Observable<ChatMessage[]> {
  return from(getSocialDatabase()).pipe(
    switchMap((db) => db.messages.find({ selector: { userId, conversationId }, sort: [{ seq: 'asc' }] }).$),
    map((docs) => docs.map((doc) => doc.get('message') as ChatMessage)),
  );
}

/** The server's list replaces the device's (members' progress is kept until the next fetch of messages). */
export async function refreshConversations(userId: string): Promise<Conversation[]> {
  const { conversations } = await apiCall(routes.chatList, {});
  const db = await getSocialDatabase();
  const cached = await db.conversations.find({ selector: { userId } }).exec();
  const progress = new Map(cached.map((doc) => [doc.id, doc.get('members') as MemberProgress[]]));
  const keep = new Set(conversations.map((conversation) => conversationKey(userId, conversation.id)));
  await db.conversations.bulkRemove(cached.filter((doc) => !keep.has(doc.id)).map((doc) => doc.id));
  await db.conversations.bulkUpsert(
    conversations.map(
      (conversation): ConversationDoc => ({
        id: conversationKey(userId, conversation.id),
        userId,
        conversation,
        members: progress.get(conversationKey(userId, conversation.id)) ?? [],
      }),
    ),
  );
  return conversations;
}

/** Stores messages (from a fetch or the socket) and moves the conversation's last message along. */
export async function cacheMessages(userId: string, messages: readonly ChatMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const db = await getSocialDatabase();
  await db.messages.bulkUpsert(
    messages.map(
      (message): MessageDoc => ({
        id: `${userId}|${message.conversationId}|${message.seq}`,
        userId,
        conversationId: message.conversationId,
        seq: message.seq,
        message,
      }),
    ),
  );
  const newest = new Map<string, ChatMessage>();
  for (const message of messages) {
    const current = newest.get(message.conversationId);
    if (!current || current.seq < message.seq) newest.set(message.conversationId, message);
  }
  for (const [conversationId, message] of newest) {
    await db.conversations
      .findOne(conversationKey(userId, conversationId))
      .incrementalModify((doc) =>
        doc.conversation.lastSeq >= message.seq
          ? doc
          : { ...doc, conversation: { ...doc.conversation, lastSeq: message.seq, lastMessage: message, updatedAt: message.createdAt } },
      );
  }
}

/** The highest seq held with every message from the oldest held up to it: catching up starts after it. */
export async function contiguousTop(userId: string, conversationId: string): Promise<number> {
  const db = await getSocialDatabase();
  const docs = await db.messages.find({ selector: { userId, conversationId }, sort: [{ seq: 'asc' }] }).exec();
  let top = docs[0] ? docs[0].seq - 1 : 0;
  for (const doc of docs) {
    if (doc.seq !== top + 1) break;
    top = doc.seq;
  }
  return top;
}

async function storeProgress(userId: string, conversationId: string, members: MemberProgress[]): Promise<void> {
  const db = await getSocialDatabase();
  await db.conversations.findOne(conversationKey(userId, conversationId)).incrementalModify((doc) => ({ ...doc, members }));
}

/** Fetches messages after `after` (catching up) or before `before` (older ones), and stores them. */
export async function fetchMessages(
  userId: string,
  conversationId: string,
  range: { after?: number; before?: number },
): Promise<MessagesResponse> {
  const page = await apiCall(routes.chatMessages, { params: { id: conversationId }, query: range });
  await cacheMessages(userId, page.messages);
  await storeProgress(userId, conversationId, page.members);
  return page;
}

/** Catches a conversation up from the device's highest gap-free seq, page after page. */
export async function catchUp(userId: string, conversationId: string): Promise<void> {
  const db = await getSocialDatabase();
  // A conversation new to this device (just started, or started by someone else): list it first,
  // so its members and their progress have a place.
  if (!(await db.conversations.findOne(conversationKey(userId, conversationId)).exec())) await refreshConversations(userId);
  for (;;) {
    const page = await fetchMessages(userId, conversationId, { after: await contiguousTop(userId, conversationId) });
    if (!page.hasMore) return;
  }
}

/** A member's delivered or read seq moved (a socket event). */
export async function applyProgress(userId: string, event: Extract<SocketEvent, { type: 'progress' }>): Promise<void> {
  const db = await getSocialDatabase();
  await db.conversations.findOne(conversationKey(userId, event.conversationId)).incrementalModify((doc) => {
    const others = doc.members.filter((member) => member.id !== event.userId);
    const previous = doc.members.find((member) => member.id === event.userId);
    const name = previous?.name ?? doc.conversation.members.find((member) => member.id === event.userId)?.name ?? '';
    return { ...doc, members: [...others, { id: event.userId, name, deliveredSeq: event.deliveredSeq, readSeq: event.readSeq }] };
  });
}

export type MessageState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

/** How far the member's own message has got: read or delivered once every other member has it. */
export function stateOf(message: ChatMessage, members: readonly MemberProgress[]): MessageState {
  const others = members.filter((member) => member.id !== message.senderId);
  if (others.length > 0 && others.every((member) => member.readSeq >= message.seq)) return 'read';
  if (others.length > 0 && others.every((member) => member.deliveredSeq >= message.seq)) return 'delivered';
  return 'sent';
}
