// The social figures: a chat message's round trip A -> server -> B over the local WebSocket
// (A sends it with POST as the app does; the clock stops when B's socket has it), one message at
// a time and at a steady 20 messages/s, and the feed's first and second pages (autocannon) for a
// member with 20 friends who posted, among 100 public posts by others; then the first page again
// once every friend has posted lately (each friend's posts must then be read). Each feed line
// carries the machine's load average, which skews its latency.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { REALTIME_PATH } from '@fitchoice/shared/api';
import autocannon, { type Result } from 'autocannon';
import WebSocket from 'ws';
import { apiCaller, type Member } from './api-call';
import { confirmEmail } from './confirm-email';
import { childLoopDelay, describeLoopDelay, probe } from './loop-delay';
import { cpuOfTree } from './process-cpu';

const MESSAGES = 300;
const PACED_RATE = 20;
const FRIENDS = 20;
const POSTS_PER_FRIEND = 5;
const PUBLIC_POSTS = 100;
const ROUND_TRIP_P99_GOAL_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(percentile(sorted, 50))} | p99 ${ms(percentile(sorted, 99))} | max ${ms(sorted.at(-1)!)} (${sorted.length} messages)`;
}

/** `server`: the child serving `base`, started with SERVER_PROBE (its event loop is reported with each figure). */
export async function socialFigures(base: string, server: ChildProcess): Promise<void> {
  const bench = probe();
  const startWatching = async () => {
    await childLoopDelay(server);
    bench.read();
  };
  const watched = async () => describeLoopDelay(await childLoopDelay(server), bench.read());
  const origin = base;
  const call = apiCaller(base);
  const signUp = async (name: string): Promise<Member> => {
    const email = `bench-${randomUUID()}@example.com`;
    const { headers, json } = await call(null, '/api/auth/signup', 'POST', { email, password: 'bench password 1', name });
    await confirmEmail(base, origin, email);
    return { id: json.user.id, cookie: (headers.get('set-cookie') ?? '').split(';')[0]! };
  };
  const befriend = async (a: Member, b: Member) => {
    const { json } = await call(a, '/api/friends/requests', 'POST', { userId: b.id });
    await call(b, `/api/friends/requests/${json.request.id}/accept`, 'POST');
  };

  const a = await signUp('Bench A');
  const b = await signUp('Bench B');
  await befriend(a, b);
  const { json: created } = await call(a, '/api/conversations', 'POST', { memberIds: [b.id] });
  const conversationId = created.conversation.id as string;

  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${REALTIME_PATH}`, { headers: { origin, cookie: b.cookie } });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<string, () => void>();
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString()) as { type: string; message?: { clientId: string } };
    if (event.type === 'message' && event.message) waiting.get(event.message.clientId)?.();
  });
  /** The clock stops when B's socket has the message; A's answer (which also waits for the push lookups) is timed beside it. */
  const answered: number[] = [];
  const roundTrip = async (): Promise<number> => {
    const clientId = randomUUID();
    const started = performance.now();
    const arrived = new Promise<number>((resolve) => waiting.set(clientId, () => resolve(performance.now() - started)));
    const sent = call(a, `/api/conversations/${conversationId}/messages`, 'POST', { clientId, text: 'bench' }).then(() =>
      answered.push(performance.now() - started),
    );
    const [latency] = await Promise.all([arrived, sent]);
    waiting.delete(clientId);
    return latency;
  };

  console.log(
    `\nChat (A POSTs a message, B's local WebSocket receives it; ${MESSAGES} messages each; goal p99 < ${ROUND_TRIP_P99_GOAL_MS} ms)`,
  );
  const oneByOne: number[] = [];
  await startWatching();
  // The server's node CPU and DynamoDB Local's (its child) per message: steadier than latency on a shared machine.
  const cpuBefore = cpuOfTree(server.pid!);
  for (let i = 0; i < MESSAGES; i++) oneByOne.push(await roundTrip());
  const cpuAfter = cpuOfTree(server.pid!);
  const perMessage = (used: number) => `${(used / MESSAGES).toFixed(2)} ms`;
  console.log(
    `round trip, one at a time           | ${summary(oneByOne)} | load ${loadavg()[0]!.toFixed(1)} | cpu/message ${perMessage(cpuAfter.node - cpuBefore.node)} node + ${perMessage(cpuAfter.dynamo - cpuBefore.dynamo)} DynamoDB Local`,
  );
  console.log(`  A's answer (201), one at a time   | ${summary(answered.splice(0))}`);
  console.log(await watched());
  await startWatching();
  const paced: Promise<number>[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    paced.push(roundTrip());
    await new Promise((resolve) => setTimeout(resolve, 1000 / PACED_RATE));
  }
  const settled = await Promise.allSettled(paced);
  const pacedLatencies = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.length - pacedLatencies.length;
  console.log(
    `round trip, steady ${PACED_RATE} messages/s     | ${summary(pacedLatencies)}${failed ? `, ${failed} not sent` : ''} | load ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`  A's answer (201), steady          | ${summary(answered.splice(0))}`);
  console.log(await watched());
  const p99 = percentile(
    [...oneByOne].sort((x, y) => x - y),
    99,
  );
  console.log(
    `message round trip p99 ${p99.toFixed(1)} ms: ${p99 < ROUND_TRIP_P99_GOAL_MS ? 'within' : 'OVER'} the ${ROUND_TRIP_P99_GOAL_MS} ms goal`,
  );
  socket.close();

  // The feed: a viewer with friends who post (friends-only and public), and strangers' public posts.
  const viewer = await signUp('Bench viewer');
  const friends: Member[] = [];
  for (let f = 0; f < FRIENDS; f++) {
    const friend = await signUp(`Bench friend ${f}`);
    friends.push(friend);
    await befriend(viewer, friend);
    for (let p = 0; p < POSTS_PER_FRIEND; p++) {
      await call(friend, '/api/posts', 'POST', {
        clientId: randomUUID(),
        text: `friend post ${p}`,
        visibility: p % 2 ? 'friends' : 'public',
      });
    }
  }
  const stranger = await signUp('Bench stranger');
  for (let p = 0; p < PUBLIC_POSTS; p++) {
    await call(stranger, '/api/posts', 'POST', { clientId: randomUUID(), text: `public post ${p}`, visibility: 'public' });
  }
  const { json: first } = await call(viewer, '/api/feed?limit=20', 'GET');
  console.log(
    `\nFeed (GET /api/feed, 20 posts a page; the viewer has ${FRIENDS} friends with ${POSTS_PER_FRIEND} posts each, among ${PUBLIC_POSTS + FRIENDS * 3} public posts; 10 connections, 5 s)`,
  );
  const feedLine = (name: string, result: Result) =>
    `${name.padEnd(36)} | ${result.requests.average.toFixed(0).padStart(6)} req/s | p50 ${String(result.latency.p50).padStart(4)} ms | p99 ${String(result.latency.p99).padStart(4)} ms | ${result['2xx']} ok${result.non2xx ? `, ${result.non2xx} not ok` : ''} | load ${loadavg()[0]!.toFixed(1)}`;
  const measure = async (name: string, path: string) => {
    await startWatching();
    const result = await autocannon({ url: `${base}${path}`, headers: { cookie: viewer.cookie }, connections: 10, duration: 5 });
    console.log(feedLine(name, result));
    console.log(await watched());
  };
  await measure('first page', '/api/feed?limit=20');
  await measure('second page (cursor)', `/api/feed?limit=20&cursor=${first.nextCursor}`);
  for (const friend of friends) {
    for (const visibility of ['public', 'friends'] as const) {
      await call(friend, '/api/posts', 'POST', { clientId: randomUUID(), text: `friend post, later`, visibility });
    }
  }
  await measure('first page, every friend posted lately', '/api/feed?limit=20');
  bench.stop();
}
