// The social feature's sections of "Download my data" and "Delete my account" (the registry is
// personal-data.ts). What sits in the member's own partition (settings, memberships, fit
// match profile and choices, push subscriptions, sockets) goes with it; these erase what names
// the member elsewhere: the other side of friendships, requests, blocks and matches, the member's
// posts with their kudos, comments, reports and photo files, the member's kudos, comments and
// reports on other members' posts, and the member's name in conversations, whose messages stay
// for the other members as a "Former member"'s.
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conversationIdsOf, getConversation } from '../chat/store';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { retryRaces, TRY_AGAIN } from '../dynamo/transact';
import { getFitProfile, listMatches, unmatch } from '../fit-match/store';
import { dropRequest, listFriends, removeFriendship, unblock } from '../friends/store';
import { socialKeys } from '../keys/social-keys';
import { deletePhoto } from '../social/post-photos';
import { getPost, moderationIdOf, type PostPhoto, removeComment, setKudos } from '../social/posts';
import type { PersonalDataSection } from './personal-data';

const FORMER_MEMBER = 'Former member';

/** Every item of a partition (with a sort-key prefix) or of an index partition. */
async function queryAll(input: { pk: string; prefix?: string; index?: 'GSI1' }): Promise<Record<string, unknown>[]> {
  const [pkName, skName] = input.index ? ['GSI1PK', 'GSI1SK'] : ['PK', 'SK'];
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        ...(input.index ? { IndexName: input.index } : {}),
        KeyConditionExpression: input.prefix ? `${pkName} = :pk AND begins_with(${skName}, :prefix)` : `${pkName} = :pk`,
        ExpressionAttributeValues: { ':pk': input.pk, ...(input.prefix ? { ':prefix': input.prefix } : {}) },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

const deleteKey = (key: { PK: unknown; SK: unknown }) => documentClient.send(new DeleteCommand({ TableName: TABLE, Key: key }));

/** The ids of the member's posts that are still listed under them (a post deleted by its author left the index). */
async function postIdsOf(userId: string): Promise<string[]> {
  return (await queryAll({ pk: socialKeys.authorPartition(userId), index: 'GSI1' })).map((item) => item.id as string);
}

/** The member's kudos and comments, on anyone's posts, oldest first (the index is written with each). */
function reactionsOf(userId: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk: socialKeys.reactionPartition(userId), index: 'GSI1' });
}

/** The reports the member filed, on anyone's posts and comments (the index is written with each). */
function reportsBy(userId: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk: socialKeys.reporterPartition(userId), index: 'GSI1' });
}

/** The members who blocked this one (their block item names the member). */
async function blockersOf(userId: string): Promise<string[]> {
  const prefix = socialKeys.blockedBy(userId, '').SK;
  return (await queryAll({ pk: socialKeys.blockedBy(userId, '').PK, prefix })).map((item) => (item.SK as string).slice(prefix.length));
}

