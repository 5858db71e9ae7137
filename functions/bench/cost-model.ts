// The cost model: what FitChoice costs on AWS at list prices per 1 M monthly members. One scripted
// member day (open the app on home, browse and book a gym, check in, open Messages and its real-time
// socket, chat with a friend whose app acknowledges each message, a heartbeat every 120 s while the
// app is open, the first over HTTP and the rest on the socket, then close), the requests the app
// sends for each (web/src: what a browser showed home and Messages ask), runs over HTTP and the
// socket on the local runtime, the member's next day after a warm-up
// day (memberDays), with DynamoDB Local behind the request-unit meter (test/dynamodb-proxy.ts,
// weighing each item a transaction writes). Its counted API requests and bytes, DynamoDB read
// and write units, Lambda milliseconds (the runtime's node CPU, scaled to a 512 MB Lambda's share
// of a vCPU, plus the wait of each DynamoDB call) and socket minutes and messages are priced per
// member day, then per month. `npm run bench -w @fitchoice/functions -- cost` runs it alone.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { REALTIME_PATH } from '@fitchoice/shared/api';
import WebSocket from 'ws';
import { freePort, startDynamoDbLocal } from '../src/local/dynamodb-local';
import { startDynamoDbProxy } from '../test/dynamodb-proxy';
import { apiCaller, type Member } from './api-call';
import { cpuOfTree } from './process-cpu';

/** us-east-1 list prices in USD (arm64 Lambda, HTTP and WebSocket APIs, DynamoDB on demand and provisioned), Dec 2026. */
export const PRICES = {
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  apiRequest: 1.0 / 1e6,
  socketMessage: 1.0 / 1e6,
  socketMinute: 0.25 / 1e6,
  readUnit: 0.125 / 1e6,
  writeUnit: 0.625 / 1e6,
  /** Provisioned capacity: one read (or write) unit a second for an hour, standard table class. */
  readCapacityUnitHour: 0.00013,
  writeCapacityUnitHour: 0.00065,
  cloudFrontRequest: 0.01 / 1e4,
  cloudFrontGb: 0.085,
  wafRequest: 0.6 / 1e6,
  logsGb: 0.5,
  xrayTrace: 5.0 / 1e6,
  storageGbMonth: 0.25 + 0.2,
};

/** What the model takes as given; the README says why. */
export const ASSUMPTIONS = {
  /** A monthly member opens the app on the days they train, about twice a week. */
  activeDaysPerMonth: 8,
  /** The app open that day: socket connected, a heartbeat every 120 s. */
  sessionMinutes: 30,
  /** Every function the day calls has 512 MB (only auth, which it does not call, has more). */
  lambdaMemoryGb: 0.5,
  /** Lambda gives CPU in proportion to memory (1,769 MB is one vCPU): node's CPU here, times this. */
  lambdaCpuScale: 1769 / 512,
  /** What each DynamoDB call waits in-region (DynamoDB Local answers on this machine in 1-3 ms). */
  dynamoCallMs: 5,
  /**
   * Log bytes per HTTP request: the API's JSON access log line (about 395 bytes with a phone's user
   * agent) and CloudWatch's 26 bytes an event. Lambda writes no START/END/REPORT lines (system log
   * level WARN, infra/lib/node-function.ts) and the handlers log nothing per request at INFO.
   */
  httpLogBytes: 420,
  /** The same for a socket event or message: the WebSocket stage's access log line (about 245 bytes), no user agent. */
  socketLogBytes: 270,
  /** X-Ray's default sampling: the first request each second, then this share (5 %). */
  tracedShare: 0.05,
  /** The app shell and service worker, revalidated once per app open (assets come from the service worker's cache). */
  staticRequestsPerDay: 2,
  /** What a member keeps in the table (profile, bookings, ledger, posts, messages) after a year. */
  storedBytesPerMember: 200_000,
  /** Provisioned capacity: auto scaling keeps the units used at this share of those provisioned (infra's default -c tableTargetUtilization). */
  tableTargetUtilization: 0.7,
  /**
   * Provisioned capacity paid for over the day's average traffic, before the target's headroom:
   * traffic is not flat over a day (its busiest hour carries ~15 % of it, infra/lib/config.ts), and
   * auto scaling follows it up within minutes but down only after 15 minutes below target and about
   * once an hour, so each hour pays for its peak and a quieter hour for the one before: a gym day's
   * hourly profile tracked so comes to ~1.2 times its average, ~1.3 with the bursts inside an hour.
   */
  provisionedPeakFactor: 1.3,
};

