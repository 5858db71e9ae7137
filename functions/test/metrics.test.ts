// CloudWatch metrics as the deployed handlers write them (EMF lines on stdout, which Lambda sends
// to CloudWatch Logs): here with metrics on, as in AWS (the local runtime turns them off).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { signUp, startTestStack } from './helpers';

let stack: LocalStack;
const lines: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false, env: { POWERTOOLS_METRICS_DISABLED: 'false' } });
  const write = process.stdout.write.bind(process.stdout) as (chunk: string | Uint8Array) => boolean;
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return write(chunk);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.stop();
});

/** The EMF documents written so far that carry this metric. */
function emfWith(metric: string): Record<string, unknown>[] {
  return lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((document) => metric in document);
}

describe('metrics', () => {
  it('counts an idempotent replay in the FitChoice namespace', async () => {
    const { client } = await signUp(stack.url);
    const body = {
      walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
      ethAmount: '0.01',
      sweatCoinsAmount: '1000.00',
      transactionHash: `demo-${Date.now()}`,
    };
    const key = 'metrics-replay-1';
    expect((await client.post('/api/web3/crypto-purchase', body, { idempotencyKey: key })).status).toBe(200);
    expect(emfWith('IdempotentReplay')).toEqual([]);
    expect((await client.post('/api/web3/crypto-purchase', body, { idempotencyKey: key })).status).toBe(200);
    const [document] = emfWith('IdempotentReplay');
    expect(document).toMatchObject({ IdempotentReplay: 1, service: 'fitchoice' });
    expect(JSON.stringify(document?._aws)).toContain('"Namespace":"FitChoice"');
  });
});
