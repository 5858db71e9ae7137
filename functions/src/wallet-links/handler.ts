// POST /api/wallet/links/challenge, POST /api/wallet/links and GET /api/wallet/links: a member
// proves a wallet is theirs by signing a Sign-In with Ethereum message (siwe-message.ts), and
// that wallet is linked to their account for good (one account per wallet). Its own Lambda: ethers'
// signature recovery stays out of the purchase's bundle.
import { randomBytes } from 'node:crypto';
import { type WalletLinkChallenge, type WalletLinksResponse, walletLinkRoutes } from '@fitchoice/shared/api';
import { config } from '../config';
import { ConflictError, InvalidInputError } from '../errors';
import { createHandler } from '../http/handler';
import { linkMessage, signerOf } from './siwe-message';
import { getWalletNonce, linkWallet, saveWalletNonce, walletsOf } from './store';

/** How long a message may wait for its signature. */
const NONCE_TTL_MS = 10 * 60 * 1000;
/** The chain a message names in demo mode, where the server has none. */
const DEMO_CHAIN_ID = 1;

const refused = (message: string) => new InvalidInputError(message, { code: 'wallet_link_invalid', field: 'signature' });

export const handler = createHandler(walletLinkRoutes, {
  'wallet-links.challenge': {
    profile: false,
    // The message names the app's origin (the page the wallet was asked from), so a cookie-less caller has none to name.
    requireOrigin: true,
    async run({ body, session, event, now }) {
      const nonce = randomBytes(16).toString('hex');
      const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
      const message = await linkMessage({
        // Header names come lower-cased from API Gateway and from the local adapter alike.
        origin: event.headers.origin!,
        address: body.address,
        chainId: config.purchaseMode === 'chain' ? config.chainId! : DEMO_CHAIN_ID,
        nonce,
        issuedAt: now,
        expiresAt,
      });
      await saveWalletNonce({ nonce, userId: session.userId, address: body.address.toLowerCase(), message, expiresAt });
      const answer: WalletLinkChallenge = { message, nonce, expiresAt: expiresAt.toISOString() };
      return { statusCode: 201, body: answer };
    },
  },

  'wallet-links.create': {
    profile: false,
    async run({ body, session, now }) {
      const userId = session.userId;
      const nonce = await getWalletNonce(body.nonce, now);
      if (!nonce || nonce.userId !== userId) throw refused('This link request has expired or was used; connect the wallet again');
      if ((await signerOf(nonce.message, body.signature)) !== nonce.address) {
        throw refused('The signature is not from the wallet named in the message');
      }
      const outcome = await linkWallet(nonce, now);
      if (outcome === 'nonce_used') throw refused('This link request has expired or was used; connect the wallet again');
      if (outcome === 'wallet_taken') throw new ConflictError('This wallet is linked to another FitChoice account', 'wallet_link_taken');
      const answer: WalletLinksResponse = { addresses: await walletsOf(userId) };
      return { statusCode: 200, body: answer };
    },
  },

  'wallet-links.list': {
    profile: false,
    async run({ session }) {
      const answer: WalletLinksResponse = { addresses: await walletsOf(session.userId) };
      return { statusCode: 200, body: answer };
    },
  },
});
