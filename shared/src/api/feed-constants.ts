// The feed's photo sizes and the moderation queue's states, without zod: the app's feed and
// moderation screens read them without loading the schemas (feed.ts builds its schemas from them
// and re-exports them).

/**
 * A post's photo: the app resizes the picked picture into a feed-size copy (at most
 * POST_PHOTO_EDGE px on its long side) and a thumbnail (POST_PHOTO_THUMB_EDGE px), asks for two
 * pre-signed uploads and PUTs them, then names the photo's id in the post.
 */
export const POST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PostPhotoType = (typeof POST_PHOTO_TYPES)[number];
export const POST_PHOTO_EDGE = 1280;
export const POST_PHOTO_THUMB_EDGE = 320;
export const POST_PHOTO_MAX_BYTES = { feed: 2 * 1024 * 1024, thumb: 256 * 1024 } as const;
export const PHOTO_ALT_MAX = 300;

export const MODERATION_STATES = ['open', 'hidden', 'dismissed'] as const;