/** The deploy guide whose production line says how the table pays (productionTableCapacity). */
const INFRA_README = new URL('../../infra/README.md', import.meta.url);

/** A 30-day month, as the model's requests a second are counted. */
const HOURS_PER_MONTH = 30 * 24;

/** What the table's capacity costs a month both ways, from a member day's read and write units. */
export interface TableCapacityCost {
  /** The units a second that many member days average over the month. */
  averageReadUnits: number;
  averageWriteUnits: number;
  onDemand: { reads: number; writes: number };
  /** Auto-scaled capacity: the average over the target utilization, times the daily peak factor. */
  provisioned: { readUnits: number; writeUnits: number; reads: number; writes: number };
}

/**
 * Prices a member day's DynamoDB units for a month of `members`: on demand per request unit, and
 * provisioned per unit-hour for the capacity auto scaling keeps (the table's and its indexes' alike:
 * a unit costs the same on either, each scaled to its own share).
 */
export function tableCapacityCost(
  day: { reads: number; writes: number },
  members: number,
  assumptions: Pick<typeof ASSUMPTIONS, 'activeDaysPerMonth' | 'tableTargetUtilization' | 'provisionedPeakFactor'> = ASSUMPTIONS,
): TableCapacityCost {
  const memberDays = members * assumptions.activeDaysPerMonth;
  const averageReadUnits = (day.reads * memberDays) / (HOURS_PER_MONTH * 3600);
  const averageWriteUnits = (day.writes * memberDays) / (HOURS_PER_MONTH * 3600);
  const provisionedUnits = (average: number) => (average / assumptions.tableTargetUtilization) * assumptions.provisionedPeakFactor;
  const readUnits = provisionedUnits(averageReadUnits);
  const writeUnits = provisionedUnits(averageWriteUnits);
  return {
    averageReadUnits,
    averageWriteUnits,
    onDemand: { reads: day.reads * memberDays * PRICES.readUnit, writes: day.writes * memberDays * PRICES.writeUnit },
    provisioned: {
      readUnits,
      writeUnits,
      reads: readUnits * HOURS_PER_MONTH * PRICES.readCapacityUnitHour,
      writes: writeUnits * HOURS_PER_MONTH * PRICES.writeCapacityUnitHour,
    },
  };
}

/**
 * How the README's production deploy line (infra/README.md, section "Deploy") has the table pay:
 * the model's headline total is that mode's.
 */
export function productionTableCapacity(infraReadme: string): 'on-demand' | 'provisioned' {
  const start = infraReadme.indexOf('## Deploy');
  const section = infraReadme.slice(start, infraReadme.indexOf('\n## ', start + 1));
  const lines = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((match) => match[1]!.replace(/\\\n\s*/g, '').split('\n'));
  const production = lines.find((line) => line.startsWith('npm run deploy') && / -c stage=prod\b/.test(line));
  if (!production) throw new Error("infra/README.md's Deploy section has no production deploy line");
  const mode = / -c tableCapacity=(\S+)/.exec(production)?.[1] ?? 'on-demand';
  if (mode !== 'on-demand' && mode !== 'provisioned') throw new Error(`infra/README.md's production line has tableCapacity=${mode}`);
  return mode;
}

/** Goal: a month of 1 M monthly members for at most this. */
export const MONTHLY_GOAL_USD = 1000;

interface DayCounts {
  requests: number;
  responseBytes: number;
  reads: number;
  writes: number;
  dynamoCalls: number;
  nodeCpuMs: number;
  socketMessages: number;
  /** Messages the devices sent on their sockets: the member's, and the friend's app's acknowledgements of the member's messages (each one a Lambda invocation, like a request). */
  socketSent: number;
  /** The socket's connect and disconnect, each a Lambda invocation too. */
  socketEvents: number;
  /** Per route (ids folded): requests, and the DynamoDB calls and units they cost. */
  byRoute: Map<string, { count: number; reads: number; writes: number; calls: number }>;
  /** Per route, the write units by item kind and call (`CONV/MSG Transact Put`): where the write units go. */
  writesByItem: Map<string, Map<string, { count: number; units: number }>>;
}

