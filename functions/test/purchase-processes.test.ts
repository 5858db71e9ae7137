// Two server processes crediting one member at once, as two Lambda containers do: each process
// runs its own member's credits one at a time (wallet/purchases.ts), so only the balance's
// conditional write stands between them. Every credit must land once, with an exact ledger.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ledgerResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../src/local/dynamodb-local';
import type { LocalStack } from '../src/local/index';
import { Client, signUp, startTestStack } from './helpers';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let stack: LocalStack;
let second: ChildProcess;
let secondUrl: string;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  const port = await freePort();
  secondUrl = `http://127.0.0.1:${port}`;
  second = spawn(process.execPath, ['--import', 'tsx', 'src/local/main.ts'], {
    cwd: functionsDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
      TABLE_NAME: process.env.TABLE_NAME ?? '',
      CHECKIN_SECRET: process.env.CHECKIN_SECRET ?? '',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/is running/.test(output)) resolve();
    };
    second.stdout?.on('data', onData);
    second.stderr?.on('data', onData);
    second.once('exit', (code) => reject(new Error(`the second process exited ${code}:\n${output}`)));
  });
}, 60_000);

afterAll(async () => {
  if (second && second.exitCode === null) {
    const exited = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await exited;
  }
  await stack?.stop();
});

it('credits one member from two processes at once: every purchase once, the balance and the ledger exact', async () => {
  const { client } = await signUp(stack.url);
  const other = new Client(secondUrl);
  other.sid = client.sid; // the same session, as a browser's requests reach any container
  const base = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      (i % 2 === 0 ? client : other).post('/api/web3/crypto-purchase', {
        walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
        ethAmount: '0.01',
        sweatCoinsAmount: '1000.00',
        transactionHash: `demo-${base + i}`,
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
  // Each answer's balance is the balance right after its own credit: 1000 .. 16000, each once.
  expect(answers.map((answer) => Number(answer.json.balance)).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 16 }, (_, i) => (i + 1) * 1000),
  );
  const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger')).json);
  expect(ledger.balance).toBe('16000.00');
  expect(ledger.entries.map((entry) => Number(entry.balanceAfter)).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 16 }, (_, i) => (i + 1) * 1000),
  );
}, 60_000);
