// Analytics: GET /api/analytics/summary over 90 days (and the previous 90 for the comparison) on
// the aggregates 100,000 events leave behind, and GET /api/analytics/series of one metric, as
// p50/p99 over HTTP against the local runtime (autocannon, 1 and 10 connections, 5 s each).
// The events (sign-ups, members active per day, gym bookings, cancellations, check-ins, no-shows,
// professionals' sessions, purchases and conversions, spread over the 90 days, 400 gyms and the
// professionals) are passed through the live builder, `aggregateUpdates` (what `aggregateItems`
// writes), and their ADDs summed in memory, then written: the same items the events' own
// transactions would leave, without sending each event's writes first. Goal: p99 < 100 ms locally.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import autocannon, { type Result } from 'autocannon';
import type { AggregateUpdate } from '../src/aggregates/aggregates';
import { dynamoClientConfig } from '../src/dynamo/client-config';
import { ensureTable } from '../src/dynamo/create-table';
import { generateCatalogue } from '../src/gyms/catalogue';
import { type DynamoDbLocal, startDynamoDbLocal } from '../src/local/dynamodb-local';
import { generateProfessionals } from '../src/professionals/catalogue';
import { childLoopDelay, describeLoopDelay, probe, SERVER_PROBE } from './loop-delay';

export const EVENTS = 100_000;
const DAYS = 90;
const DAY_MS = 86_400_000;

/** How the 100,000 events split, per kind. */
const MIX = {
  signup: 0.08,
  active: 0.3,
  booking: 0.25,
  checkin: 0.17,
  cancellation: 0.05,
  noShow: 0.02,
  proSession: 0.03,
  purchase: 0.05,
  conversion: 0.05,
} as const;

type Tally = Map<string, { key: { PK: string; SK: string }; adds: Record<string, number>; set: Record<string, string> }>;

function add(tally: Tally, key: { PK: string; SK: string }, adds: Record<string, number | bigint>, set: Record<string, string> = {}): void {
  const id = `${key.PK}\n${key.SK}`;
  const entry = tally.get(id) ?? { key, adds: {}, set: {} };
  for (const [name, value] of Object.entries(adds)) entry.adds[name] = (entry.adds[name] ?? 0) + Number(value);
  Object.assign(entry.set, set);
  tally.set(id, entry);
}

/** Sums an event's updates (what its transaction's aggregate items write), as DynamoDB would apply them. */
function applyAdds(tally: Tally, updates: readonly AggregateUpdate[]) {
  for (const { key, adds, set } of updates) add(tally, key, adds, set);
}

async function seed(): Promise<{ items: number; from: string; to: string }> {
  const { aggregateUpdates, coinCounts } = await import('../src/aggregates/aggregates');
  const { aggregateKeys } = await import('../src/keys/aggregate-keys');
  const { utcDay, utcMonth, utcWeek, weeksBetween } = await import('../src/aggregates/analytics-periods');
  const gyms = generateCatalogue();
  const pros = generateProfessionals(gyms);
  let state = 12345;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const start = now - (DAYS - 1) * DAY_MS;
  const at = () => new Date(start + random() * (DAYS - 1) * DAY_MS).toISOString();
  const tally: Tally = new Map();
  for (const [kind, share] of Object.entries(MIX)) {
    for (let i = 0; i < Math.round(EVENTS * share); i++) {
      const when = at();
      const gym = pick(gyms);
      const place = { gymId: gym.id, region: gym.region };
      if (kind === 'signup') applyAdds(tally, aggregateUpdates(when, { signups: 1 }));
      else if (kind === 'booking') applyAdds(tally, aggregateUpdates(when, { bookings: 1, ...coinCounts('booking', -1500n) }, place));
      else if (kind === 'checkin') applyAdds(tally, aggregateUpdates(when, { checkins: 1 }, place));
      else if (kind === 'cancellation')
        applyAdds(tally, aggregateUpdates(when, { cancellations: 1, ...coinCounts('refund', 1500n) }, place));
      else if (kind === 'noShow') applyAdds(tally, aggregateUpdates(when, { noShows: 1 }, place));
      else if (kind === 'proSession')
        applyAdds(
          tally,
          aggregateUpdates(when, { proSessions: 1, ...coinCounts('pro_booking', -40000n) }, { professionalId: pick(pros).id }),
        );
      else if (kind === 'purchase') applyAdds(tally, aggregateUpdates(when, coinCounts('purchase', 100000n)));
      else if (kind === 'conversion') applyAdds(tally, aggregateUpdates(when, coinCounts('xp_conversion', 700n)));
      else {
        // A member's first heartbeat of a day, and of its week and month now and then (markActive's counts).
        const shard = Math.floor(random() * 4);
        const since = new Date(start - random() * 60 * DAY_MS).toISOString();
        for (const { key, adds } of aggregateUpdates(when, { active: 1 }, {}, shard)) add(tally, key, adds);
        if (random() < 0.3) {
          add(tally, aggregateKeys.period('W', utcWeek(when), shard), { active: 1 });
          add(tally, aggregateKeys.cohort(utcWeek(since), shard), { [`a${weeksBetween(utcWeek(since), utcWeek(when))}`]: 1 });
        }
        if (random() < 0.1) add(tally, aggregateKeys.period('M', utcMonth(when), shard), { active: 1 });
      }
    }
  }
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { documentClient, TABLE } = await import('../src/dynamo/client');
  const items = [...tally.values()].map(({ key, adds, set }) => ({ PutRequest: { Item: { ...key, ...adds, ...set } } }));
  for (let i = 0; i < items.length; i += 25) {
    let pending: unknown[] = items.slice(i, i + 25);
    while (pending.length > 0) {
      const answer = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending as never } }));
      pending = answer.UnprocessedItems?.[TABLE] ?? [];
    }
  }
  return { items: items.length, from: utcDay(start), to: utcDay(now) };
}