export const SOCIAL_PERSONAL_DATA: PersonalDataSection[] = [
  {
    name: 'friends',
    async exportFor(user) {
      return listFriends(user.id);
    },
    async eraseFor(user) {
      const lists = await listFriends(user.id);
      for (const friend of lists.friends) await removeFriendship(user.id, friend.id);
      for (const request of lists.incoming) await dropRequest(request.from.id, user.id);
      for (const request of lists.outgoing) await dropRequest(user.id, request.to.id);
      for (const blocked of lists.blocked) await unblock(user.id, blocked.id);
      for (const blocker of await blockersOf(user.id)) await unblock(blocker, user.id);
    },
  },
  {
    name: 'posts',
    async exportFor(user) {
      const posts = await Promise.all((await postIdsOf(user.id)).map((id) => getPost(id)));
      return posts.flatMap((post) =>
        post ? [{ id: post.id, kind: post.kind, text: post.text, visibility: post.visibility, createdAt: post.createdAt }] : [],
      );
    },
    // A post goes whole: its kudos, its comments (the member's and others') and its reports, the
    // moderation queue's items of the post and its comments, and its photo's files.
    async eraseFor(user) {
      for (const postId of await postIdsOf(user.id)) {
        const items = await queryAll({ pk: socialKeys.post(postId).PK });
        const photo = items.find((item) => item.SK === socialKeys.post(postId).SK)?.photo as PostPhoto | undefined;
        if (photo) await deletePhoto(user.id, photo);
        const commentIds = items
          .filter((item) => (item.SK as string).startsWith(socialKeys.commentPrefix))
          .map((item) => (item.SK as string).slice(socialKeys.commentPrefix.length));
        const queued = [
          moderationIdOf({ kind: 'post', postId }),
          ...commentIds.map((commentId) => moderationIdOf({ kind: 'comment', postId, commentId })),
        ];
        await Promise.all(queued.map((id) => deleteKey(socialKeys.moderation(id))));
        for (const item of items) await deleteKey({ PK: item.PK, SK: item.SK });
      }
    },
  },
  {
    name: 'reactions',
    async exportFor(user) {
      const items = await reactionsOf(user.id);
      return {
        comments: items
          .filter((item) => (item.SK as string).startsWith(socialKeys.commentPrefix))
          .map((item) => ({
            postId: item.postId as string,
            id: item.id as string,
            text: item.text as string,
            createdAt: item.createdAt as string,
          })),
        kudos: items
          .filter((item) => (item.SK as string).startsWith(socialKeys.kudosPrefix))
          .map((item) => ({ postId: (item.PK as string).slice('POST#'.length), createdAt: item.createdAt as string })),
      };
    },
    // Runs after 'posts': what is left is on other members' posts. Each goes with its count on the
    // post; a comment also takes its reports and its moderation queue item (which quotes it).
    async eraseFor(user, now) {
      for (const item of await reactionsOf(user.id)) {
        const postId = (item.PK as string).slice('POST#'.length);
        if ((item.SK as string).startsWith(socialKeys.kudosPrefix)) {
          await setKudos(postId, user.id, false, now);
          continue;
        }
        const commentId = (item.SK as string).slice(socialKeys.commentPrefix.length);
        await removeComment(postId, commentId, user.id);
        const moderationId = moderationIdOf({ kind: 'comment', postId, commentId });
        const reports = await queryAll({ pk: socialKeys.post(postId).PK, prefix: socialKeys.reportPrefix(moderationId) });
        await Promise.all([
          deleteKey(socialKeys.moderation(moderationId)),
          ...reports.map((report) => deleteKey({ PK: report.PK, SK: report.SK })),
        ]);
      }
    },
  },
  {
    name: 'reports',
    async exportFor(user) {
      return (await reportsBy(user.id)).map((item) => ({
        postId: (item.PK as string).slice('POST#'.length),
        reason: item.reason as string,
        details: (item.details as string | null) ?? null,
        createdAt: item.createdAt as string,
      }));
    },
    // The reports the member filed on other members' posts and comments (those on the member's own
    // went with them). The moderation queue's case keeps its count and reasons, which name nobody.
    async eraseFor(user) {
      await Promise.all((await reportsBy(user.id)).map((item) => deleteKey({ PK: item.PK, SK: item.SK })));
    },
  },
  {
    name: 'conversations',
    async exportFor(user) {
      const conversations = await Promise.all((await conversationIdsOf(user.id)).map((id) => getConversation(id)));
      const mine = await Promise.all(
        conversations.map(async (conversation) => {
          if (!conversation) return null;
          const messages = (await queryAll({ pk: socialKeys.conversation(conversation.id).PK, prefix: socialKeys.messagePrefix }))
            .filter((item) => item.senderId === user.id)
            .map((item) => ({ seq: Number(item.seq), text: item.text as string, createdAt: item.createdAt as string }));
          return { id: conversation.id, kind: conversation.kind, name: conversation.name, createdAt: conversation.createdAt, messages };
        }),
      );
      return mine.filter((conversation) => conversation !== null);
    },
    // The other members keep the conversation; the member's name leaves it (their list, the last
    // message, and each message the member sent).
    async eraseFor(user) {
      for (const conversationId of await conversationIdsOf(user.id)) {
        // Conditional on the counter read: a message sent meanwhile changes the last message, so read again.
        const found = await retryRaces(async () => {
          const conversation = await getConversation(conversationId);
          if (!conversation) return false;
          const members = conversation.members.map((member) => (member.id === user.id ? { ...member, name: FORMER_MEMBER } : member));
          const last = conversation.lastMessage;
          try {
            await documentClient.send(
              new UpdateCommand({
                TableName: TABLE,
                Key: socialKeys.conversation(conversationId),
                UpdateExpression: 'SET members = :members, lastMessage = :last',
                ConditionExpression: 'lastSeq = :seq',
                ExpressionAttributeValues: {
                  ':members': members,
                  ':last': last?.senderId === user.id ? { ...last, senderName: FORMER_MEMBER } : last,
                  ':seq': conversation.lastSeq,
                },
              }),
            );
            return true;
          } catch (error) {
            if (isConditionFailed(error)) return TRY_AGAIN;
            throw error;
          }
        });
        if (!found) continue;
        const sent = (await queryAll({ pk: socialKeys.conversation(conversationId).PK, prefix: socialKeys.messagePrefix })).filter(
          (item) => item.senderId === user.id,
        );
        for (const message of sent) {
          await documentClient.send(
            new UpdateCommand({
              TableName: TABLE,
              Key: { PK: message.PK, SK: message.SK },
              UpdateExpression: 'SET senderName = :former',
              ConditionExpression: 'senderId = :id',
              ExpressionAttributeValues: { ':former': FORMER_MEMBER, ':id': user.id },
            }),
          );
        }
      }
    },
  },
  {
    name: 'fitMatch',
    async exportFor(user) {
      return { profile: await getFitProfile(user.id), matches: await listMatches(user.id) };
    },
    // The profile and choices are in the member's partition; each match is on the other side too.
    async eraseFor(user) {
      for (const match of await listMatches(user.id)) await unmatch(user.id, match.userId);
      // A like not returned left a pair item naming the member's id only; it goes too.
      const seenPrefix = socialKeys.fitSeenPrefix;
      const seen = await queryAll({ pk: socialKeys.fitProfile(user.id).PK, prefix: seenPrefix });
      for (const item of seen) {
        const other = (item.SK as string).slice(seenPrefix.length);
        await deleteKey(socialKeys.fitPair(user.id, other));
      }
    },
  },
];
