// Chain mode against a local Ethereum dev chain (ganache, started here): a member links a wallet by
// signing the server's Sign-In with Ethereum message (one account per wallet), and the server reads
// each transaction over JSON-RPC and credits only a successful payment from the buyer's own linked
// wallet to the treasury, of the exact value, on the expected chain, with enough confirmations.
import { randomUUID } from 'node:crypto';
import { appConfigResponseSchema, ledgerResponseSchema } from '@fitchoice/shared/api';
import { getAddress, hexlify, JsonRpcProvider, type JsonRpcSigner, parseEther, toUtf8Bytes } from 'ethers';
import ganache from 'ganache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/local/dynamodb-local';
import type { LocalStack } from '../src/local/index';
import { setClock } from './gym-helpers';
import { type Client, send, signUp, startTestStack } from './helpers';

const CHAIN_ID = 1337;
const MIN_CONFIRMATIONS = 2;

// The treasury is a contract that accepts plain ETH and reverts when a call carries data: that is
// how a failed transaction to the right address is made here.
// Runtime: CALLDATASIZE ISZERO PUSH1 9 JUMPI PUSH1 0 DUP1 REVERT JUMPDEST STOP
const TREASURY_RUNTIME = '3615600957600080fd5b00';
const TREASURY_INIT = `0x600b600c600039600b6000f3${TREASURY_RUNTIME}`;

let chain: ReturnType<typeof ganache.server>;
let provider: JsonRpcProvider;
let deployer: JsonRpcSigner;
let stranger: JsonRpcSigner;
let treasury: string;
let stack: LocalStack;

beforeAll(async () => {
  const port = await freePort();
  // ganache's declared option types collapse to `undefined` under TypeScript 7: name the shape we pass.
  const startChain = ganache.server as (options: object) => ReturnType<typeof ganache.server>;
  chain = startChain({ logging: { quiet: true }, wallet: { deterministic: true, totalAccounts: WALLETS }, chain: { chainId: CHAIN_ID } });
  await chain.listen(port, '127.0.0.1');
  provider = new JsonRpcProvider(`http://127.0.0.1:${port}`, CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
  [deployer, stranger] = await Promise.all([provider.getSigner(0), provider.getSigner(1)]);
  const deploy = await deployer.sendTransaction({ data: TREASURY_INIT });
  treasury = (await deploy.wait())!.contractAddress!;
  stack = await startTestStack({
    seedCatalogue: false,
    env: {
      PURCHASE_MODE: 'chain',
      ETH_RPC_URL: `http://127.0.0.1:${port}`,
      TREASURY_ADDRESS: treasury,
      CHAIN_ID: String(CHAIN_ID),
      MIN_CONFIRMATIONS: String(MIN_CONFIRMATIONS),
    },
  });
});

afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
  provider?.destroy();
  await chain?.close();
});

async function mine(blocks: number): Promise<void> {
  for (let i = 0; i < blocks; i++) await provider.send('evm_mine', []);
}

/** Sends a payment and mines enough blocks on top of it. */
async function pay(from: JsonRpcSigner, to: string, eth: string, data = '0x', confirmations = MIN_CONFIRMATIONS): Promise<string> {
  const tx = await from.sendTransaction({ to, value: parseEther(eth), data, gasLimit: 100_000 });
  await provider.waitForTransaction(tx.hash, 1); // unlike tx.wait(), does not throw on a reverted payment
  await mine(confirmations - 1);
  return tx.hash;
}

function body(transactionHash: string, walletAddress: string, eth = '0.01') {
  const coins = (Number(eth) * 100_000).toFixed(2);
  return { walletAddress, ethAmount: eth, sweatCoinsAmount: coins, transactionHash };
}

async function balanceOf(client: Client): Promise<string> {
  return ledgerResponseSchema.parse((await client.get('/api/wallet/ledger')).json).balance;
}

/** Accounts 0 and 1 deploy and pay as strangers; each buyer gets a wallet of its own from 2 on. */
const WALLETS = 40;
let nextWallet = 2;
const freshWallet = () => provider.getSigner(nextWallet++);

/**
 * The wallet's personal_sign (EIP-191) of a message. ganache answers that as eth_sign, which adds
 * the same prefix; its personal_sign is not there.
 */
async function sign(signer: JsonRpcSigner, message: string): Promise<string> {
  return provider.send('eth_sign', [await signer.getAddress(), hexlify(toUtf8Bytes(message))]);
}

/** Asks the server for the message, signs it with `signer` and sends it: the app's connect, step by step. */
async function link(client: Client, signer: JsonRpcSigner, address?: string) {
  const challenge = await client.post('/api/wallet/links/challenge', { address: address ?? (await signer.getAddress()) });
  expect(challenge.status, challenge.text).toBe(201);
  const signature = await sign(signer, challenge.json.message);
  return { challenge: challenge.json, answer: await client.post('/api/wallet/links', { nonce: challenge.json.nonce, signature }) };
}

