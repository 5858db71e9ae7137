// The social feed: posts with kudos and comments, reports that feed the admin's moderation queue.
//   POST   /api/posts/photos                          createPostPhotoRequestSchema -> 201 two pre-signed PUTs
//   POST   /api/posts                                 createPostRequestSchema -> 201 {post}
//   GET    /api/feed?cursor=&limit=                   -> feedResponseSchema (newest first)
//   GET    /api/posts/{id}, DELETE /api/posts/{id}
//   POST   /api/posts/{id}/kudos, DELETE /api/posts/{id}/kudos   -> kudosResponseSchema
//   GET    /api/posts/{id}/comments, POST /api/posts/{id}/comments
//   POST   /api/posts/{id}/report, POST /api/posts/{id}/comments/{commentId}/report
//   GET    /api/admin/moderation, POST /api/admin/moderation/{id}   (admins)
// Text is stored as written; the app renders it as text. A friends-only post is 404 to a non-friend.
import * as z from 'zod';
import { isoDateTimeSchema, plainTextSchema } from './common';
import { MODERATION_STATES, PHOTO_ALT_MAX, POST_PHOTO_MAX_BYTES, POST_PHOTO_TYPES } from './feed-constants';
import { REPORT_REASONS } from './gyms';
import type { RouteTable } from './route-contract';

export * from './feed-constants';

export const POST_TEXT_MAX = 2000;
export const COMMENT_TEXT_MAX = 1000;
export const FEED_PAGE_DEFAULT = 20;
/** Posts and comments reported by this many members are hidden until a moderator decides. */
export const HIDE_AFTER_REPORTS = 3;

export const VISIBILITIES = ['public', 'friends', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const POST_KINDS = ['text', 'checkin', 'challenge'] as const;

/** A UUID the app makes for each post, comment or message: the server keeps one per id, however often it is sent. */
export const clientIdSchema = z
  .string({ error: 'clientId is required' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'clientId must be a UUID');

function textSchema(max: number) {
  return plainTextSchema('text', max, { multiline: true, blank: 'Write something first' });
}

function photoSize(name: 'size' | 'thumbSize', max: number) {
  return z
    .number({ error: `${name} is required` })
    .int(`${name} must be a whole number of bytes`)
    .positive('The file is empty')
    .max(max, `${name} must be at most ${max / 1024} KB; resize the photo first`);
}

export const createPostPhotoRequestSchema = z.strictObject({
  contentType: z.enum(POST_PHOTO_TYPES, { error: 'The photo must be a JPEG, PNG or WebP picture' }),
  size: photoSize('size', POST_PHOTO_MAX_BYTES.feed),
  thumbSize: photoSize('thumbSize', POST_PHOTO_MAX_BYTES.thumb),
});
const uploadTicketSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Send exactly these headers with the bytes, before `expiresAt`. */
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});
export const createPostPhotoResponseSchema = z.object({ photoId: z.string(), feed: uploadTicketSchema, thumb: uploadTicketSchema });
export type CreatePostPhotoResponse = z.infer<typeof createPostPhotoResponseSchema>;

export const createPostRequestSchema = z.strictObject({
  clientId: clientIdSchema,
  text: textSchema(POST_TEXT_MAX),
  visibility: z.enum(VISIBILITIES, { error: 'visibility must be public, friends or private' }),
  /** A photo this member uploaded (POST /api/posts/photos); `alt` describes it for screen readers. */
  photo: z
    .strictObject({
      id: z.string({ error: 'photo.id is required' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'photo.id is not a photo id'),
      alt: plainTextSchema('photo.alt', PHOTO_ALT_MAX, { min: 0 }).optional(),
    })
    .optional(),
});

const authorSchema = z.object({ id: z.string(), name: z.string() });

export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  kind: z.enum(POST_KINDS),
  text: z.string(),
  visibility: z.enum(VISIBILITIES),
  createdAt: isoDateTimeSchema,
  kudosCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  kudosByMe: z.boolean(),
  mine: z.boolean(),
  /** Signed URLs that read for an hour; `alt` is null when the author wrote none (the app says "Photo by <name>"). */
  photo: z.object({ url: z.string(), thumbUrl: z.string(), alt: z.string().nullable() }).optional(),
});
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = z.object({ post: postSchema });

export const feedQuerySchema = z.strictObject({
  cursor: z.string().max(300, 'cursor is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .optional(),
});
export const feedResponseSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });
export type FeedResponse = z.infer<typeof feedResponseSchema>;

export const kudosResponseSchema = z.object({ postId: z.string(), kudosCount: z.number().int().nonnegative(), kudosByMe: z.boolean() });

export const createCommentRequestSchema = z.strictObject({ clientId: clientIdSchema, text: textSchema(COMMENT_TEXT_MAX) });
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  text: z.string(),
  createdAt: isoDateTimeSchema,
  mine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentResponseSchema = z.object({ comment: commentSchema });
