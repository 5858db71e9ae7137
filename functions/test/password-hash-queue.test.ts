// A flood of sign-ups cannot pile up password hashes: past a short line they are answered 503 with
// Retry-After at once, creating nothing. The stack hashes at a real cost (2^15) so the line fills.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { Client, startTestStack, uniqueEmail } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false, env: { FITCHOICE_SCRYPT_LOG_N: '15' } });
});
afterAll(async () => {
  await stack?.stop();
});

describe('password hashes', () => {
  it('answers 503 with Retry-After past the line instead of queueing every sign-up, and creates nothing for those', async () => {
    const hashing = Math.max(1, availableParallelism() - 1);
    const waiting = 16;
    const emails = Array.from({ length: hashing + waiting + 20 }, () => uniqueEmail('flood'));
    // Each from a network of its own, so the per-network sign-up limit is not what stops them.
    const answers = await Promise.all(
      emails.map((email) => new Client(stack.url).post('/api/auth/signup', { email, password: 'correct horse battery', name: 'Flo' })),
    );
    const refused = emails.filter((_, index) => answers[index]!.status === 503);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(emails.length - refused.length);
    // How many arrive before the first hashes finish depends on the machine; some never wait.
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of answers.filter((each) => each.status === 503)) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.setCookies).toEqual([]);
    }
    // Once the line has drained, a refused sign-up goes through: it had created nothing.
    expect(
      (await new Client(stack.url).post('/api/auth/signup', { email: refused[0], password: 'correct horse battery', name: 'Flo' })).status,
    ).toBe(201);
  });
});