/**
 * The warm-up day and the measured day (ISO dates), both after today (the handlers' clock runs ahead
 * of the real one, which socket expiry reads): the measured day is the member's next day, in the
 * same ISO week and month as the warm-up day, as most of a member's active days are. A day that opens
 * a week or a month also marks the member active for it (one more transaction each).
 */
export function memberDays(today: Date): [string, string] {
  const DAY_MS = 86_400_000;
  let measured = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 2 * DAY_MS);
  while (measured.getUTCDay() === 1 || measured.getUTCDate() === 1) measured = new Date(measured.getTime() + DAY_MS);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return [iso(new Date(measured.getTime() - DAY_MS)), iso(measured)];
}

/** Starts `node args` in functions/ and resolves once its output matches `ready` (bench/run.ts's). */
type StartChild = (args: string[], env: Record<string, string>, ready: RegExp) => Promise<ChildProcess>;

export async function costFigures(options: { start: StartChild; stop: (child: ChildProcess) => Promise<void> }): Promise<void> {
  const dynamo = await startDynamoDbLocal({ dataDir: null });
  const meter = await startDynamoDbProxy(dynamo.endpoint, { weighTransactions: true });
  const port = await freePort();
  const runtime = await options.start(
    ['--import', 'tsx', 'src/local/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DYNAMODB_ENDPOINT: meter.url,
      TABLE_NAME: 'fitchoice-cost',
      FITCHOICE_TEST_HOOKS: '1',
      WEB_DIST: '/nonexistent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    /FitChoice is running/,
  );
  try {
    const counts = await measuredDay(`http://127.0.0.1:${port}`, runtime, meter);
    printCosts(counts);
  } finally {
    await options.stop(runtime);
    await meter.stop();
    await dynamo.stop();
  }
}

async function measuredDay(base: string, runtime: ChildProcess, meter: Awaited<ReturnType<typeof startDynamoDbProxy>>): Promise<DayCounts> {
  const origin = base;
  let requests = 0;
  let responseBytes = 0;
  const byRoute = new Map<string, { count: number; reads: number; writes: number; calls: number }>();
  const dayUnits = { reads: 0, writes: 0 };
  const writesByItem = new Map<string, Map<string, { count: number; units: number }>>();
  /** Adds the meter's item writes since it was last asked to the route's. */
  const takeItemWrites = (route: string) => {
    const items = writesByItem.get(route) ?? new Map<string, { count: number; units: number }>();
    for (const { kind, operation, units } of meter.takeItemWrites()) {
      const entry = items.get(`${kind} ${operation}`) ?? { count: 0, units: 0 };
      items.set(`${kind} ${operation}`, { count: entry.count + 1, units: entry.units + units });
    }
    writesByItem.set(route, items);
  };
  const send = apiCaller(base);
  const call = async (member: Member | null, path: string, method = 'GET', body?: unknown, idempotencyKey?: string) => {
    const answer = await send(member, path, method, body, idempotencyKey);
    if (path.startsWith('/api/')) {
      requests += 1;
      responseBytes += answer.bytes;
      const units = meter.takeUnits();
      const route = `${method} ${path.replace(/\?.*/, '').replace(/\/(?=[^/]*\d)[A-Za-z0-9_-]{8,}/g, '/{id}')}`;
      const entry = byRoute.get(route) ?? { count: 0, reads: 0, writes: 0, calls: 0 };
      takeItemWrites(route);
      byRoute.set(route, {
        count: entry.count + 1,
        reads: entry.reads + units.reads,
        writes: entry.writes + units.writes,
        calls: entry.calls + meter.takeCalls().length,
      });
      dayUnits.reads += units.reads;
      dayUnits.writes += units.writes;
    }
    return answer;
  };
  const signUp = async (name: string): Promise<Member> => {
    const email = `cost-${randomUUID()}@example.com`;
    const { headers, json } = await call(null, '/api/auth/signup', 'POST', { email, password: 'cost model password 1', name });
    return { id: json.user.id, cookie: (headers.get('set-cookie') ?? '').split(';')[0]! };
  };
  const openSocket = async (member: Member) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${REALTIME_PATH}`, { headers: { origin, cookie: member.cookie } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return socket;
  };

  const setClock = async (now: string) => {
    const answer = await fetch(`${base}/__test/clock`, {
      method: 'POST',
      body: JSON.stringify({ now }),
      headers: { 'content-type': 'application/json' },
    });
    if (!answer.ok) throw new Error(`POST /__test/clock: ${answer.status}`);
  };
  const [warmUpDay, measuredDay] = memberDays(new Date());

  // Before the days (not counted): the member and a friend they chat with, their conversation, coins.
  await setClock(`${warmUpDay}T07:00:00.000Z`);
  const member = await signUp('Cost Member');
  const friend = await signUp('Cost Friend');
  const { json: request } = await call(member, '/api/friends/requests', 'POST', { userId: friend.id });
  await call(friend, `/api/friends/requests/${request.request.id}/accept`, 'POST');
  const { json: conversation } = await call(member, '/api/conversations', 'POST', { memberIds: [friend.id] });
  // SweatCoins to pay the visits with (a visit paid by card is paid at the desk, where the staff check in).
  await call(member, '/api/web3/crypto-purchase', 'POST', {
    walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
    ethAmount: '0.01',
    sweatCoinsAmount: '1000.00',
    transactionHash: `demo-${Date.now()}`,
  });
  // The friend's app is open all along (their own day is another member's day).
  let socketMessages = 0;
  let socketSent = 0;
  const friendSocket = await openSocket(friend);
  /** The member's messages the friend's socket received, which the friend's app acknowledges (web/src/features/chat/realtime.ts). */
  const friendInbox: { conversationId: string; seq: number }[] = [];
  friendSocket.on('message', (data) => {
    socketMessages++;
    const event = JSON.parse(String(data)) as { type: string; message?: { senderId: string; conversationId: string; seq: number } };
    if (event.type === 'message' && event.message!.senderId !== friend.id) {
      friendInbox.push({ conversationId: event.message!.conversationId, seq: event.message!.seq });
    }
  });
  /** The device's top seq of the conversation, which the app's socket asks to resume after. */
  let knownSeq = 0;
  /** Waits until the meter has seen a call starting with `operation`, then takes the calls and units since. */
  const settle = async (operation: string) => {
    const calls: string[] = [];
    for (let waited = 0; !calls.some((call) => call.startsWith(operation)) && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      calls.push(...meter.takeCalls());
    }
    // The handler's later calls follow within a few ms, and each call's units come with its answer.
    do {
      await new Promise((resolve) => setTimeout(resolve, 20));
      calls.push(...meter.takeCalls());
    } while (meter.inFlight() > 0);
    return { calls, units: meter.takeUnits() };
  };
  const count = (name: string, { calls, units }: { calls: string[]; units: { reads: number; writes: number } }) => {
    const entry = byRoute.get(name) ?? { count: 0, reads: 0, writes: 0, calls: 0 };
    takeItemWrites(name);
    byRoute.set(name, {
      count: entry.count + 1,
      reads: entry.reads + units.reads,
      writes: entry.writes + units.writes,
      calls: entry.calls + calls.length,
    });
    dayUnits.reads += units.reads;
    dayUnits.writes += units.writes;
  };

  /** The gyms the device keeps from the member's last browse (none before the warm-up day). */
  let gymsOnDevice: string[] = [];
  /** One app open on `day`: the socket connected first and closed last, as the app does. */
  const memberDay = async (day: string) => {
    await setClock(`${day}T08:00:00.000Z`);
    /** A change the app sends through its outbox (web/src/outbox): with an Idempotency-Key. */
    const change = (path: string, body: unknown) => call(member, path, 'POST', body, randomUUID());
    // Opening the app on home (web/src/features/home, web/e2e/home-day.spec.ts counts it): who am I,
    // then home's parts in one read (the next and the past visits, the stats, the week's challenges,
    // where the member is: web/src/features/today/home-read.ts); and the heartbeat on load, over HTTP
    // (the socket opens with Messages). With no visit today and gyms on the device from an earlier
    // day's browse, home's suggestion asks the nearest open one's availability, and the next only if
    // it has no room (features/today/DaySuggestions.tsx): here the nearest has room.
    for (const path of ['/api/auth/me', '/api/home?region=US']) await call(member, path);
    await change('/api/heartbeat', { userId: member.id });
    for (const id of gymsOnDevice.slice(0, 1)) await call(member, `/api/gyms/${id}/availability`);
    // Browsing: gyms near the member, one gym, its slots today; booking the first bookable one.
    const { json: search } = await call(member, '/api/gyms?region=US&limit=20');
    gymsOnDevice = search.gyms.map((each: { id: string }) => each.id);
    const gym = search.gyms[0];
    await call(member, `/api/gyms/${gym.id}`);
    const { json: availability } = await call(member, `/api/gyms/${gym.id}/availability`);
    const slot = availability.slots.find((candidate: { bookable: boolean }) => candidate.bookable);
    if (!slot) throw new Error(`No bookable slot on ${day} at ${gym.id}`);
    const { json: booked } = await change('/api/bookings', { gymId: gym.id, slotStart: slot.start, payWith: 'sweatcoins' });
    // At the gym: the booking's code on the phone, the desk's code scanned at the slot's start.
    await setClock(slot.start);
    await call(member, `/api/bookings/${booked.booking.id}/checkin-code`);
    const desk = (await (await fetch(`${base}/__test/gym-code?gymId=${encodeURIComponent(gym.id)}`)).json()) as { code: string };
    await change('/api/checkins', { gymCode: desk.code });
    // Messages: the socket connecting, then the list and what was missed (its resume; the screen
    // leaves the list to a socket that is opening, web/src/features/chat/MessagesScreen.tsx).
    const socket = await openSocket(member);
    socket.on('message', () => socketMessages++);
    count('WS connect', await settle('BatchWriteItem'));
    /** Sends a message on a socket and counts what its handling cost (it has no answer to wait for). */
    const socketCall = async (on: WebSocket, message: unknown, name: string, writesOnce: string) => {
      on.send(JSON.stringify(message));
      socketSent += 1;
      count(name, await settle(writesOnce));
    };
    await call(member, '/api/conversations');
    await socketCall(socket, { action: 'resume', after: { [conversation.conversation.id]: knownSeq } }, 'WS resume', 'GetItem CONV');
    // Chat: three messages to the friend, each acknowledged by the friend's app as it arrives; the
    // conversation opened and read.
    for (let i = 0; i < 3; i++) {
      const { json } = await change(`/api/conversations/${conversation.conversation.id}/messages`, {
        clientId: randomUUID(),
        text: `See you at the gym ${i}`,
      });
      knownSeq = json.message.seq;
      for (let waited = 0; friendInbox.length === 0 && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      const received = friendInbox.shift();
      if (!received) throw new Error('The friend never received the message');
      await socketCall(friendSocket, { action: 'delivered', ...received }, "WS delivered (the friend's app)", 'UpdateItem');
    }
    await call(member, `/api/conversations/${conversation.conversation.id}/messages`);
    await change(`/api/conversations/${conversation.conversation.id}/read`, { seq: knownSeq });
    // The rest of the app open: a heartbeat every 120 s, on the open socket (web/src/outbox/live-heartbeat.ts).
    for (let i = 2; i <= (ASSUMPTIONS.sessionMinutes * 60) / 120; i++) {
      await setClock(new Date(Date.parse(slot.start) + i * 120_000).toISOString());
      await socketCall(socket, { action: 'heartbeat' }, 'WS heartbeat', 'GetItem USER');
    }
    // Socket events are sent after the answers: let them arrive before closing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.close();
    count('WS disconnect', await settle('DeleteItem'));
  };
  // A warm-up day first, unmeasured: a Lambda container serves many members' days, its code
  // compiled and its connections open; the first of each route's requests here is not that.
  await memberDay(warmUpDay);
  await new Promise((resolve) => setTimeout(resolve, 500));
  requests = 0;
  responseBytes = 0;
  socketMessages = 0;
  socketSent = 0;
  byRoute.clear();
  writesByItem.clear();
  meter.takeItemWrites();
  dayUnits.reads = 0;
  dayUnits.writes = 0;
  meter.takeUnits();
  meter.takeCalls();
  const cpuBefore = cpuOfTree(runtime.pid!);
  await memberDay(measuredDay);
  const cpuAfter = cpuOfTree(runtime.pid!);
  friendSocket.close();
  return {
    requests,
    responseBytes,
    reads: dayUnits.reads,
    writes: dayUnits.writes,
    dynamoCalls: [...byRoute.values()].reduce((sum, entry) => sum + entry.calls, 0),
    nodeCpuMs: cpuAfter.node - cpuBefore.node,
    socketMessages,
    socketSent,
    socketEvents: 2,
    byRoute,
    writesByItem,
  };
}

function printCosts(day: DayCounts): void {
  const a = ASSUMPTIONS;
  const invocations = day.requests + day.socketSent + day.socketEvents;
  // Lambda samples the first request each second and 5 % of the rest; the product's invocations a second at 1 M members:
  const perSecond = (invocations * a.activeDaysPerMonth * 1e6) / (30 * 86_400);
  const tracedShare = a.tracedShare + (1 - a.tracedShare) / perSecond;
  const lambdaMs = day.nodeCpuMs * a.lambdaCpuScale + day.dynamoCalls * a.dynamoCallMs + invocations;
  // The socket's opening request comes through CloudFront and its WAF too (one per connect).
  const cloudFrontRequests = day.requests + a.staticRequestsPerDay + day.socketEvents / 2;
  const dayLines: [string, number][] = [
    ['Lambda compute', (lambdaMs / 1000) * a.lambdaMemoryGb * PRICES.lambdaGbSecond],
    ['Lambda requests', invocations * PRICES.lambdaRequest],
    ['API Gateway (HTTP API)', day.requests * PRICES.apiRequest],
    ['API Gateway (WebSocket)', (day.socketMessages + day.socketSent) * PRICES.socketMessage + a.sessionMinutes * PRICES.socketMinute],
    ['CloudFront', cloudFrontRequests * PRICES.cloudFrontRequest + ((day.responseBytes + 500 * day.requests) / 1e9) * PRICES.cloudFrontGb],
    ['WAF', cloudFrontRequests * PRICES.wafRequest],
    ['CloudWatch Logs', ((day.requests * a.httpLogBytes + (day.socketSent + day.socketEvents) * a.socketLogBytes) / 1e9) * PRICES.logsGb],
    ['X-Ray', invocations * tracedShare * PRICES.xrayTrace],
  ];
  const membersDays = 1e6 * a.activeDaysPerMonth;
  const monthly = dayLines.map(([name, usd]) => [name, usd * membersDays] as const);
  const monthlyOf = (name: string) => monthly.find(([line]) => line === name)?.[1] ?? 0;
  const storage = ((1e6 * a.storedBytesPerMember) / 1e9) * PRICES.storageGbMonth;
  const rest = monthly.reduce((sum, [, usd]) => sum + usd, 0) + storage;
  const table = tableCapacityCost(day, 1e6);
  const totals = {
    'on-demand': rest + table.onDemand.reads + table.onDemand.writes,
    provisioned: rest + table.provisioned.reads + table.provisioned.writes,
  };
  const production = productionTableCapacity(readFileSync(INFRA_README, 'utf8'));
  console.log('\nCost model: one scripted member day on the local runtime, DynamoDB Local behind the request-unit meter');
  console.log(
    `  ${day.requests} API requests (${(day.responseBytes / 1024).toFixed(1)} KB of answers), ${day.dynamoCalls} DynamoDB calls: ${day.reads.toFixed(1)} read units, ${day.writes.toFixed(1)} write units`,
  );
  console.log(
    `  node CPU ${day.nodeCpuMs} ms here (${(day.nodeCpuMs / invocations).toFixed(2)} ms a Lambda invocation) -> ${lambdaMs.toFixed(0)} ms billed on 512 MB arm64 (x${a.lambdaCpuScale.toFixed(2)} CPU, ${a.dynamoCallMs} ms a DynamoDB call, 1 ms rounding a request)`,
  );
  console.log(
    `  socket: ${a.sessionMinutes} connection minutes, ${day.socketSent} messages from the devices (the member's, the friend's acknowledgements), ${day.socketMessages} to the member's and the friend's sockets, connect and disconnect`,
  );
  console.log('  route                                     | sent | DynamoDB calls | read units | write units');
  for (const [route, entry] of [...day.byRoute].sort((x, y) => y[1].writes + y[1].reads / 5 - (x[1].writes + x[1].reads / 5))) {
    console.log(
      `  ${route.padEnd(41)} | ${String(entry.count).padStart(4)} | ${String(entry.calls).padStart(14)} | ${entry.reads.toFixed(1).padStart(10)} | ${entry.writes.toFixed(1).padStart(11)}`,
    );
  }
  console.log('  write units by item (its PK and SK leading parts, the call; the indexes it is in count with it), per route:');
  for (const [route, entry] of [...day.byRoute].sort((x, y) => y[1].writes - x[1].writes)) {
    const items = [...(day.writesByItem.get(route) ?? [])].filter(([, item]) => item.units > 0).sort((x, y) => y[1].units - x[1].units);
    if (items.length === 0) continue;
    console.log(`  ${route} (${entry.writes.toFixed(1)} in ${entry.count})`);
    for (const [item, { count, units }] of items) {
      console.log(`    ${item.padEnd(52)} ${String(count).padStart(3)} x  ${units.toFixed(1).padStart(5)}`);
    }
  }
  console.log(`Per 1 M monthly members, ${a.activeDaysPerMonth} such days each (AWS list prices, us-east-1):`);
  const line = (name: string, usd: number, note = '') => console.log(`  ${name.padEnd(31)} $${usd.toFixed(2).padStart(9)}${note}`);
  for (const [name, usd] of monthly) line(name, usd);
  line('DynamoDB storage + PITR', storage, `  (${a.storedBytesPerMember / 1000} KB a member)`);
  line('DynamoDB reads (on demand)', table.onDemand.reads);
  line('DynamoDB writes (on demand)', table.onDemand.writes);
  const sizing = `/ ${a.tableTargetUtilization * 100} % target x ${a.provisionedPeakFactor} daily peak`;
  line(
    'DynamoDB reads (provisioned)',
    table.provisioned.reads,
    `  (${table.provisioned.readUnits.toFixed(0)} units: ${table.averageReadUnits.toFixed(0)} a second on average ${sizing})`,
  );
  line(
    'DynamoDB writes (provisioned)',
    table.provisioned.writes,
    `  (${table.provisioned.writeUnits.toFixed(0)} units: ${table.averageWriteUnits.toFixed(0)} a second on average ${sizing})`,
  );
  const verdict = (total: number) => `a month (${total <= MONTHLY_GOAL_USD ? 'within' : 'OVER'} the $${MONTHLY_GOAL_USD} goal)`;
  const other = production === 'on-demand' ? 'provisioned' : 'on-demand';
  const modeName = { 'on-demand': 'on demand', provisioned: 'provisioned' } as const;
  line(`total, table ${modeName[production]}`, totals[production], ` ${verdict(totals[production])}: infra/README.md's production line`);
  line(`total, table ${modeName[other]}`, totals[other], ` ${verdict(totals[other])}: with -c tableCapacity=${other}`);
  // Where the goal can be met: what is priced per request, message and stored byte (the day's
  // requests and heartbeats, the WAF and CloudFront the ops issue asks for) against the work.
  const perRequest = new Set(['Lambda requests', 'API Gateway (HTTP API)', 'API Gateway (WebSocket)', 'CloudFront', 'WAF']);
  const requestsAndStorage = monthly.filter(([name]) => perRequest.has(name)).reduce((sum, [, usd]) => sum + usd, 0) + storage;
  const work = (mode: 'on-demand' | 'provisioned') => totals[mode] - requestsAndStorage;
  console.log(
    `  of which requests, messages and storage: $${requestsAndStorage.toFixed(2)} (the goal leaves $${(MONTHLY_GOAL_USD - requestsAndStorage).toFixed(2)} for the rest); the rest (DynamoDB, Lambda compute, logs, traces): $${work('on-demand').toFixed(2)} on demand, $${work('provisioned').toFixed(2)} provisioned`,
  );
  // The floor no handler or table change moves: the day's requests and messages with the access log
  // line and the trace each must have, on a table that cost nothing, billed for Lambda's waits on
  // DynamoDB and its rounding alone (no CPU of its own).
  const perRequestAndLogs = requestsAndStorage + monthlyOf('CloudWatch Logs') + monthlyOf('X-Ray');
  const waitsOnly = ((day.dynamoCalls * a.dynamoCallMs + invocations) / 1000) * a.lambdaMemoryGb * PRICES.lambdaGbSecond * membersDays;
  const floor = perRequestAndLogs + waitsOnly;
  console.log(
    `  floor with a free table and handlers using no CPU: $${floor.toFixed(2)} a month (${floor <= MONTHLY_GOAL_USD ? 'within' : 'OVER'} the $${MONTHLY_GOAL_USD} goal): what the day's traffic costs with its logs and traces`,
  );
}
