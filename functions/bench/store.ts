// The rewards store and challenges over HTTP against the local runtime: the store's list and the
// challenges' list (the catalogue, the member's counts and memberships), redeeming flat out (one
// member per connection, an unlimited seeded reward), and 30 members at once for the last 25 of a
// seeded day pass (stock and balances are conditions of one transaction, so contention costs
// retries): how long until every one is answered, and each answer's latency.
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { confirmEmail } from './confirm-email';

function line(name: string, result: Result): string {
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(44)} | ${result.requests.average.toFixed(0).padStart(6)} req/s | p50 ${String(result.latency.p50).padStart(4)} ms | p99 ${String(result.latency.p99).padStart(4)} ms | ${result['2xx']} ok${bad ? `, ${bad} not ok` : ''}`;
}

let hashes = 0;

/** A member with a confirmed email holding `purchases` x 1000.00 SweatCoins; answers its session cookie. */
async function memberWithCoins(base: string, origin: string, label: string, count: number): Promise<string> {
  const email = `bench-store-${label}-${Date.now()}@example.com`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse battery', name: `Bench ${label}` }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
  await confirmEmail(base, origin, email);
  for (let i = 0; i < count; i++) {
    hashes += 1;
    await fetch(`${base}/api/web3/crypto-purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
        ethAmount: '0.01',
        sweatCoinsAmount: '1000.00',
        // A demo hash is "demo-" and 10 to 16 digits.
        transactionHash: `demo-${Date.now()}${String(hashes).padStart(3, '0')}`,
      }),
    });
  }
  return cookie;
}

/** Signs members up two at a time (sign-up hashes the password with OWASP scrypt: ~0.3 s of a core each). */
async function members(base: string, origin: string, prefix: string, count: number, purchases: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 2) {
    cookies.push(
      ...(await Promise.all([i, i + 1].filter((n) => n < count).map((n) => memberWithCoins(base, origin, `${prefix}${n}`, purchases)))),
    );
  }
  return cookies;
}

/** One member per request, in turn. */
function asMembers(cookies: string[]) {
  let next = 0;
  return [
    {
      setupRequest: (request: { headers?: Record<string, string> }) => ({
        ...request,
        headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
      }),
    },
  ];
}

export async function storeFigures(base: string, origin: string): Promise<void> {
  console.log('\nRewards store and challenges (autocannon, 10 connections, 5 s; one member per request in turn)');
  // 5000.00 SweatCoins each: 100 trees of 50.00, the reward's limit per member.
  const cookies = await members(base, origin, 'flat', 10, 5);
  const reads = async (name: string, path: string) =>
    console.log(line(name, await autocannon({ url: `${base}${path}`, connections: 10, duration: 5, requests: asMembers(cookies) })));
  await reads('GET /api/store/rewards?region=US', '/api/store/rewards?region=US');
  await reads('GET /api/challenges?region=US', '/api/challenges?region=US');
  const redeem = await autocannon({
    url: `${base}/api/store/redemptions`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ rewardId: 'donate-tree', quantity: 1 }),
    connections: 10,
    duration: 5,
    requests: asMembers(cookies),
  });
  console.log(line('POST /api/store/redemptions (unlimited stock)', redeem));

  const racers = await members(base, origin, 'race', 30, 1);
  const started = performance.now();
  const answers = await Promise.all(
    racers.map(async (cookie) => {
      const sent = performance.now();
      const response = await fetch(`${base}/api/store/redemptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ rewardId: 'day-pass-jp-001', quantity: 1 }),
      });
      const { code } = (await response.json()) as { code?: string };
      return { status: response.status, code, ms: performance.now() - sent };
    }),
  );
  const wall = performance.now() - started;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const redeemed = answers.filter((a) => a.status === 201).length;
  const soldOut = answers.filter((a) => a.code === 'out_of_stock').length;
  console.log(
    `30 members at once for the last 25 day passes      | all answered in ${wall.toFixed(0)} ms | p50 ${latencies[14]!.toFixed(0)} ms | max ${latencies[29]!.toFixed(0)} ms | ${redeemed} redeemed, ${soldOut} sold out, ${answers.length - redeemed - soldOut} other`,
  );
}
