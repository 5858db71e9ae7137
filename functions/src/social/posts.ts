import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HIDE_AFTER_REPORTS, type ModerationItem, type Visibility } from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { socialKeys } from '../keys/social-keys';
import { canSeePost } from './post-visibility';

export interface PostRecord {
  id: string;
  authorId: string;
  authorName: string;
  kind: 'text' | 'checkin' | 'challenge';
  text: string;
  visibility: Visibility;
  createdAt: string;
  kudosCount: number;
  commentCount: number;
  hidden: boolean;
  /** The photo's id (its files are named by it, src/social/post-photos.ts) and the author's description. */
  photo: PostPhoto | null;
}

export interface PostPhoto {
  id: string;
  alt: string | null;
}

export interface CommentRecord {
  id: string;
  postId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: string;
  hidden: boolean;
}

function postOf(item: Record<string, unknown>): PostRecord {
  return {
    id: item.id as string,
    authorId: item.authorId as string,
    authorName: item.authorName as string,
    kind: (item.kind as PostRecord['kind']) ?? 'text',
    text: item.text as string,
    visibility: item.visibility as Visibility,
    createdAt: item.createdAt as string,
    kudosCount: Number(item.kudosCount ?? 0),
    commentCount: Number(item.commentCount ?? 0),
    hidden: item.hidden === true,
    photo: (item.photo as PostPhoto | undefined) ?? null,
  };
}

function commentOf(item: Record<string, unknown>): CommentRecord {
  return {
    id: item.id as string,
    postId: item.postId as string,
    authorId: item.authorId as string,
    authorName: item.authorName as string,
    text: item.text as string,
    createdAt: item.createdAt as string,
    hidden: item.hidden === true,
  };
}

/** DynamoDB's limit of keys in one BatchGetItem. */
const BATCH_GET_MAX = 100;

const feedKeyOf = (post: Pick<PostRecord, 'createdAt' | 'id'>) => `${post.createdAt}#${post.id}`;

export type CreatePostResult = { state: 'created' | 'exists'; post: PostRecord } | { state: 'taken' } | { state: 'photo_taken' };

/**
 * Stores a post under its id once; the same id again answers the first post (another author's:
 * taken). In the same transaction the author's post head moves up to this post (unless a newer
 * post already holds it) and a photo is claimed, so it belongs to one post only.
 */