function line(name: string, result: Result): string {
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(56)} | ${result.requests.average.toFixed(0).padStart(5)} req/s | p50 ${String(result.latency.p50).padStart(4)} ms | p99 ${String(result.latency.p99).padStart(4)} ms | ${result['2xx']} ok${bad ? `, ${bad} not ok` : ''} | load ${loadavg()[0]!.toFixed(1)}`;
}

export interface ChildControl {
  start(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  freePort(): Promise<number>;
  /** CPU ms used so far by a process and its children: node, and DynamoDB Local's Java. */
  cpuOfTree(pid: number): { node: number; dynamo: number };
}

export async function analyticsFigures(children: ChildControl): Promise<void> {
  console.log(`\nAnalytics (${EVENTS.toLocaleString('en')} events over ${DAYS} days, passed through aggregateItems)`);
  let dynamo: DynamoDbLocal | null = null;
  let app: ChildProcess | null = null;
  try {
    dynamo = await startDynamoDbLocal({ dataDir: null });
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.TABLE_NAME = 'fitchoice-analytics-bench';
    const client = new DynamoDBClient(dynamoClientConfig(dynamo.endpoint));
    await ensureTable(client, process.env.TABLE_NAME);
    client.destroy();
    const seeded = await seed();
    console.log(`seeded ${seeded.items} aggregate items (${seeded.from} to ${seeded.to})`);
    const port = await children.freePort();
    app = await children.start(
      [...SERVER_PROBE.nodeArgs, 'src/local/main.ts'],
      {
        ...SERVER_PROBE.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        TABLE_NAME: process.env.TABLE_NAME,
        FITCHOICE_TEST_HOOKS: '0',
        WEB_DIST: '/nonexistent',
      },
      /FitChoice is running/,
    );
    const base = `http://127.0.0.1:${port}`;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `bench-admin-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Bench admin' }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { user } = (await signup.json()) as { user: { id: string } };
    const { setUserRoles } = await import('../src/users/store');
    await setUserRoles(user.id, ['member', 'admin']);
    const range = `from=${seeded.from}&to=${seeded.to}`;
    const cases: [string, string][] = [
      ['summary, 90 days, whole product', `/api/analytics/summary?${range}`],
      ['summary, 90 days, one region', `/api/analytics/summary?${range}&region=GB`],
      ['series, gym bookings a day, 90 days', `/api/analytics/series?metric=gymBookings&${range}`],
    ];
    const first = await fetch(`${base}${cases[0]![1]}`, { headers: { cookie } });
    const body = (await first.json()) as { figures?: { gymBookings: { current: number } } };
    if (first.status !== 200) throw new Error(`summary answered ${first.status}: ${JSON.stringify(body)}`);
    console.log(`the summary counts ${body.figures!.gymBookings.current} gym bookings in the range`);
    const bench = probe();
    for (const [name, path] of cases) {
      for (const connections of [1, 10]) {
        await childLoopDelay(app);
        bench.read();
        // The server's node CPU, and DynamoDB Local's (a child of this process, as the only Java under it).
        const before = { server: children.cpuOfTree(app.pid!).node, dynamo: children.cpuOfTree(process.pid).dynamo };
        const result = await autocannon({ url: `${base}${path}`, headers: { cookie }, connections, duration: 5 });
        const requests = Math.max(1, result['2xx'] + result.non2xx);
        const server = (children.cpuOfTree(app.pid!).node - before.server) / requests;
        const java = (children.cpuOfTree(process.pid).dynamo - before.dynamo) / requests;
        console.log(
          `${line(`${name}, ${connections} connection${connections > 1 ? 's' : ''}`, result)} | cpu/req ${server.toFixed(1)} ms node + ${java.toFixed(1)} ms DynamoDB Local`,
        );
        console.log(describeLoopDelay(await childLoopDelay(app), bench.read()));
      }
    }
    bench.stop();
  } finally {
    if (app) await children.stop(app);
    await dynamo?.stop();
  }
}
