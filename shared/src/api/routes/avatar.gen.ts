// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The avatar routes, one export per route.
import type { RouteRef } from '../contract';

export const avatarGet = { id: 'avatar.get', method: 'GET', path: '/api/profile/avatar' } as const satisfies RouteRef<'avatar.get'>;
export const avatarSave = { id: 'avatar.save', method: 'PUT', path: '/api/profile/avatar', outbox: { label: 'outbox.kind.avatar-save' } } as const satisfies RouteRef<'avatar.save'>;
export const avatarBuy = { id: 'avatar.buy', method: 'POST', path: '/api/avatar/purchases', outbox: { label: 'outbox.kind.avatar-buy' } } as const satisfies RouteRef<'avatar.buy'>;
export const avatarList = { id: 'avatar.list', method: 'GET', path: '/api/avatars' } as const satisfies RouteRef<'avatar.list'>;
