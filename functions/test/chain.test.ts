// Chain mode against a local Ethereum dev chain (ganache, started here): the server reads each
// transaction over JSON-RPC and credits only a successful payment from the buyer's wallet to the
// treasury, of the exact value, on the expected chain, with enough confirmations.
import { randomUUID } from 'node:crypto';
import { appConfigResponseSchema, ledgerResponseSchema } from '@fitchoice/shared/api';
import { JsonRpcProvider, type JsonRpcSigner, parseEther } from 'ethers';
import ganache from 'ganache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/local/dynamodb-local';
import type { LocalStack } from '../src/local/index';
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
let buyer: JsonRpcSigner;
let stranger: JsonRpcSigner;
let treasury: string;
let stack: LocalStack;

beforeAll(async () => {
  const port = await freePort();
  // ganache's declared option types collapse to `undefined` under TypeScript 7: name the shape we pass.
  const startChain = ganache.server as (options: object) => ReturnType<typeof ganache.server>;
  chain = startChain({ logging: { quiet: true }, wallet: { deterministic: true }, chain: { chainId: CHAIN_ID } });
  await chain.listen(port, '127.0.0.1');
  provider = new JsonRpcProvider(`http://127.0.0.1:${port}`, CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
  [buyer, stranger] = await Promise.all([provider.getSigner(0), provider.getSigner(1)]);
  const deploy = await buyer.sendTransaction({ data: TREASURY_INIT });
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

function body(transactionHash: string, eth = '0.01', walletAddress?: string) {
  const coins = (Number(eth) * 100_000).toFixed(2);
  return { walletAddress: walletAddress ?? buyerAddress, ethAmount: eth, sweatCoinsAmount: coins, transactionHash };
}
let buyerAddress: string;

async function balanceOf(client: Client): Promise<string> {
  return ledgerResponseSchema.parse((await client.get('/api/wallet/ledger')).json).balance;
}

describe('chain mode', () => {
  beforeAll(async () => {
    buyerAddress = await buyer.getAddress();
  });

  it('tells the app the mode, the treasury and the chain', async () => {
    const config = appConfigResponseSchema.parse((await send(stack.url, '/api/config')).json);
    expect(config).toEqual({ purchaseMode: 'chain', treasuryAddress: treasury, chainId: CHAIN_ID });
  });

  it('credits a confirmed payment to the treasury once, and refuses it for another account', async () => {
    const { client } = await signUp(stack.url);
    const hash = await pay(buyer, treasury, '0.01');
    const answer = await client.post('/api/web3/crypto-purchase', body(hash, '0.01', buyerAddress.toLowerCase()));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: "You've purchased 1000.00 SweatCoins", balance: '1000.00' });
    expect((await client.post('/api/web3/crypto-purchase', body(hash))).json.balance).toBe('1000.00');
    expect(await balanceOf(client)).toBe('1000.00');
    const other = await signUp(stack.url, 'Bo');
    expect((await other.client.post('/api/web3/crypto-purchase', body(hash))).status).toBe(409);
    expect(await balanceOf(other.client)).toBe('0.00');
  });

  it.each([
    {
      name: 'a wrong recipient',
      send: async () => pay(buyer, await stranger.getAddress(), '0.01'),
      claim: (hash: string) => body(hash),
      message: /did not pay the FitChoice treasury/,
    },
    {
      name: 'a wrong value',
      send: () => pay(buyer, treasury, '0.02'),
      claim: (hash: string) => body(hash, '0.01'),
      message: /paid 0\.02 ETH, not the 0\.01 ETH/,
    },
    {
      name: 'a wrong sender',
      send: () => pay(stranger, treasury, '0.01'),
      claim: (hash: string) => body(hash),
      message: /was sent from 0x[0-9a-fA-F]{40}, not from your wallet/,
    },
    {
      name: 'a failed transaction',
      send: () => pay(buyer, treasury, '0.01', '0x01'),
      claim: (hash: string) => body(hash),
      message: /failed on chain/,
    },
  ])('refuses $name with a message that says why, crediting nothing', async ({ send: makePayment, claim, message }) => {
    const { client } = await signUp(stack.url);
    const hash = await makePayment();
    const answer = await client.post('/api/web3/crypto-purchase', claim(hash));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect(await balanceOf(client)).toBe('0.00');
  });

  it('waits for confirmations without storing the refusal, then credits the same request', async () => {
    const { client } = await signUp(stack.url);
    const hash = await pay(buyer, treasury, '0.03', '0x', 1);
    const key = randomUUID();
    const early = await client.post('/api/web3/crypto-purchase', body(hash, '0.03'), { idempotencyKey: key });
    expect(early.status).toBe(409);
    expect(early.headers['retry-after']).toBe('5'); // the app's outbox retries a 409 only with Retry-After
    expect(early.json).toMatchObject({ success: false, message: expect.stringMatching(/1 of 2 confirmations/) });
    expect(await balanceOf(client)).toBe('0.00');
    await mine(1);
    const later = await client.post('/api/web3/crypto-purchase', body(hash, '0.03'), { idempotencyKey: key });
    expect(later.status).toBe(200);
    expect(later.json.balance).toBe('3000.00');
  });

  it('answers a retryable refusal for a hash the chain does not know, and refuses demo hashes', async () => {
    const { client } = await signUp(stack.url);
    const unknown = await client.post('/api/web3/crypto-purchase', body(`0x${'12'.repeat(32)}`));
    expect(unknown.status).toBe(409);
    expect(unknown.json.message).toMatch(/not found/);
    const demo = await client.post('/api/web3/crypto-purchase', body(`demo-${Date.now()}`));
    expect(demo.status).toBe(422);
    expect(demo.json.message).toMatch(/Demo purchases are not accepted/);
    expect(await balanceOf(client)).toBe('0.00');
  });

  it('credits once under 20 concurrent posts of one real payment', async () => {
    const { client } = await signUp(stack.url);
    const hash = await pay(buyer, treasury, '0.05');
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/web3/crypto-purchase', body(hash, '0.05'))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(client)).toBe('5000.00');
  });
});
