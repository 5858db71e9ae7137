// POST /api/web3/crypto-purchase (SweatCoins bought with ETH, credited once per transaction hash,
// in chain mode only from a wallet linked to the buyer: ../wallet-links/handler.ts) and GET
// /api/wallet/ledger (the member's SweatCoin ledger).

import { formatCoinCents, parseCoinsToCents, parseEthToWei, sweatCoinsForEth } from '@fitchoice/shared';
import {
  CHAIN_TRANSACTION_HASH,
  type CryptoPurchaseResponse,
  DEMO_TRANSACTION_HASH,
  type LedgerResponse,
  ledgerRoutes,
  purchaseRoutes,
} from '@fitchoice/shared/api';
import { config } from '../config';
import { ForbiddenError } from '../errors';
import { createHandler, type Reply } from '../http/handler';
import { walletOwner } from '../wallet-links/store';
import { verifyPayment } from './chain';
import { listLedger } from './ledger';
import { creditPurchase, getPurchase, type PurchaseRecord } from './purchases';

const DEFAULT_LEDGER_PAGE = 50;

function purchaseAnswer(purchase: PurchaseRecord): Reply {
  const body: CryptoPurchaseResponse = {
    success: true,
    message: `You've purchased ${formatCoinCents(purchase.coinCents)} SweatCoins`,
    balance: formatCoinCents(purchase.balanceAfterCents),
  };
  return { statusCode: 200, body };
}

/** Seconds a client waits before asking again about a transaction not yet mined or confirmed. */
const CONFIRMATION_RETRY_AFTER_SECONDS = '5';

function refusal(statusCode: number, message: string, transient = false): Reply {
  const body: CryptoPurchaseResponse = { success: false, message };
  // Retry-After marks a transient refusal as worth repeating: the app's outbox sends it again then.
  return { statusCode, body, transient, ...(transient ? { headers: { 'retry-after': CONFIRMATION_RETRY_AFTER_SECONDS } } : {}) };
}

/** The same hash again: the first result for its buyer, a conflict for anyone else. */
function answerForExisting(purchase: PurchaseRecord, userId: string): Reply {
  if (purchase.userId !== userId) return refusal(409, 'This transaction was already used for a purchase by another account');
  return purchaseAnswer(purchase);
}

export const handler = createHandler(
  { ...ledgerRoutes, ...purchaseRoutes },
  {
    'wallet.purchase': {
      profile: false, // the credit reads the balance itself
      // Only reads before the credit's transaction, which writes the answer too (a failed condition
      // of it, the answer's included, reaches here as ConditionFailedError).
      answerInTransaction: true,
      errorBody: (error) => ({ success: false, message: error.error, ...error }),
      async run({ body, session, storeAnswer, now }) {
        const userId = session.userId;
        const wei = parseEthToWei(body.ethAmount);
        if (config.purchaseMode === 'demo') {
          if (!DEMO_TRANSACTION_HASH.test(body.transactionHash)) {
            return refusal(422, 'This server runs in demo mode and accepts only demo-<timestamp> transaction hashes');
          }
        } else {
          if (!CHAIN_TRANSACTION_HASH.test(body.transactionHash)) {
            return refusal(422, 'Demo purchases are not accepted here; pay with a real transaction');
          }
          // A hash already credited is answered without asking the chain again.
          const existing = await getPurchase(body.transactionHash);
          if (existing) return answerForExisting(existing, userId);
          // The payment's sender proves nothing about the caller: the wallet must be the caller's, by signature.
          if ((await walletOwner(body.walletAddress)) !== userId) {
            throw new ForbiddenError(
              'Link this wallet to your account first: connect it in the app and sign the message your wallet shows',
              'wallet_not_linked',
              { field: 'walletAddress' },
            );
          }
          const verdict = await verifyPayment(
            {
              rpcUrl: config.ethRpcUrl!,
              treasuryAddress: config.treasuryAddress!,
              chainId: config.chainId!,
              minConfirmations: config.minConfirmations,
            },
            { transactionHash: body.transactionHash, walletAddress: body.walletAddress, wei },
          );
          if (!verdict.ok) return refusal(verdict.transient ? 409 : 422, verdict.message, verdict.transient);
        }

        // The answer is stored for the Idempotency-Key in the credit's own transaction.
        const result = await creditPurchase(
          {
            transactionHash: body.transactionHash,
            userId,
            walletAddress: body.walletAddress.toLowerCase(),
            ethAmount: body.ethAmount,
            coinCents: parseCoinsToCents(sweatCoinsForEth(body.ethAmount)),
            createdAt: now.toISOString(),
          },
          (purchase) => (storeAnswer ? [storeAnswer(purchaseAnswer(purchase))] : []),
        );
        if (result.state === 'exists') return answerForExisting(result.purchase, userId);
        return { ...purchaseAnswer(result.purchase), storedInTransaction: storeAnswer !== null };
      },
    },

    'wallet.ledger': {
      async run({ user, query }) {
        const entries = await listLedger(user.id, query.limit ?? DEFAULT_LEDGER_PAGE);
        const body: LedgerResponse = {
          balance: formatCoinCents(user.sweatCoinCents),
          entries: entries.map((entry) => ({
            id: entry.id,
            kind: entry.kind,
            amount: formatCoinCents(entry.amountCents),
            balanceAfter: formatCoinCents(entry.balanceAfterCents),
            transactionHash: entry.transactionHash,
            refId: entry.refId,
            createdAt: entry.createdAt,
          })),
        };
        return { statusCode: 200, body };
      },
    },
  },
);
