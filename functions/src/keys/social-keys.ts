// Every key of the social feature's items (friends, feed, chat, fit match, push, sockets).
//   USER#<id> / SOCIAL                 settings; GSI1 FINDABLE / <name lower-cased>#<id> while findable
//   USER#<to> / FREQIN#<from>          a friend request to <to>;  USER#<from> / FREQOUT#<to> its sender's copy
//   USER#<a> / FRIEND#<b>              a friendship, one item each way (the leaderboards read these)
//   USER#<a> / BLOCK#<b>               a blocked b;  USER#<b> / BLOCKEDBY#<a> its copy on b's side
//   POST#<id> / POST                   a post; GSI1 AUTHOR#<author> / <createdAt>#<id>;
//                                      GSI2 FEED#PUBLIC / <createdAt>#<id> while public and shown
//   PHOTO#<photoId> / CLAIM            the post a photo belongs to (one post per photo)
//   USER#<id> / POSTHEAD               newestKey: the feed key of the member's newest post (never older)
//   POST#<id> / KUDOS#<userId>         one kudos per member;  GSI1 REACTED#<userId> / <createdAt>
//   POST#<id> / COMMENT#<commentId>    a comment (its id is the app's UUIDv7 clientId);  GSI1 REACTED#<author> / <createdAt>
//                                      (the member's kudos and comments anywhere: "Delete my account" finds them)
//   POST#<id> / REPORT#<target>#<user> one report per member per post or comment;  GSI1 REPORTER#<user> / <createdAt>
//                                      (the reports a member filed: "Delete my account" erases them)
//   MODQ / <target>                    the moderation queue's item of a reported post or comment
//   CONV#<id> / META                   a conversation: members, lastSeq (the order), last message
//   CONV#<id> / MEMBER#<userId>        a member's delivered and read seq
//   CONV#<id> / MSG#<seq, 12 digits>   a message;  CONV#<id> / CLIENT#<clientId>  its clientId, once
//   USER#<id> / CONV#<conversationId>  the member's conversations
//   USER#<id> / FITMATCH               fit match profile; GSI1 FITMATCH / <region>#<id> while opted in
//   USER#<id> / FMSEEN#<other>         liked or passed (not suggested again)
//   FMPAIR#<a>#<b> / PAIR              who of the pair liked the other (a < b)
//   USER#<a> / MATCH#<b>               a match, one item each way
//   USER#<id> / PUSHSUB#<hash>         a push subscription
//   (open sockets: socket-keys.ts)
import { createHash } from 'node:crypto';

