// The social feed: posts (public, friends or only me, with an optional photo), kudos, comments,
// reports, and the admins' moderation queue. A post or comment the viewer may not see answers 404,
// as if it did not exist. A post anyone else can read needs a confirmed email (users/verified-email.ts).
import { FEED_PAGE_DEFAULT, feedRoutes, type Post } from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import { areFriends, blockedBetween, friendIdsOf, hiddenIdsOf } from '../friends/store';
import { createHandler } from '../http/handler';
import { assertMayPost } from '../users/verified-email';
import { createPhotoUpload, deletePhoto, discardPendingPhoto, photoView, publishPhoto } from './post-photos';
import { canSeePost } from './post-visibility';
import {
  addComment,
  type CommentRecord,
  createPost,
  deletePost,
  feedPage,
  getComment,
  getPost,
  kudosGivenBy,
  listComments,
  listModerationQueue,
  moderate,
  type PostRecord,
  report,
  setKudos,
} from './posts';

async function toApiPost(post: PostRecord, viewerId: string, kudosByMe: boolean, now: Date): Promise<Post> {
  return {
    id: post.id,
    author: { id: post.authorId, name: post.authorName },
    kind: post.kind,
    text: post.text,
    visibility: post.visibility,
    createdAt: post.createdAt,
    kudosCount: post.kudosCount,
    commentCount: post.commentCount,
    kudosByMe,
    mine: post.authorId === viewerId,
    ...(post.photo ? { photo: await photoView(post.authorId, post.photo, now) } : {}),
  };
}

function toApiComment(comment: CommentRecord, viewerId: string) {
  return {
    id: comment.id,
    postId: comment.postId,
    author: { id: comment.authorId, name: comment.authorName },
    text: comment.text,
    createdAt: comment.createdAt,
    mine: comment.authorId === viewerId,
  };
}

/** The post if this viewer may see it, else 404. */
async function visiblePost(postId: string, viewerId: string): Promise<PostRecord> {
  const post = await getPost(postId);
  if (post && post.authorId !== viewerId) {
    const [isFriend, blocked] = await Promise.all([areFriends(viewerId, post.authorId), blockedBetween(viewerId, post.authorId)]);
    if (canSeePost({ visibility: post.visibility, hidden: post.hidden, isAuthor: false, isFriend, blocked })) return post;
  } else if (post && !post.hidden) {
    return post;
  }
  throw new NotFoundError('Post not found');
}

function readCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z#[A-Za-z0-9_-]{1,128}$/.test(key))
    throw new InvalidInputError('cursor is not valid; start again without it', { field: 'cursor' });
  return key;
}

