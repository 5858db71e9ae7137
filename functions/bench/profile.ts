// `npx tsx bench/profile.ts [me|heartbeat|batch] [seconds] [--no-prof] [--rate=N]`: where the local
// runtime's node CPU goes for one route. Starts src/local/main.ts under `node --cpu-prof`, signs a
// member up, loads the route with autocannon (10 connections; with --rate, steady arrivals at N req/s
// as bench/run.ts's heartbeat budget does), stops the server and prints the profile of the load's
// window as a flame graph summary: the busiest frames' self time, the inclusive share of the busiest
// frames and the self time by package. The .cpuprofile is kept (open it in Chromium's DevTools).
// Samples are wall-clock: on a busy machine a frame that wakes another process (a socket write to
// DynamoDB Local) also holds the time the server waited for a core. The CPU the server process
// really used per request (from /proc, as bench/run.ts counts it) is printed too; with --no-prof
// the profiler's own cost is left out of it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { freePort } from '../src/local/dynamodb-local';
import { pacedLoad } from './paced';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const route = process.argv[2] ?? 'me';
const seconds = Number(process.argv[3] ?? 8);
const profiling = !process.argv.includes('--no-prof');
const rate = Number(process.argv.find((arg) => arg.startsWith('--rate='))?.slice('--rate='.length) ?? 0);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fitchoice-prof-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(profiling ? ['--cpu-prof', '--cpu-prof-dir', dir] : []), '--import', 'tsx', 'src/local/main.ts'],
    {
      cwd: functionsDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DYNAMODB_IN_MEMORY: '1', WEB_DIST: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/FitChoice is running/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const origin = base;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `profile-${Date.now()}@example.com`, password: 'profile password 1', name: 'Profile' }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { user } = (await signup.json()) as { user: { id: string } };
  const json = { 'content-type': 'application/json', origin, cookie };
  let key = 0;
  const loads: Record<string, Options> = {
    me: { url: `${base}/api/auth/me`, headers: { cookie } },
    heartbeat: { url: `${base}/api/heartbeat`, method: 'POST', headers: json, body: JSON.stringify({ userId: user.id }) },
    batch: {
      url: `${base}/api/batch`,
      method: 'POST',
      headers: json,
      requests: [
        {
          setupRequest: (request: Request) => ({
            ...request,
            body: JSON.stringify({
              calls: Array.from({ length: 25 }, () => ({
                id: `profile-${process.pid}-${key++}`,
                method: 'POST',
                path: '/api/heartbeat',
                body: { userId: user.id },
              })),
            }),
          }),
        },
      ],
    },
  };
  const load = loads[route];
  if (!load) throw new Error(`Unknown route "${route}"; one of ${Object.keys(loads).join(', ')}`);
  // Warm up first (JIT, pools, caches): on a loaded machine a short window is otherwise mostly start-up.
  await autocannon({ ...load, connections: 10, duration: 2 });
  const cpuBefore = processCpuMs(child.pid!);
  const from = process.hrtime.bigint() / 1000n;
  const result = rate > 0 ? await paced(load, rate, seconds) : await autocannon({ ...load, connections: 10, duration: seconds });
  const to = process.hrtime.bigint() / 1000n;
  const cpu = processCpuMs(child.pid!) - cpuBefore;
  console.log(
    `${route}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result['2xx']} ok, ${result.non2xx} not ok; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const requests = result['2xx'] + result.non2xx;
  console.log(
    `server process CPU (/proc, node only): ${(cpu / requests).toFixed(3)} ms per request${profiling ? ' (with the profiler running)' : ''}`,
  );
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  // One profile per thread: the main thread's has sequence .0. (tsx's loader thread is another).
  if (!profiling) return;
  const file = readdirSync(dir).find((name) => /\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`No profile in ${dir}`);
  summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile, requests, Number(from), Number(to));
  console.log(`\nprofile: ${join(dir, file)}`);
}

/** Steady arrivals (bench/paced.ts), answered in autocannon's shape. */
async function paced(load: Options, rate: number, seconds: number): Promise<Pick<Result, 'requests' | 'latency' | '2xx' | 'non2xx'>> {
  if (load.requests) throw new Error('--rate loads one fixed request (me or heartbeat)');
  const run = await pacedLoad({
    url: load.url,
    method: load.method ?? 'GET',
    headers: (load.headers ?? {}) as Record<string, string>,
    ...(typeof load.body === 'string' ? { body: load.body } : {}),
    rate,
    seconds,
  });
  return {
    requests: { average: rate } as Result['requests'],
    latency: { p50: run.p50, p99: run.p99 } as Result['latency'],
    '2xx': run.ok,
    non2xx: run.failed,
  };
}

/** Where a frame's code lives: an npm package, one of our folders, node's own code, or the VM. */
function owner(url: string): string {
  if (!url) return '(vm: gc, idle, program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/(functions|shared)\/src\/(.+?)(\.ts)?$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]!.split('/').slice(0, -1).join('/') || '.'}`;
  return url;
}

/** User + system CPU of one process so far (Linux counts it in ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `from`/`to`: the load's window in µs of the monotonic clock, which V8's profile timestamps also use. */
function summarize(profile: CpuProfile, requests: number, from: number, to: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Self time per node from the samples (microseconds); idle samples are the event loop waiting.
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const isIdle = (node: ProfileNode) => node.callFrame.functionName === '(idle)';
  let busy = 0;
  const selfByOwner = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id)!;
    if (isIdle(node)) continue;
    busy += micros;
    const who = owner(node.callFrame.url);
    selfByOwner.set(who, (selfByOwner.get(who) ?? 0) + micros);
    // Each distinct frame above this sample gets the sample once (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const name = `${frame.functionName || '(anonymous)'} ${owner(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
  }
  const ms = (micros: number) => `${(micros / 1000 / requests).toFixed(3)} ms`;
  const pct = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `\nmain thread busy in the load's window (samples): ${(busy / 1000).toFixed(0)} ms for ${requests} requests = ${ms(busy)} per request`,
  );
  console.log('\nself time by frame (the 15 busiest, per request, share of busy time):');
  const selfByFrame = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id)!;
    if (isIdle(node)) continue;
    const frame = node.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${owner(frame.url)}:${frame.lineNumber + 1}`;
    selfByFrame.set(name, (selfByFrame.get(name) ?? 0) + micros);
  }
  for (const [name, micros] of [...selfByFrame].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${pct(micros)}  ${ms(micros).padStart(9)}  ${name}`);
  }
  console.log('\nself time by owner (per request, share of busy time):');
  for (const [who, micros] of [...selfByOwner].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
    console.log(`  ${pct(micros)}  ${ms(micros).padStart(9)}  ${who}`);
  }
  console.log('\nflame graph, inclusive (frames holding >= 3% of busy time):');
  for (const [name, micros] of [...inclusive].sort((a, b) => b[1] - a[1])) {
    if (micros / busy < 0.03) break;
    console.log(`  ${pct(micros)}  ${ms(micros).padStart(9)}  ${name}`);
  }
}

await main();
