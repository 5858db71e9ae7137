// Linking a wallet to an account by Sign-In with Ethereum (EIP-4361): the server writes a message
// with a one-use nonce for the wallet the member connected, the wallet signs it, and the server
// checks the signer and links that wallet to this account, for good: a wallet belongs to one
// account. In chain mode a purchase is credited only for a wallet linked to the buyer.
import * as z from 'zod';
import { isAddress } from '../wallet';
import { isoDateTimeSchema } from './common';
import type { RouteTable } from './route-contract';

const addressSchema = z.string({ error: 'address is required' }).refine(isAddress, 'address must be a 0x-prefixed 20-byte hex address');

export const walletLinkChallengeRequestSchema = z.strictObject({ address: addressSchema });
export const walletLinkChallengeResponseSchema = z.object({
  /** The EIP-4361 message for the wallet to sign (personal_sign), exactly as written. */
  message: z.string(),
  nonce: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type WalletLinkChallenge = z.infer<typeof walletLinkChallengeResponseSchema>;

export const walletLinkRequestSchema = z.strictObject({
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'nonce is not one this server gave'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'signature must be a 65-byte hex signature'),
});
export type WalletLinkRequest = z.infer<typeof walletLinkRequestSchema>;

/** The member's linked wallets, lower-cased. */
export const walletLinksResponseSchema = z.object({ addresses: z.array(z.string()) });
export type WalletLinksResponse = z.infer<typeof walletLinksResponseSchema>;

export const walletLinkRoutes = {
  'wallet-links.challenge': {
    method: 'POST',
    path: '/api/wallet/links/challenge',
    guard: 'member',
    summary: 'A Sign-In with Ethereum message for the wallet to sign',
    body: walletLinkChallengeRequestSchema,
    response: walletLinkChallengeResponseSchema,
    status: 201,
  },
  'wallet-links.create': {
    method: 'POST',
    path: '/api/wallet/links',
    guard: 'member',
    summary: 'Link the wallet that signed the message to this account',
    errors: ['wallet_link_invalid', 'wallet_link_taken'],
    body: walletLinkRequestSchema,
    response: walletLinksResponseSchema,
  },
  'wallet-links.list': {
    method: 'GET',
    path: '/api/wallet/links',
    guard: 'member',
    summary: "The account's linked wallets",
    response: walletLinksResponseSchema,
  },
} as const satisfies RouteTable;
