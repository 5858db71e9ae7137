// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The social routes, one export per route.
import type { RouteRef } from '../contract';

export const socialCreatePhotoUpload = { id: 'social.createPhotoUpload', method: 'POST', path: '/api/posts/photos' } as const satisfies RouteRef<'social.createPhotoUpload'>;
export const socialCreatePost = { id: 'social.createPost', method: 'POST', path: '/api/posts', outbox: { label: 'outbox.kind.post' } } as const satisfies RouteRef<'social.createPost'>;
export const socialFeed = { id: 'social.feed', method: 'GET', path: '/api/feed' } as const satisfies RouteRef<'social.feed'>;
export const socialGetPost = { id: 'social.getPost', method: 'GET', path: '/api/posts/{id}' } as const satisfies RouteRef<'social.getPost'>;
export const socialDeletePost = { id: 'social.deletePost', method: 'DELETE', path: '/api/posts/{id}', outbox: { label: 'outbox.kind.post-delete' } } as const satisfies RouteRef<'social.deletePost'>;
export const socialGiveKudos = { id: 'social.giveKudos', method: 'POST', path: '/api/posts/{id}/kudos', outbox: { label: 'outbox.kind.kudos' } } as const satisfies RouteRef<'social.giveKudos'>;
export const socialTakeKudos = { id: 'social.takeKudos', method: 'DELETE', path: '/api/posts/{id}/kudos', outbox: { label: 'outbox.kind.kudos-undo' } } as const satisfies RouteRef<'social.takeKudos'>;
export const socialComments = { id: 'social.comments', method: 'GET', path: '/api/posts/{id}/comments' } as const satisfies RouteRef<'social.comments'>;
export const socialComment = { id: 'social.comment', method: 'POST', path: '/api/posts/{id}/comments', outbox: { label: 'outbox.kind.comment' } } as const satisfies RouteRef<'social.comment'>;
export const socialReportPost = { id: 'social.reportPost', method: 'POST', path: '/api/posts/{id}/report', outbox: { label: 'outbox.kind.post-report' } } as const satisfies RouteRef<'social.reportPost'>;
export const socialReportComment = { id: 'social.reportComment', method: 'POST', path: '/api/posts/{id}/comments/{commentId}/report', outbox: { label: 'outbox.kind.comment-report' } } as const satisfies RouteRef<'social.reportComment'>;
export const socialModerationQueue = { id: 'social.moderationQueue', method: 'GET', path: '/api/admin/moderation' } as const satisfies RouteRef<'social.moderationQueue'>;
export const socialModerate = { id: 'social.moderate', method: 'POST', path: '/api/admin/moderation/{id}' } as const satisfies RouteRef<'social.moderate'>;