export const handler = createHandler(feedRoutes, {
  'social.createPhotoUpload': {
    async run({ body, user, now }) {
      return { statusCode: 201, body: await createPhotoUpload(user.id, body, now) };
    },
  },

  'social.createPost': {
    async run({ body, user, now }) {
      assertMayPost(user, body.visibility);
      if (body.photo) await publishPhoto(user.id, body.photo.id);
      const result = await createPost({
        id: body.clientId,
        authorId: user.id,
        authorName: user.name,
        kind: 'text',
        text: body.text,
        visibility: body.visibility,
        createdAt: now.toISOString(),
        photo: body.photo ? { id: body.photo.id, alt: body.photo.alt || null } : null,
      });
      if (result.state === 'taken') throw new ConflictError('This clientId is already used', 'client_id_taken');
      if (result.state === 'photo_taken') throw new ConflictError('This photo belongs to another post', 'photo_taken');
      if (body.photo && result.state === 'created') await discardPendingPhoto(user.id, body.photo.id);
      return { statusCode: 201, body: { post: await toApiPost(result.post, user.id, false, now) } };
    },
  },

  'social.feed': {
    async run({ query, user, now }) {
      const me = user.id;
      const [friendIds, hiddenIds] = await Promise.all([friendIdsOf(me), hiddenIdsOf(me)]);
      const page = await feedPage({ id: me, friendIds, hiddenIds }, readCursor(query.cursor), query.limit ?? FEED_PAGE_DEFAULT);
      const kudos = await kudosGivenBy(
        me,
        page.posts.map((post) => post.id),
      );
      return {
        statusCode: 200,
        body: {
          posts: await Promise.all(page.posts.map((post) => toApiPost(post, me, kudos.has(post.id), now))),
          nextCursor: page.nextCursor === null ? null : Buffer.from(page.nextCursor).toString('base64url'),
        },
      };
    },
  },

  'social.getPost': {
    async run({ params, user, now }) {
      const post = await visiblePost(params.id, user.id);
      const kudos = await kudosGivenBy(user.id, [post.id]);
      return { statusCode: 200, body: { post: await toApiPost(post, user.id, kudos.has(post.id), now) } };
    },
  },

  'social.deletePost': {
    async run({ params, user }) {
      const deleted = await deletePost(params.id, user.id);
      if (!deleted) throw new NotFoundError('Post not found');
      if (deleted.photo) await deletePhoto(deleted.authorId, deleted.photo);
      return { statusCode: 204 };
    },
  },

  'social.giveKudos': {
    async run({ params, user, now }) {
      const post = await visiblePost(params.id, user.id);
      const count = await setKudos(post.id, user.id, true, now);
      if (count === null) throw new NotFoundError('Post not found');
      return { statusCode: 200, body: { postId: post.id, kudosCount: count, kudosByMe: true } };
    },
  },

  'social.takeKudos': {
    async run({ params, user, now }) {
      const post = await visiblePost(params.id, user.id);
      const count = await setKudos(post.id, user.id, false, now);
      if (count === null) throw new NotFoundError('Post not found');
      return { statusCode: 200, body: { postId: post.id, kudosCount: count, kudosByMe: false } };
    },
  },

  'social.comments': {
    async run({ params, user }) {
      const post = await visiblePost(params.id, user.id);
      const hidden = await hiddenIdsOf(user.id);
      const comments = (await listComments(post.id)).filter((comment) => !hidden.has(comment.authorId));
      return { statusCode: 200, body: { comments: comments.map((comment) => toApiComment(comment, user.id)) } };
    },
  },

  'social.comment': {
    async run({ params, body, user, now }) {
      const post = await visiblePost(params.id, user.id);
      const result = await addComment({
        id: body.clientId,
        postId: post.id,
        authorId: user.id,
        authorName: user.name,
        text: body.text,
        createdAt: now.toISOString(),
      });
      if (result.state === 'no_post') throw new NotFoundError('Post not found');
      if (result.state === 'taken') throw new ConflictError('This clientId is already used', 'client_id_taken');
      return { statusCode: 201, body: { comment: toApiComment(result.comment, user.id) } };
    },
  },

  'social.reportPost': {
    async run({ params, body, user, now }) {
      const post = await visiblePost(params.id, user.id);
      if (post.authorId === user.id) throw new ForbiddenError('You cannot report your own post');
      await report({ kind: 'post', post }, user.id, body.reason, body.details, now);
      return { statusCode: 200, body: { reported: true } };
    },
  },

  'social.reportComment': {
    async run({ params, body, user, now }) {
      const post = await visiblePost(params.id, user.id);
      const comment = await getComment(post.id, params.commentId);
      if (!comment || comment.hidden) throw new NotFoundError('Comment not found');
      if (comment.authorId === user.id) throw new ForbiddenError('You cannot report your own comment');
      await report({ kind: 'comment', post, comment }, user.id, body.reason, body.details, now);
      return { statusCode: 200, body: { reported: true } };
    },
  },

  'social.moderationQueue': {
    async run({ query }) {
      return { statusCode: 200, body: { items: await listModerationQueue(query.state) } };
    },
  },

  'social.moderate': {
    async run({ params, body, user, now, requestId }) {
      const item = await moderate(params.id, body.action, { actor: { id: user.id, name: user.name }, requestId }, now);
      if (!item) throw new NotFoundError('Nothing reported under this id');
      return { statusCode: 200, body: { item } };
    },
  },
});