/** A member with a wallet of their own, linked. */
async function linkedBuyer(name = 'Ana'): Promise<{ client: Client; wallet: JsonRpcSigner; address: string }> {
  const { client } = await signUp(stack.url, name);
  const wallet = await freshWallet();
  const { answer } = await link(client, wallet);
  expect(answer.status, answer.text).toBe(200);
  return { client, wallet, address: await wallet.getAddress() };
}

describe('linking a wallet by Sign-In with Ethereum', () => {
  it('writes an EIP-4361 message for the wallet, and links the wallet that signs it', async () => {
    const { client } = await signUp(stack.url);
    const wallet = await freshWallet();
    const address = await wallet.getAddress();
    const { challenge, answer } = await link(client, wallet, address.toLowerCase());
    const lines = challenge.message.split('\n');
    expect(lines[0]).toBe(`${new URL(stack.url).host} wants you to sign in with your Ethereum account:`);
    expect(lines[1]).toBe(getAddress(address)); // EIP-55 checksum form, as the standard asks
    expect(lines).toEqual(
      expect.arrayContaining([`URI: ${new URL(stack.url).origin}`, 'Version: 1', `Chain ID: ${CHAIN_ID}`, `Nonce: ${challenge.nonce}`]),
    );
    expect(challenge.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.addresses).toEqual([address.toLowerCase()]);
    expect((await client.get('/api/wallet/links')).json.addresses).toEqual([address.toLowerCase()]);
  });

  it('refuses a signature from another wallet, a nonce used twice or another member’s, and an expired one', async () => {
    const { client } = await signUp(stack.url);
    const [wallet, other] = await Promise.all([freshWallet(), freshWallet()]);
    const wrong = await link(client, other, await wallet.getAddress());
    expect(wrong.answer.status).toBe(400);
    expect(wrong.answer.json).toMatchObject({ code: 'wallet_link_invalid', field: 'signature' });

    const { challenge, answer } = await link(client, wallet);
    expect(answer.status).toBe(200);
    const signature = await sign(wallet, challenge.message);
    expect((await client.post('/api/wallet/links', { nonce: challenge.nonce, signature })).status).toBe(400);

    const mine = await client.post('/api/wallet/links/challenge', { address: await other.getAddress() });
    const thief = await signUp(stack.url, 'Bo');
    const stolen = await thief.client.post('/api/wallet/links', {
      nonce: mine.json.nonce,
      signature: await sign(other, mine.json.message),
    });
    expect(stolen.status).toBe(400);

    const late = await client.post('/api/wallet/links/challenge', { address: await other.getAddress() });
    await setClock(stack.url, new Date(Date.now() + 11 * 60_000).toISOString());
    try {
      const expired = await client.post('/api/wallet/links', {
        nonce: late.json.nonce,
        signature: await sign(other, late.json.message),
      });
      expect(expired.status).toBe(400);
    } finally {
      await setClock(stack.url, null);
    }
    expect((await client.get('/api/wallet/links')).json.addresses).toEqual([(await wallet.getAddress()).toLowerCase()]);
    expect((await thief.client.get('/api/wallet/links')).json.addresses).toEqual([]);
  });

  it('links a wallet to one account only', async () => {
    const { wallet } = await linkedBuyer();
    const second = await signUp(stack.url, 'Bo');
    const { answer } = await link(second.client, wallet);
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'wallet_link_taken' });
    expect((await second.client.get('/api/wallet/links')).json.addresses).toEqual([]);
  });

  it('links at most once under 20 parallel links of one wallet from two accounts', async () => {
    const wallet = await freshWallet();
    const [ana, bo] = await Promise.all([signUp(stack.url, 'Ana'), signUp(stack.url, 'Bo')]);
    const signed = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const client = i % 2 === 0 ? ana.client : bo.client;
        const challenge = (await client.post('/api/wallet/links/challenge', { address: await wallet.getAddress() })).json;
        return { client, nonce: challenge.nonce, signature: await sign(wallet, challenge.message) };
      }),
    );
    const answers = await Promise.all(signed.map(({ client, nonce, signature }) => client.post('/api/wallet/links', { nonce, signature })));
    expect(answers.map((a) => a.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    // Every link that went through is one account's; the other account's all found the wallet taken.
    expect(new Set(signed.filter((_, i) => answers[i]!.status === 200).map((call) => call.client)).size).toBe(1);
    const linkedTo = await Promise.all([ana, bo].map(async (m) => (await m.client.get('/api/wallet/links')).json.addresses.length));
    expect(linkedTo.sort()).toEqual([0, 1]);
  });
});

