// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The store routes, one export per route.
import type { RouteRef } from '../contract';

export const storeRewards = { id: 'store.rewards', method: 'GET', path: '/api/store/rewards' } as const satisfies RouteRef<'store.rewards'>;
export const storeRedeem = { id: 'store.redeem', method: 'POST', path: '/api/store/redemptions', outbox: { label: 'outbox.kind.redemption' } } as const satisfies RouteRef<'store.redeem'>;
export const storeRedemptions = { id: 'store.redemptions', method: 'GET', path: '/api/store/redemptions' } as const satisfies RouteRef<'store.redemptions'>;
export const storeUseCode = { id: 'store.useCode', method: 'POST', path: '/api/panel/redemptions/{code}/use' } as const satisfies RouteRef<'store.useCode'>;
export const storeAdminList = { id: 'store.adminList', method: 'GET', path: '/api/admin/rewards' } as const satisfies RouteRef<'store.adminList'>;
export const storeAdminCreate = { id: 'store.adminCreate', method: 'POST', path: '/api/admin/rewards' } as const satisfies RouteRef<'store.adminCreate'>;
export const storeAdminUpdate = { id: 'store.adminUpdate', method: 'PUT', path: '/api/admin/rewards/{id}' } as const satisfies RouteRef<'store.adminUpdate'>;
export const storeAdminRetire = { id: 'store.adminRetire', method: 'DELETE', path: '/api/admin/rewards/{id}' } as const satisfies RouteRef<'store.adminRetire'>;
