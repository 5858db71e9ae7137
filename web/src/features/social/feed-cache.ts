// The feed kept on the device: the first page replaces the copy on every refresh (so deleted and
// hidden posts go), further pages are added, and the screen renders from here, online or not.
import type { FeedResponse, Post } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { from, map, type Observable, switchMap } from 'rxjs';
import { apiCall } from '../../api/client';
import { getSocialDatabase, type PostDoc } from '../../db/social-collections';
import { entriesNewerThan } from '../../outbox/entries';

const docOf = (userId: string, post: Post): PostDoc => ({
  id: `${userId}|${post.id}`,
  userId,
  sortKey: `${post.createdAt}#${post.id}`,
  post,
});

export function feed$(userId: string): Observable<Post[]> {
  return from(getSocialDatabase()).pipe(
    switchMap((db) => db.posts.find({ selector: { userId }, sort: [{ sortKey: 'desc' }] }).$),
    map((docs) => docs.map((doc) => doc.get('post') as Post)),
  );
}

/**
 * Fetches a page; the first page replaces the cached feed, but for the member's own posts answered
 * after the read started (the read cannot have had them). Answers the next cursor.
 */
export async function fetchFeedPage(userId: string, cursor: string | null): Promise<string | null> {
  const startedAt = Date.now();
  const page: FeedResponse = await apiCall(
    routes.socialFeed,
    { query: { cursor: cursor ?? undefined } },
    {
      onCachedCopy: () => {
        // The device's copy is at least as new as the worker's: nothing to write (the screen says offline).
        throw new Error('The feed came from the service worker’s cache');
      },
    },
  );
  const db = await getSocialDatabase();
  if (cursor === null) {
    const ownSince = (await entriesNewerThan([routes.socialCreatePost.id], startedAt)).flatMap((entry) =>
      entry.state === 'done' ? [entry.response.post] : [],
    );
    const keep = new Set([...page.posts, ...ownSince].map((post) => `${userId}|${post.id}`));
    const cached = await db.posts.find({ selector: { userId } }).exec();
    await db.posts.bulkRemove(cached.filter((doc) => !keep.has(doc.id)).map((doc) => doc.id));
  }
  await db.posts.bulkUpsert(page.posts.map((post) => docOf(userId, post)));
  return page.nextCursor;
}

/** Writes one post the server answered (a new post, a kudos count) over the cached copy. */
export async function cachePost(userId: string, post: Post): Promise<void> {
  await (await getSocialDatabase()).posts.upsert(docOf(userId, post));
}

export async function patchPost(userId: string, postId: string, patch: (post: Post) => Post): Promise<void> {
  const db = await getSocialDatabase();
  await db.posts.findOne(`${userId}|${postId}`).incrementalModify((doc) => ({ ...doc, post: patch(doc.post) }));
}

export async function forgetPost(userId: string, postId: string): Promise<void> {
  await (await getSocialDatabase()).posts.findOne(`${userId}|${postId}`).remove();
}