export const socialKeys = {
  settings: (userId: string) => ({ PK: `USER#${userId}`, SK: 'SOCIAL' }),
  findablePartition: 'FINDABLE',
  findableIndex: (name: string, userId: string) => ({ GSI1PK: 'FINDABLE', GSI1SK: `${name.toLowerCase()}#${userId}` }),
  requestIn: (to: string, from: string) => ({ PK: `USER#${to}`, SK: `FREQIN#${from}` }),
  requestOut: (from: string, to: string) => ({ PK: `USER#${from}`, SK: `FREQOUT#${to}` }),
  requestInPrefix: 'FREQIN#',
  requestOutPrefix: 'FREQOUT#',
  friend: (userId: string, otherId: string) => ({ PK: `USER#${userId}`, SK: `FRIEND#${otherId}` }),
  friendPrefix: 'FRIEND#',
  block: (userId: string, blockedId: string) => ({ PK: `USER#${userId}`, SK: `BLOCK#${blockedId}` }),
  blockedBy: (userId: string, blockerId: string) => ({ PK: `USER#${userId}`, SK: `BLOCKEDBY#${blockerId}` }),
  blockPrefix: 'BLOCK#',
  /** Both BLOCK# and BLOCKEDBY# begin with this. */
  anyBlockPrefix: 'BLOCK',
  post: (postId: string) => ({ PK: `POST#${postId}`, SK: 'POST' }),
  photoClaim: (photoId: string) => ({ PK: `PHOTO#${photoId}`, SK: 'CLAIM' }),
  postHead: (userId: string) => ({ PK: `USER#${userId}`, SK: 'POSTHEAD' }),
  authorIndex: (authorId: string, createdAt: string, postId: string) => ({
    GSI1PK: `AUTHOR#${authorId}`,
    GSI1SK: `${createdAt}#${postId}`,
  }),
  authorPartition: (authorId: string) => `AUTHOR#${authorId}`,
  publicFeedIndex: (createdAt: string, postId: string) => ({ GSI2PK: 'FEED#PUBLIC', GSI2SK: `${createdAt}#${postId}` }),
  publicFeedPartition: 'FEED#PUBLIC',
  kudos: (postId: string, userId: string) => ({ PK: `POST#${postId}`, SK: `KUDOS#${userId}` }),
  kudosPrefix: 'KUDOS#',
  /** On each kudos and comment: what a member gave and wrote, wherever the post is. */
  reactionIndex: (userId: string, createdAt: string) => ({ GSI1PK: `REACTED#${userId}`, GSI1SK: createdAt }),
  reactionPartition: (userId: string) => `REACTED#${userId}`,
  comment: (postId: string, commentId: string) => ({ PK: `POST#${postId}`, SK: `COMMENT#${commentId}` }),
  commentPrefix: 'COMMENT#',
  report: (postId: string, targetId: string, userId: string) => ({ PK: `POST#${postId}`, SK: `REPORT#${targetId}#${userId}` }),
  /** On each report: the reports a member filed, wherever the post is. */
  reporterIndex: (userId: string, createdAt: string) => ({ GSI1PK: `REPORTER#${userId}`, GSI1SK: createdAt }),
  reporterPartition: (userId: string) => `REPORTER#${userId}`,
  /** The reports of one post or comment (its moderation id), by every reporter. */
  reportPrefix: (targetId: string) => `REPORT#${targetId}#`,
  moderation: (targetId: string) => ({ PK: 'MODQ', SK: targetId }),
  moderationPartition: 'MODQ',
  conversation: (conversationId: string) => ({ PK: `CONV#${conversationId}`, SK: 'META' }),
  conversationMember: (conversationId: string, userId: string) => ({ PK: `CONV#${conversationId}`, SK: `MEMBER#${userId}` }),
  message: (conversationId: string, seq: number) => ({ PK: `CONV#${conversationId}`, SK: `MSG#${String(seq).padStart(12, '0')}` }),
  messagePrefix: 'MSG#',
  messageClient: (conversationId: string, clientId: string) => ({ PK: `CONV#${conversationId}`, SK: `CLIENT#${clientId}` }),
  membership: (userId: string, conversationId: string) => ({ PK: `USER#${userId}`, SK: `CONV#${conversationId}` }),
  membershipPrefix: 'CONV#',
  fitProfile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'FITMATCH' }),
  fitIndex: (region: string, userId: string) => ({ GSI1PK: 'FITMATCH', GSI1SK: `${region}#${userId}` }),
  fitPartition: 'FITMATCH',
  fitSeen: (userId: string, otherId: string) => ({ PK: `USER#${userId}`, SK: `FMSEEN#${otherId}` }),
  fitSeenPrefix: 'FMSEEN#',
  fitPair: (a: string, b: string) => {
    const [first, second] = a < b ? [a, b] : [b, a];
    return { PK: `FMPAIR#${first}#${second}`, SK: 'PAIR' };
  },
  match: (userId: string, otherId: string) => ({ PK: `USER#${userId}`, SK: `MATCH#${otherId}` }),
  matchPrefix: 'MATCH#',
  pushSubscription: (userId: string, endpoint: string) => ({
    PK: `USER#${userId}`,
    SK: `PUSHSUB#${createHash('sha256').update(endpoint).digest('base64url')}`,
  }),
  pushPrefix: 'PUSHSUB#',
} as const;

/** A one-to-one conversation's id: the same for both members, so starting it twice finds the first. */
export function directConversationId(a: string, b: string): string {
  return `d_${createHash('sha256').update([a, b].sort().join('\n')).digest('base64url').slice(0, 32)}`;
}

/** A friend request's public id names its sender and receiver. */
export function friendRequestId(from: string, to: string): string {
  return `${from}_${to}`;
}

export function parseFriendRequestId(id: string): { from: string; to: string } | null {
  const [from, to, ...rest] = id.split('_');
  return from && to && rest.length === 0 ? { from, to } : null;
}
