// Linking the connected wallet to the member's account (chain mode): the server writes a Sign-In
// with Ethereum message (EIP-4361) with a one-use nonce, the wallet signs it (personal_sign, no
// transaction, nothing paid), and the server links the wallet that signed. A purchase in chain mode
// is credited only from a linked wallet.
import * as routes from '@fitchoice/shared/api/routes';
import type { BrowserProvider } from 'ethers';
import { apiCall } from '../../api/client';

/** Whether this wallet is linked to the signed-in account. */
export async function isWalletLinked(account: string): Promise<boolean> {
  const { addresses } = await apiCall(routes.walletLinksList, {});
  return addresses.includes(account.toLowerCase());
}

/** Asks the wallet to sign the server's message for this account, and links it. */
export async function linkWallet(provider: BrowserProvider, account: string): Promise<void> {
  const challenge = await apiCall(routes.walletLinksChallenge, { body: { address: account } });
  const signer = await provider.getSigner(account);
  const signature = await signer.signMessage(challenge.message);
  await apiCall(routes.walletLinksCreate, { body: { nonce: challenge.nonce, signature } });
}