export const commentsResponseSchema = z.object({ comments: z.array(commentSchema) });

export const reportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  details: plainTextSchema('details', 500, { multiline: true, min: 0 }).optional(),
});
export const reportResponseSchema = z.object({ reported: z.literal(true) });

export const moderationItemSchema = z.object({
  /** The reported post's or comment's id in the queue. */
  id: z.string(),
  targetKind: z.enum(['post', 'comment']),
  postId: z.string(),
  commentId: z.string().nullable(),
  author: authorSchema,
  /** What was written, as written. */
  text: z.string(),
  reports: z.number().int().positive(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  firstReportedAt: isoDateTimeSchema,
  state: z.enum(MODERATION_STATES),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueResponseSchema = z.object({ items: z.array(moderationItemSchema) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;
export const moderationQuerySchema = z.strictObject({ state: z.enum(MODERATION_STATES).optional() });
export const moderateRequestSchema = z.strictObject({
  /** hide: nobody sees it any more; dismiss: the reports were wrong, it is shown again. */
  action: z.enum(['hide', 'dismiss'], { error: 'action must be hide or dismiss' }),
});
export const moderateResponseSchema = z.object({ item: moderationItemSchema });

export const feedRoutes = {
  'social.createPhotoUpload': {
    method: 'POST',
    path: '/api/posts/photos',
    guard: 'member',
    summary: "Upload a post's photo (a feed-size copy and a thumbnail)",
    needs: ['uploads'],
    body: createPostPhotoRequestSchema,
    response: createPostPhotoResponseSchema,
    status: 201,
  },
  'social.createPost': {
    method: 'POST',
    path: '/api/posts',
    guard: 'member',
    outbox: { label: 'outbox.kind.post' },
    summary: 'Post to the feed',
    errors: ['client_id_taken', 'photo_taken'],
    needs: ['uploads', 'postPhotos'],
    body: createPostRequestSchema,
    response: postResponseSchema,
    status: 201,
  },
  'social.feed': {
    method: 'GET',
    path: '/api/feed',
    guard: 'member',
    summary: 'The feed, newest first',
    needs: ['uploads'],
    query: feedQuerySchema,
    response: feedResponseSchema,
  },
  'social.getPost': {
    method: 'GET',
    path: '/api/posts/{id}',
    guard: 'member',
    summary: 'One post',
    response: postResponseSchema,
    needs: ['uploads'],
  },
  'social.deletePost': {
    method: 'DELETE',
    path: '/api/posts/{id}',
    guard: 'member',
    outbox: { label: 'outbox.kind.post-delete' },
    summary: 'Delete your post',
    status: 204,
    needs: ['postPhotos'],
  },
  'social.giveKudos': {
    method: 'POST',
    path: '/api/posts/{id}/kudos',
    guard: 'member',
    outbox: { label: 'outbox.kind.kudos' },
    summary: 'Give kudos (once per member)',
    response: kudosResponseSchema,
  },
  'social.takeKudos': {
    method: 'DELETE',
    path: '/api/posts/{id}/kudos',
    guard: 'member',
    outbox: { label: 'outbox.kind.kudos-undo' },
    summary: 'Take your kudos back',
    response: kudosResponseSchema,
  },
  'social.comments': {
    method: 'GET',
    path: '/api/posts/{id}/comments',
    guard: 'member',
    summary: "A post's comments, oldest first",
    response: commentsResponseSchema,
  },
  'social.comment': {
    method: 'POST',
    path: '/api/posts/{id}/comments',
    guard: 'member',
    outbox: { label: 'outbox.kind.comment' },
    summary: 'Comment on a post',
    errors: ['client_id_taken'],
    body: createCommentRequestSchema,
    response: commentResponseSchema,
    status: 201,
  },
  'social.reportPost': {
    method: 'POST',
    path: '/api/posts/{id}/report',
    guard: 'member',
    outbox: { label: 'outbox.kind.post-report' },
    summary: 'Report a post to the moderators',
    body: reportRequestSchema,
    response: reportResponseSchema,
  },
  'social.reportComment': {
    method: 'POST',
    path: '/api/posts/{id}/comments/{commentId}/report',
    guard: 'member',
    outbox: { label: 'outbox.kind.comment-report' },
    summary: 'Report a comment to the moderators',
    body: reportRequestSchema,
    response: reportResponseSchema,
  },
  'social.moderationQueue': {
    method: 'GET',
    path: '/api/admin/moderation',
    guard: ['admin'],
    summary: 'Reported posts and comments',
    query: moderationQuerySchema,
    response: moderationQueueResponseSchema,
  },
  'social.moderate': {
    method: 'POST',
    path: '/api/admin/moderation/{id}',
    guard: ['admin'],
    summary: 'Hide a reported post or comment, or dismiss its reports',
    body: moderateRequestSchema,
    response: moderateResponseSchema,
  },
} as const satisfies RouteTable;
