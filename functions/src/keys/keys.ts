// The table's common keys (users, emails, sessions, idempotency, purchases, the ledger, throttles,
// devices); each feature's are in keys/<feature>-keys.ts. Handlers never build keys; the stores do.

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** The member's last-seen time, apart from the profile: a heartbeat rewrites ~80 bytes, in no index. */
  lastSeen: (userId: string) => ({ PK: `USER#${userId}`, SK: 'SEEN' }),
  email: (email: string) => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' }),
  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  idempotency: (scope: string, key: string) => ({ PK: `IDEMP#${scope}#${key}`, SK: 'IDEMP' }),
  purchase: (transactionHash: string) => ({ PK: `PURCHASE#${transactionHash.toLowerCase()}`, SK: 'PURCHASE' }),
  /** Ledger entries sort by the member's ledger sequence (wallet/ledger.ts), zero-padded. */
  ledgerEntry: (userId: string, seq: number) => ({ PK: `USER#${userId}`, SK: `LEDGER#${String(seq).padStart(12, '0')}` }),
  ledgerPrefix: 'LEDGER#',
  /** A throttle bucket, e.g. `login-pair#<network>#<sha256 of the email>` (auth/throttle.ts names them). */
  throttle: (bucket: string) => ({ PK: `THROTTLE#${bucket}`, SK: 'THROTTLE' }),
  /** The account a wallet is linked to (lower-cased address): one account per wallet, for good. */
  walletOwner: (address: string) => ({ PK: `WALLET#${address.toLowerCase()}`, SK: 'OWNER' }),
  /** A wallet linked to the user (the account's list). */
  userWallet: (userId: string, address: string) => ({ PK: `USER#${userId}`, SK: `WALLET#${address.toLowerCase()}` }),
  userWalletPrefix: 'WALLET#',
  /** A Sign-In with Ethereum nonce given to a user, used once (TTL). */
  walletNonce: (nonce: string) => ({ PK: `WALLETNONCE#${nonce}`, SK: 'NONCE' }),
  /** A device a user signed in from (the SHA-256 of its `did` cookie's token). */
  device: (tokenHash: string) => ({ PK: `DEVICE#${tokenHash}`, SK: 'DEVICE' }),
} as const;

/** Epoch seconds, the unit of the table's TTL attribute. */
export function epochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
