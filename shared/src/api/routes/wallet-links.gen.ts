// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The wallet-links routes, one export per route.
import type { RouteRef } from '../contract';

export const walletLinksChallenge = { id: 'wallet-links.challenge', method: 'POST', path: '/api/wallet/links/challenge' } as const satisfies RouteRef<'wallet-links.challenge'>;
export const walletLinksCreate = { id: 'wallet-links.create', method: 'POST', path: '/api/wallet/links' } as const satisfies RouteRef<'wallet-links.create'>;
export const walletLinksList = { id: 'wallet-links.list', method: 'GET', path: '/api/wallet/links' } as const satisfies RouteRef<'wallet-links.list'>;
