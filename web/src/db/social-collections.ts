// The social feature's collections in the app's local database, added on first use: the feed's
// posts (read offline), and the member's conversations and messages (a chat opens without a
// connection, and catches up by seq when one returns). Every document names the member it belongs
// to, so another member signing in on this device never sees it.
import type { ChatMessage, Conversation, MemberProgress, Post } from '@fitchoice/shared/api';
import type { RxCollection, RxJsonSchema } from 'rxdb';
import type { FitChoiceDatabase } from './database';
import { removeEvery, withCollections } from './feature-collections';

export interface PostDoc {
  /** `<userId>|<postId>` */
  id: string;
  userId: string;
  /** createdAt#id: the feed's order. */
  sortKey: string;
  post: Post;
}

export interface ConversationDoc {
  /** `<userId>|<conversationId>` */
  id: string;
  userId: string;
  conversation: Conversation;
  /** Each member's delivered and read seq, from the last fetch or socket event. */
  members: MemberProgress[];
}

export interface MessageDoc {
  /** `<userId>|<conversationId>|<seq>` */
  id: string;
  userId: string;
  conversationId: string;
  seq: number;
  message: ChatMessage;
}

const key = { type: 'string', maxLength: 200 } as const;

export const postSchema: RxJsonSchema<PostDoc> = {
  title: 'posts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: key, userId: { type: 'string', maxLength: 64 }, sortKey: key, post: { type: 'object' } },
  required: ['id', 'userId', 'sortKey', 'post'],
  indexes: [['userId', 'sortKey']],
};

export const conversationSchema: RxJsonSchema<ConversationDoc> = {
  title: 'conversations',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: key, userId: { type: 'string', maxLength: 64 }, conversation: { type: 'object' }, members: { type: 'array' } },
  required: ['id', 'userId', 'conversation', 'members'],
  indexes: ['userId'],
};

export const messageSchema: RxJsonSchema<MessageDoc> = {
  title: 'messages',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: key,
    userId: { type: 'string', maxLength: 64 },
    conversationId: { type: 'string', maxLength: 128 },
    seq: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
    message: { type: 'object' },
  },
  required: ['id', 'userId', 'conversationId', 'seq', 'message'],
  indexes: [['userId', 'conversationId', 'seq']],
};

export type SocialCollections = {
  posts: RxCollection<PostDoc>;
  conversations: RxCollection<ConversationDoc>;
  messages: RxCollection<MessageDoc>;
};
export type SocialDatabase = FitChoiceDatabase & SocialCollections;

/** The app's database with the social collections, added on first use. */
export const getSocialDatabase = withCollections<SocialCollections>('posts', {
  posts: { schema: postSchema, migrationStrategies: {} },
  conversations: { schema: conversationSchema, migrationStrategies: {} },
  messages: { schema: messageSchema, migrationStrategies: {} },
});

/** Logout forgets the member's feed and chats like every other cached answer (spec section 4). */
export async function clearSocialCaches(): Promise<void> {
  const db = await getSocialDatabase();
  await Promise.all([removeEvery(db.posts), removeEvery(db.conversations), removeEvery(db.messages)]);
}
