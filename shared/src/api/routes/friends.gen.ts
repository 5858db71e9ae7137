// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The friends routes, one export per route.
import type { RouteRef } from '../contract';

export const friendsSearch = { id: 'friends.search', method: 'GET', path: '/api/members' } as const satisfies RouteRef<'friends.search'>;
export const friendsMember = { id: 'friends.member', method: 'GET', path: '/api/members/{id}' } as const satisfies RouteRef<'friends.member'>;
export const friendsRequest = { id: 'friends.request', method: 'POST', path: '/api/friends/requests', outbox: { label: 'outbox.kind.friend-request' } } as const satisfies RouteRef<'friends.request'>;
export const friendsAccept = { id: 'friends.accept', method: 'POST', path: '/api/friends/requests/{id}/accept', outbox: { label: 'outbox.kind.friend-accept' } } as const satisfies RouteRef<'friends.accept'>;
export const friendsDropRequest = { id: 'friends.dropRequest', method: 'DELETE', path: '/api/friends/requests/{id}', outbox: { label: 'outbox.kind.friend-drop' } } as const satisfies RouteRef<'friends.dropRequest'>;
export const friendsList = { id: 'friends.list', method: 'GET', path: '/api/friends' } as const satisfies RouteRef<'friends.list'>;
export const friendsRemove = { id: 'friends.remove', method: 'DELETE', path: '/api/friends/{userId}', outbox: { label: 'outbox.kind.friend-remove' } } as const satisfies RouteRef<'friends.remove'>;
export const friendsBlock = { id: 'friends.block', method: 'POST', path: '/api/users/{id}/block', outbox: { label: 'outbox.kind.block' } } as const satisfies RouteRef<'friends.block'>;
export const friendsUnblock = { id: 'friends.unblock', method: 'DELETE', path: '/api/users/{id}/block', outbox: { label: 'outbox.kind.unblock' } } as const satisfies RouteRef<'friends.unblock'>;
export const friendsActivity = { id: 'friends.activity', method: 'GET', path: '/api/friends/activity' } as const satisfies RouteRef<'friends.activity'>;
export const friendsSettings = { id: 'friends.settings', method: 'GET', path: '/api/social/settings' } as const satisfies RouteRef<'friends.settings'>;
export const friendsSaveSettings = { id: 'friends.saveSettings', method: 'PUT', path: '/api/social/settings', outbox: { label: 'outbox.kind.social-settings' } } as const satisfies RouteRef<'friends.saveSettings'>;
