// The feed kept on the device: the first page replaces the copy on every refresh (so deleted and
// hidden posts go), further pages are added, and the screen renders from here, online or not.
import type { FeedResponse, Post } from '@fitchoice/shared/api';
import { from, map, type Observable, switchMap } from 'rxjs';
import { apiCall, routes } from '../../api/client';
import { getSocialDatabase, type PostDoc } from '../../db/social-collections';

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

/** Fetches a page; the first page replaces the cached feed. Answers the next cursor. */
export async function fetchFeedPage(userId: string, cursor: string | null): Promise<string | null> {
  const page: FeedResponse = await apiCall(routes.socialFeed, { query: { cursor: cursor ?? undefined } });
  const db = await getSocialDatabase();
  if (cursor === null) {
    const keep = new Set(page.posts.map((post) => `${userId}|${post.id}`));
    const cached = await db.posts.find({ selector: { userId } }).exec();
    await db.posts.bulkRemove(cached.filter((doc) => !keep.has(doc.id)).map((doc) => doc.id));
  }
  await db.posts.bulkUpsert(page.posts.map((post) => docOf(userId, post)));
  return page.nextCursor;
}

export async function patchPost(userId: string, postId: string, patch: (post: Post) => Post): Promise<void> {
  const db = await getSocialDatabase();
  await db.posts.findOne(`${userId}|${postId}`).incrementalModify((doc) => ({ ...doc, post: patch(doc.post) }));
}

export async function forgetPost(userId: string, postId: string): Promise<void> {
  await (await getSocialDatabase()).posts.findOne(`${userId}|${postId}`).remove();
}