export async function createPost(input: Omit<PostRecord, 'kudosCount' | 'commentCount' | 'hidden'>): Promise<CreatePostResult> {
  const post: PostRecord = { ...input, kudosCount: 0, commentCount: 0, hidden: false };
  const { photo, ...stored } = post;
  const postPut: TransactItem = {
    Put: {
      TableName: TABLE,
      Item: {
        ...socialKeys.post(post.id),
        ...stored,
        ...(photo ? { photo } : {}),
        ...socialKeys.authorIndex(post.authorId, post.createdAt, post.id),
        ...(post.visibility === 'public' ? socialKeys.publicFeedIndex(post.createdAt, post.id) : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  const headUpdate: TransactItem = {
    Update: {
      TableName: TABLE,
      Key: socialKeys.postHead(post.authorId),
      UpdateExpression: 'SET newestKey = :key',
      ConditionExpression: 'attribute_not_exists(newestKey) OR newestKey < :key',
      ExpressionAttributeValues: { ':key': feedKeyOf(post) },
    },
  };
  const claim: TransactItem[] = photo
    ? [
        {
          Put: {
            TableName: TABLE,
            Item: { ...socialKeys.photoClaim(photo.id), postId: post.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]
    : [];
  let moveHead = true;
  for (;;) {
    const items = [postPut, ...(moveHead ? [headUpdate] : []), ...claim];
    try {
      await transact(items);
      return { state: 'created', post };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      const failed = items[error.index];
      // A newer post holds the head already, which is all the feed needs: store this one without it.
      if (failed === headUpdate) moveHead = false;
      else if (failed === postPut) break;
      else return { state: 'photo_taken' };
    }
  }
  const existing = await getPost(post.id);
  return existing && existing.authorId === post.authorId ? { state: 'exists', post: existing } : { state: 'taken' };
}

/**
 * Gives a member without a post head the one a read of their newest posts found ('' for none). Only
 * where there is none: a post made meanwhile wrote its own head in its transaction, which stands.
 */
async function fillPostHead(userId: string, newestKey: string): Promise<void> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...socialKeys.postHead(userId), newestKey },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** The feed key of each member's newest post ('' for none); a member missing here has no head yet. */
async function postHeads(userIds: readonly string[]): Promise<Map<string, string>> {
  const heads = new Map<string, string>();
  for (let start = 0; start < userIds.length; start += BATCH_GET_MAX) {
    let keys: Record<string, unknown>[] = userIds.slice(start, start + BATCH_GET_MAX).map((id) => socialKeys.postHead(id));
    while (keys.length > 0) {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({
          // Consistent: a head read stale could skip a friend's post made a moment ago.
          RequestItems: { [TABLE]: { Keys: keys, ProjectionExpression: 'PK, newestKey', ConsistentRead: true } },
        }),
      );
      for (const item of Responses?.[TABLE] ?? []) heads.set((item.PK as string).slice('USER#'.length), item.newestKey as string);
      keys = (UnprocessedKeys?.[TABLE]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return heads;
}

export async function getPost(postId: string): Promise<PostRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: socialKeys.post(postId), ConsistentRead: true }));
  return Item ? postOf(Item) : null;
}

/** Deletes the author's own post and answers it as it was (its photo's files are the caller's to remove); null when it is not theirs (or gone). */
export async function deletePost(postId: string, authorId: string): Promise<PostRecord | null> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: socialKeys.post(postId),
        // Kept as a tombstone out of every index (comments and reports still name it), without the
        // author's name, words or photo: nothing reads them again, and "Delete my account" cannot find it.
        UpdateExpression: 'SET deleted = :true, #hidden = :true REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, authorName, #text, photo',
        ExpressionAttributeNames: { '#hidden': 'hidden', '#text': 'text' },
        ConditionExpression: 'authorId = :author AND attribute_not_exists(deleted)',
        ExpressionAttributeValues: { ':author': authorId, ':true': true },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return postOf(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

interface FeedSource {
  next(before: string, limit: number): Promise<{ posts: PostRecord[]; more: boolean }>;
}

function indexSource(indexName: 'GSI1' | 'GSI2', partition: string): FeedSource {
  const [pk, sk] = indexName === 'GSI1' ? ['GSI1PK', 'GSI1SK'] : ['GSI2PK', 'GSI2SK'];
  return {
    async next(before, limit) {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: indexName,
          KeyConditionExpression: `${pk} = :pk AND ${sk} < :before`,
          ExpressionAttributeValues: { ':pk': partition, ':before': before },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return { posts: (page.Items ?? []).map(postOf), more: page.LastEvaluatedKey !== undefined };
    },
  };
}

export interface FeedViewer {
  id: string;
  friendIds: readonly string[];
  hiddenIds: ReadonlySet<string>;
}

/** Posts newer than every source's last post read are complete; below it, a source may have more. */
function floorOf(pages: readonly { posts: PostRecord[]; more: boolean }[]): string {
  return pages.reduce((low, page) => {
    const last = page.posts.at(-1);
    return page.more && last && feedKeyOf(last) > low ? feedKeyOf(last) : low;
  }, '');
}

/**
 * One page of the viewer's feed, newest first, after `cursor` (the feed key of the last post shown):
 * public posts, the viewer's own and their friends' (friends-only included), minus what they may
 * not see. Each source is read a page at a time; a post is taken only once no source can still
 * hold a newer one, so pages never skip or repeat a post. A round reads the public and own posts
 * first; their floor then says which friends can add anything (those whose newest post is above
 * it), so a page costs a query per friend who posted lately, not per friend.
 */
export async function feedPage(
  viewer: FeedViewer,
  cursor: string | null,
  limit: number,
): Promise<{ posts: PostRecord[]; nextCursor: string | null }> {
  const friends = new Set(viewer.friendIds);
  // Read while the first round's public and own posts are.
  const headsRead = postHeads(viewer.friendIds);
  const mainSources = [indexSource('GSI2', socialKeys.publicFeedPartition), indexSource('GSI1', socialKeys.authorPartition(viewer.id))];
  // A friend with no head yet (who never posted, or posted before heads were kept) is read, and
  // given a head from what the newest read found, so the next pages and feeds can skip them.
  let friendSources: { id: string; head: string | undefined; source: FeedSource }[] | null = null;
  const taken: PostRecord[] = [];
  const seen = new Set<string>();
  let before = cursor ?? '\uffff';
  for (let round = 0; round < 5 && taken.length < limit; round++) {
    const [mainPages, heads] = await Promise.all([Promise.all(mainSources.map((source) => source.next(before, limit + 1))), headsRead]);
    friendSources ??= viewer.friendIds.map((id) => ({
      id,
      head: heads.get(id),
      source: indexSource('GSI1', socialKeys.authorPartition(id)),
    }));
    // A friend whose newest post is below this floor could only add posts the floor cuts off.
    const mainFloor = floorOf(mainPages);
    const reading = friendSources.filter((friend) => (friend.head ?? '\uffff') >= mainFloor);
    const friendPages = await Promise.all(reading.map((friend) => friend.source.next(before, limit + 1)));
    if (before === '\uffff') {
      await Promise.all(
        reading.flatMap((friend, i) => {
          if (friend.head !== undefined) return [];
          const newest = friendPages[i]!.posts[0];
          friend.head = newest ? feedKeyOf(newest) : '';
          return [fillPostHead(friend.id, friend.head)];
        }),
      );
    }
    const pages = [...mainPages, ...friendPages];
    const floor = floorOf(pages);
    const merged = pages
      .flatMap((page) => page.posts)
      .filter((post) => feedKeyOf(post) >= floor)
      .sort((a, b) => (feedKeyOf(a) < feedKeyOf(b) ? 1 : -1));
    // Friends skipped above only happen below a floor, which means some source has more.
    let exhausted = !pages.some((page) => page.more);
    for (const post of merged) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      before = feedKeyOf(post);
      const visible = canSeePost({
        visibility: post.visibility,
        hidden: post.hidden,
        isAuthor: post.authorId === viewer.id,
        isFriend: friends.has(post.authorId),
        blocked: viewer.hiddenIds.has(post.authorId),
      });
      if (visible) taken.push(post);
      if (taken.length === limit) {
        exhausted = exhausted && merged.at(-1) === post;
        break;
      }
    }
    if (exhausted) return { posts: taken, nextCursor: null };
    if (taken.length < limit && floor) before = floor;
  }
  const last = taken.at(-1);
  return { posts: taken, nextCursor: last ? feedKeyOf(last) : before };
}

/** Which of these posts the member gave kudos to (one BatchGetItem for a page of posts). */
export async function kudosGivenBy(userId: string, postIds: readonly string[]): Promise<Set<string>> {
  const given = new Set<string>();
  for (let start = 0; start < postIds.length; start += BATCH_GET_MAX) {
    let keys: Record<string, unknown>[] = postIds.slice(start, start + BATCH_GET_MAX).map((postId) => socialKeys.kudos(postId, userId));
    while (keys.length > 0) {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: keys, ProjectionExpression: 'PK' } } }),
      );
      for (const item of Responses?.[TABLE] ?? []) given.add((item.PK as string).slice('POST#'.length));
      keys = (UnprocessedKeys?.[TABLE]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return given;
}

/** Gives (on) or takes back (off) the member's one kudos; doing it twice changes nothing. Answers the count. */
export async function setKudos(postId: string, userId: string, on: boolean, now: Date): Promise<number | null> {
  const kudos: TransactItem = on
    ? {
        Put: {
          TableName: TABLE,
          Item: {
            ...socialKeys.kudos(postId, userId),
            createdAt: now.toISOString(),
            ...socialKeys.reactionIndex(userId, now.toISOString()),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      }
    : { Delete: { TableName: TABLE, Key: socialKeys.kudos(postId, userId), ConditionExpression: 'attribute_exists(PK)' } };
  try {
    await transact([
      kudos,
      {
        Update: {
          TableName: TABLE,
          Key: socialKeys.post(postId),
          UpdateExpression: 'ADD kudosCount :delta',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':delta': on ? 1 : -1 },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 1) return null;
  }
  return (await getPost(postId))?.kudosCount ?? null;
}

export type AddCommentResult = { state: 'created' | 'exists'; comment: CommentRecord } | { state: 'no_post' } | { state: 'taken' };

/** Adds a comment under its id once (the post's count moves with it). */
export async function addComment(input: Omit<CommentRecord, 'hidden'>): Promise<AddCommentResult> {
  const comment: CommentRecord = { ...input, hidden: false };
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...socialKeys.comment(comment.postId, comment.id),
            ...comment,
            ...socialKeys.reactionIndex(comment.authorId, comment.createdAt),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: socialKeys.post(comment.postId),
          UpdateExpression: 'ADD commentCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    return { state: 'created', comment };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 1) return { state: 'no_post' };
    const existing = await getComment(comment.postId, comment.id);
    return existing && existing.authorId === comment.authorId ? { state: 'exists', comment: existing } : { state: 'taken' };
  }
}

/**
 * Removes the author's comment and its count on the post in one transaction; false when it is not
 * there (or not theirs). The post's count stays if the post itself is gone.
 */
export async function removeComment(postId: string, commentId: string, authorId: string): Promise<boolean> {
  const remove: TransactItem = {
    Delete: {
      TableName: TABLE,
      Key: socialKeys.comment(postId, commentId),
      ConditionExpression: 'authorId = :author',
      ExpressionAttributeValues: { ':author': authorId },
    },
  };
  try {
    await transact([
      remove,
      {
        Update: {
          TableName: TABLE,
          Key: socialKeys.post(postId),
          UpdateExpression: 'ADD commentCount :minusOne',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 0) return false;
  }
  try {
    await transact([remove]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

export async function getComment(postId: string, commentId: string): Promise<CommentRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.comment(postId, commentId), ConsistentRead: true }),
  );
  return Item ? commentOf(Item) : null;
}

/** A post's comments that are shown, oldest first. */
export async function listComments(postId: string): Promise<CommentRecord[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': socialKeys.post(postId).PK, ':prefix': socialKeys.commentPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items
    .map(commentOf)
    .filter((comment) => !comment.hidden)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export type ReportTarget = { kind: 'post'; post: PostRecord } | { kind: 'comment'; post: PostRecord; comment: CommentRecord };

/** The moderation queue's id of a post or comment. */
export function moderationIdOf(target: { kind: 'post' | 'comment'; postId: string; commentId?: string | null }): string {
  return target.kind === 'post' ? `post_${target.postId}` : `comment_${target.postId}_${target.commentId}`;
}

function targetKeyOf(target: ReportTarget) {
  return target.kind === 'post' ? socialKeys.post(target.post.id) : socialKeys.comment(target.post.id, target.comment.id);
}

/** Hiding takes a post out of the public feed's index too; showing it again puts it back. */
function hideUpdate(target: ReportTarget, hidden: boolean): TransactItem {
  const isPublicPost = target.kind === 'post' && target.post.visibility === 'public';
  const update = hidden
    ? `SET #hidden = :hidden${isPublicPost ? ' REMOVE GSI2PK, GSI2SK' : ''}`
    : `SET #hidden = :hidden${isPublicPost ? ', GSI2PK = :gsi2pk, GSI2SK = :gsi2sk' : ''}`;
  const index = isPublicPost ? socialKeys.publicFeedIndex(target.post.createdAt, target.post.id) : null;
  return {
    Update: {
      TableName: TABLE,
      Key: targetKeyOf(target),
      UpdateExpression: update,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ExpressionAttributeValues: {
        ':hidden': hidden,
        ...(index && !hidden ? { ':gsi2pk': index.GSI2PK, ':gsi2sk': index.GSI2SK } : {}),
      },
    },
  };
}

/**
 * One report per member per post or comment: it joins (or opens) the target's moderation queue
 * item. The target is hidden once HIDE_AFTER_REPORTS members reported it while its item is open.
 */
export async function report(
  target: ReportTarget,
  reporterId: string,
  reason: string,
  details: string | undefined,
  now: Date,
): Promise<void> {
  const id = moderationIdOf({ kind: target.kind, postId: target.post.id, commentId: target.kind === 'comment' ? target.comment.id : null });
  const author = target.kind === 'post' ? target.post : target.comment;
  const at = now.toISOString();
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...socialKeys.report(target.post.id, id, reporterId),
            ...socialKeys.reporterIndex(reporterId, at),
            reason,
            details: details ?? null,
            createdAt: at,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: socialKeys.moderation(id),
          UpdateExpression:
            'SET targetKind = :kind, postId = :postId, commentId = :commentId, authorId = :authorId, authorName = :authorName, ' +
            '#text = :text, firstReportedAt = if_not_exists(firstReportedAt, :at), #state = if_not_exists(#state, :open) ' +
            'ADD reports :one, reasons :reason',
          ExpressionAttributeNames: { '#text': 'text', '#state': 'state' },
          ExpressionAttributeValues: {
            ':kind': target.kind,
            ':postId': target.post.id,
            ':commentId': target.kind === 'comment' ? target.comment.id : null,
            ':authorId': author.authorId,
            ':authorName': author.authorName,
            ':text': author.text,
            ':at': at,
            ':open': 'open',
            ':one': 1,
            ':reason': new Set([reason]),
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError && error.index === 0) return;
    throw error;
  }
  try {
    await transact([
      {
        ConditionCheck: {
          TableName: TABLE,
          Key: socialKeys.moderation(id),
          ConditionExpression: '#state = :open AND reports >= :limit',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':open': 'open', ':limit': HIDE_AFTER_REPORTS },
        },
      },
      hideUpdate(target, true),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

function moderationItemOf(item: Record<string, unknown>): ModerationItem {
  return {
    id: item.SK as string,
    targetKind: item.targetKind as ModerationItem['targetKind'],
    postId: item.postId as string,
    commentId: (item.commentId as string | null) ?? null,
    author: { id: item.authorId as string, name: item.authorName as string },
    text: item.text as string,
    reports: Number(item.reports),
    reasons: [...((item.reasons as Set<string> | undefined) ?? [])].sort() as ModerationItem['reasons'],
    firstReportedAt: item.firstReportedAt as string,
    state: item.state as ModerationItem['state'],
  };
}

/** The moderation queue, oldest report first: the admin panel lists this. */
export async function listModerationQueue(state?: ModerationItem['state']): Promise<ModerationItem[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': socialKeys.moderationPartition },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items
    .map(moderationItemOf)
    .filter((item) => state === undefined || item.state === state)
    .sort((a, b) => a.firstReportedAt.localeCompare(b.firstReportedAt));
}

/**
 * An admin hides a reported post or comment, or dismisses its reports (shown again): the queue
 * item, the target and the audit entry are written in one transaction.
 */
export async function moderate(
  id: string,
  action: 'hide' | 'dismiss',
  audit: { actor: AuditActor; requestId: string },
  now: Date,
): Promise<ModerationItem | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: socialKeys.moderation(id), ConsistentRead: true }));
  if (!Item) return null;
  const item = moderationItemOf(Item);
  const post = await getPost(item.postId);
  const comment = item.commentId ? await getComment(item.postId, item.commentId) : null;
  if (!post || (item.targetKind === 'comment' && !comment)) return null;
  const target: ReportTarget = item.targetKind === 'post' ? { kind: 'post', post } : { kind: 'comment', post, comment: comment! };
  const state = action === 'hide' ? 'hidden' : 'dismissed';
  const at = now.toISOString();
  await transact([
    {
      Update: {
        TableName: TABLE,
        Key: socialKeys.moderation(id),
        UpdateExpression: 'SET #state = :state, decidedAt = :at, decidedBy = :admin',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':state': state, ':at': at, ':admin': audit.actor.id },
      },
    },
    hideUpdate(target, action === 'hide'),
    auditPut({
      actor: audit.actor,
      action: `${item.targetKind}.${state}`,
      // Named by its author and its first words.
      target: {
        type: item.targetKind,
        id: item.targetKind === 'post' ? item.postId : item.commentId!,
        name: `${(target.kind === 'post' ? post.authorName : comment!.authorName) ?? ''}: “${(target.kind === 'post' ? post.text : comment!.text).slice(0, 80)}”`,
      },
      requestId: audit.requestId,
      at: now,
      details: { reportId: id },
    }),
  ]);
  return { ...item, state };
}