describe('chain mode', () => {
  it('tells the app the mode, the treasury and the chain', async () => {
    const config = appConfigResponseSchema.parse((await send(stack.url, '/api/config')).json);
    expect(config).toEqual({ purchaseMode: 'chain', treasuryAddress: treasury, chainId: CHAIN_ID });
  });

  it('credits a confirmed payment to the treasury once, and refuses it for another account', async () => {
    const { client, wallet, address } = await linkedBuyer();
    const hash = await pay(wallet, treasury, '0.01');
    const answer = await client.post('/api/web3/crypto-purchase', body(hash, address.toLowerCase()));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: "You've purchased 1000.00 SweatCoins", balance: '1000.00' });
    expect((await client.post('/api/web3/crypto-purchase', body(hash, address))).json.balance).toBe('1000.00');
    expect(await balanceOf(client)).toBe('1000.00');
    const other = await signUp(stack.url, 'Bo');
    expect((await other.client.post('/api/web3/crypto-purchase', body(hash, address))).status).toBe(409);
    expect(await balanceOf(other.client)).toBe('0.00');
  });

  it('refuses a payment from a wallet not linked to the caller, so watching the treasury claims nothing', async () => {
    const { client, wallet, address } = await linkedBuyer();
    const hash = await pay(wallet, treasury, '0.02');
    const watcher = await signUp(stack.url, 'Wat');
    const claimed = await watcher.client.post('/api/web3/crypto-purchase', body(hash, address, '0.02'));
    expect(claimed.status).toBe(403);
    expect(claimed.json).toMatchObject({ success: false, code: 'wallet_not_linked', field: 'walletAddress' });
    expect(claimed.json.message).toMatch(/Link this wallet to your account first/);
    expect(await balanceOf(watcher.client)).toBe('0.00');
    // The buyer's own claim is still there to make.
    expect((await client.post('/api/web3/crypto-purchase', body(hash, address, '0.02'))).status).toBe(200);
    expect(await balanceOf(client)).toBe('2000.00');
  });

  it.each([
    {
      name: 'a wrong recipient',
      send: async (wallet: JsonRpcSigner) => pay(wallet, await stranger.getAddress(), '0.01'),
      eth: '0.01',
      message: /did not pay the FitChoice treasury/,
    },
    {
      name: 'a wrong value',
      send: (wallet: JsonRpcSigner) => pay(wallet, treasury, '0.02'),
      eth: '0.01',
      message: /paid 0\.02 ETH, not the 0\.01 ETH/,
    },
    {
      name: 'a wrong sender',
      send: () => pay(stranger, treasury, '0.01'),
      eth: '0.01',
      message: /was sent from 0x[0-9a-fA-F]{40}, not from your wallet/,
    },
    {
      name: 'a failed transaction',
      send: (wallet: JsonRpcSigner) => pay(wallet, treasury, '0.01', '0x01'),
      eth: '0.01',
      message: /failed on chain/,
    },
  ])('refuses $name with a message that says why, crediting nothing', async ({ send: makePayment, eth, message }) => {
    const { client, wallet, address } = await linkedBuyer();
    const hash = await makePayment(wallet);
    const answer = await client.post('/api/web3/crypto-purchase', body(hash, address, eth));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect(await balanceOf(client)).toBe('0.00');
  });

  it('waits for confirmations without storing the refusal, then credits the same request', async () => {
    const { client, wallet, address } = await linkedBuyer();
    const hash = await pay(wallet, treasury, '0.03', '0x', 1);
    const key = randomUUID();
    const early = await client.post('/api/web3/crypto-purchase', body(hash, address, '0.03'), { idempotencyKey: key });
    expect(early.status).toBe(409);
    expect(early.headers['retry-after']).toBe('5'); // the app's outbox retries a 409 only with Retry-After
    expect(early.json).toMatchObject({ success: false, message: expect.stringMatching(/1 of 2 confirmations/) });
    expect(await balanceOf(client)).toBe('0.00');
    await mine(1);
    const later = await client.post('/api/web3/crypto-purchase', body(hash, address, '0.03'), { idempotencyKey: key });
    expect(later.status).toBe(200);
    expect(later.json.balance).toBe('3000.00');
  });

  it('answers a retryable refusal for a hash the chain does not know, and refuses demo hashes', async () => {
    const { client, address } = await linkedBuyer();
    const unknown = await client.post('/api/web3/crypto-purchase', body(`0x${'12'.repeat(32)}`, address));
    expect(unknown.status).toBe(409);
    expect(unknown.json.message).toMatch(/not found/);
    const demo = await client.post('/api/web3/crypto-purchase', body(`demo-${Date.now()}`, address));
    expect(demo.status).toBe(422);
    expect(demo.json.message).toMatch(/Demo purchases are not accepted/);
    expect(await balanceOf(client)).toBe('0.00');
  });

  it('credits once under 20 concurrent posts of one real payment', async () => {
    const { client, wallet, address } = await linkedBuyer();
    const hash = await pay(wallet, treasury, '0.05');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/web3/crypto-purchase', body(hash, address, '0.05'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(client)).toBe('5000.00');
  });
});
