// Sign-In with Ethereum (EIP-4361) for linking a wallet: the message the server writes for the
// wallet to sign, and the wallet that signed it. The server keeps the message it wrote with its
// nonce, so it never parses one back; it only recovers the signer (ethers' verifyMessage, the
// EIP-191 personal_sign digest) and compares it with the wallet the message names. ethers loads
// with the first link, not with the handler, so the local runtime starts without it (~0.25 s CPU).

export interface LinkMessageFields {
  /** The app's origin, e.g. https://fitchoice.example: its host is the EIP-4361 domain. */
  origin: string;
  address: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

export const LINK_STATEMENT = 'Link this wallet to your FitChoice account. SweatCoins bought from it are credited to this account only.';

/** The EIP-4361 message, with the address in its EIP-55 checksum form as the standard asks. */
export async function linkMessage(fields: LinkMessageFields): Promise<string> {
  const { getAddress } = await import('ethers/address');
  return [
    `${new URL(fields.origin).host} wants you to sign in with your Ethereum account:`,
    getAddress(fields.address),
    '',
    LINK_STATEMENT,
    '',
    `URI: ${fields.origin}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expiresAt.toISOString()}`,
  ].join('\n');
}

/** The lower-cased address that signed the message, or null for a signature that is not one. */
export async function signerOf(message: string, signature: string): Promise<string | null> {
  const { verifyMessage } = await import('ethers/hash');
  try {
    return verifyMessage(message, signature).toLowerCase();
  } catch {
    return null;
  }
}
