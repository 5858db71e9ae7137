// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The wallet routes, one export per route.
import type { RouteRef } from '../contract';

export const walletPurchase = { id: 'wallet.purchase', method: 'POST', path: '/api/web3/crypto-purchase', outbox: { label: 'outbox.kind.purchase', batch: true } } as const satisfies RouteRef<'wallet.purchase'>;
export const walletLedger = { id: 'wallet.ledger', method: 'GET', path: '/api/wallet/ledger' } as const satisfies RouteRef<'wallet.ledger'>;
