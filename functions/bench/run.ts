// `npm run bench -w @fitchoice/functions`: each handler's bundled size and module init time, the
// largest function's cold start (module load and first request, bench/cold-start.ts), and
// requests/s with p50/p99 latency for login, me (also while sign-ups flood in), heartbeat and
// purchase on the local runtime, next to a bare node:http "hello" server measured in the same run,
// then gym search, professionals and the social figures (chat round trip over the WebSocket, feed
// pages), the analytics figures, and the replay's floor on DynamoDB Local (bench/replay-floor.ts). Prints figures; never fails on time. Budgets (README):
// heartbeat p99 < 25 ms at 200 req/s; each bundle < 350 KB minified (test/bundle-size.test.ts).
// Then the cost model (bench/cost-model.ts): AWS list-price cost per 1 M monthly members.
// `npm run bench -w @fitchoice/functions -- social analytics` runs only those sections (of
// bundles, http, social, analytics, replay, cost).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import { build } from 'esbuild';
import { freePort } from '../src/local/dynamodb-local';
import { HANDLER_NAMES } from '../src/routes';
import { analyticsFigures } from './analytics';
import { costFigures } from './cost-model';
import { gymSearchFigures } from './gym-search';
import { SERVER_PROBE } from './loop-delay';
import { type PacedOptions, type PacedResult, pacedLoad } from './paced';
import { cpuOfTree } from './process-cpu';
import { professionalFigures } from './professionals';
import { socialFigures } from './social';
import { storeFigures } from './store';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(functionsDir, 'node_modules/.cache/fitchoice-bench');
const sections = new Set(process.argv.slice(2));
const want = (section: 'bundles' | 'http' | 'social' | 'analytics' | 'replay' | 'cost') => sections.size === 0 || sections.has(section);
const BUNDLE_BUDGET_BYTES = 350 * 1024;
const HEARTBEAT_P99_BUDGET_MS = 25;
/** Node's CPU per GET /api/auth/me with the home-made DynamoDB transport, before the AWS SDK client (issue 41). */
const ME_NODE_MS_BEFORE_SDK = '0.33–0.52';
/**
 * Each load runs this long, unmeasured, before its window: a server's first seconds on a route are
 * V8 compiling and optimizing it (and DynamoDB Local's JIT), which a running server has long done.
 */
const WARM_UP_SECONDS = 2;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundleSizes(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  console.log('\nHandler bundles (esbuild, minified, node22 CJS; without the AWS and X-Ray SDKs, and with them as CDK deploys them)');
  console.log('handler     | bundle    | with SDKs    | init as deployed (median of 5, fresh node)');
  let largest = { name: '', bytes: 0 };
  for (const name of HANDLER_NAMES) {
    const sizes: number[] = [];
    for (const external of [['@aws-sdk/*', 'aws-xray-sdk-core'], []]) {
      const outfile = join(outDir, `${name}${external.length ? '' : '.full'}.cjs`);
      await build({
        entryPoints: [join(functionsDir, `src/${name}/handler.ts`)],
        bundle: true,
        minify: true,
        platform: 'node',
        target: 'node22',
        format: 'cjs',
        external,
        outfile,
        logLevel: 'silent',
      });
      sizes.push((await stat(outfile)).size);
    }
    const init = initTimeMs(join(outDir, `${name}.full.cjs`));
    if (sizes[1]! > largest.bytes) largest = { name, bytes: sizes[1]! };
    const flag = sizes[0]! > BUNDLE_BUDGET_BYTES ? '  OVER BUDGET' : '';
    console.log(`${name.padEnd(11)} | ${kb(sizes[0]!).padStart(9)} | ${kb(sizes[1]!).padStart(12)} | ${init.toFixed(1)} ms${flag}`);
  }
  // Its module load and first request against the local stack, in its own process (one local stack per process).
  console.log(`Largest as deployed: ${largest.name} (${kb(largest.bytes)})`);
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/cold-start.ts', join(outDir, `${largest.name}.full.cjs`), largest.name], {
    cwd: functionsDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Loads the bundle in a fresh node process (as a Lambda cold start does) and times require(). */
function initTimeMs(bundle: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(bundle)});console.log(Number(process.hrtime.bigint()-t)/1e6)`;
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const run = spawnSync(process.execPath, ['-e', script], {
      cwd: functionsDir,
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TABLE_NAME: 'fitchoice', AWS_REGION: 'us-east-1' },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`init of ${bundle} failed: ${run.stderr}`);
    runs.push(Number(run.stdout.trim()));
  }
  return runs.sort((a, b) => a - b)[2]!;
}

function startChild(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: functionsDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  name: string;
  result: Result;
}

function line({ name, result }: Row, cpu: string): string {
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(30)} | ${result.requests.average.toFixed(0).padStart(6)} req/s | p50 ${String(result.latency.p50).padStart(4)} ms | p99 ${String(result.latency.p99).padStart(4)} ms | ${cpu} | ${ok} ok${bad ? `, ${bad} not ok` : ''}`;
}

/** Runs one load (after WARM_UP_SECONDS of it unmeasured) and prints it with the server's CPU time per request (node + DynamoDB Local). */
async function run(
  name: string,
  options: Options,
  rows: Row[],
  serverPid: number,
  warmUpSeconds = WARM_UP_SECONDS,
): Promise<Result & { cpuMsPerRequest: number; nodeMsPerRequest: number }> {
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const before = cpuOfTree(serverPid);
  const result = await autocannon(options);
  const after = cpuOfTree(serverPid);
  const requests = Math.max(1, result['2xx'] + result.non2xx);
  const node = (after.node - before.node) / requests;
  const dynamo = (after.dynamo - before.dynamo) / requests;
  rows.push({ name, result });
  console.log(line({ name, result }, `cpu/req ${node.toFixed(2)} ms node + ${dynamo.toFixed(2)} ms DynamoDB Local`));
  return { ...result, cpuMsPerRequest: node + dynamo, nodeMsPerRequest: node };
}

/** Runs a steady open-model load (bench/paced.ts) and prints it like the autocannon rows. */
async function runPaced(
  name: string,
  options: PacedOptions,
  serverPid: number,
): Promise<PacedResult & { cpuMsPerRequest: number; nodeMsPerRequest: number; dynamoMsPerRequest: number }> {
  const before = cpuOfTree(serverPid);
  const result = await pacedLoad(options);
  const after = cpuOfTree(serverPid);
  const requests = Math.max(1, result.sent);
  const node = (after.node - before.node) / requests;
  const dynamo = (after.dynamo - before.dynamo) / requests;
  const rate = options.rate.toFixed(0).padStart(6);
  console.log(
    `${name.padEnd(30)} | ${rate} req/s | p50 ${String(result.p50).padStart(4)} ms | p99 ${String(result.p99).padStart(4)} ms | cpu/req ${node.toFixed(2)} ms node + ${dynamo.toFixed(2)} ms DynamoDB Local | ${result.ok} ok${result.failed ? `, ${result.failed} not ok` : ''} (steady arrivals; p90 ${result.p90} ms, max ${result.max} ms)`,
  );
  return { ...result, cpuMsPerRequest: node + dynamo, nodeMsPerRequest: node, dynamoMsPerRequest: dynamo };
}

async function httpFigures(): Promise<void> {
  const rows: Row[] = [];
  console.log('\nHTTP (autocannon from this process; servers in child processes; 2 shared cores)');

  if (want('http')) {
    const helloPort = await freePort();
    const hello = await startChild(
      ['-e', `require('node:http').createServer((q,s)=>s.end('hello')).listen(${helloPort},'127.0.0.1',()=>console.log('ready'))`],
      {},
      /ready/,
    );
    await run('bare node:http hello', { url: `http://127.0.0.1:${helloPort}/`, connections: 10, duration: 5 }, rows, hello.pid!);
    await stopChild(hello);
  }

  const port = await freePort();
  const app = await startChild(
    [...SERVER_PROBE.nodeArgs, 'src/local/main.ts'],
    {
      ...SERVER_PROBE.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DYNAMODB_IN_MEMORY: '1',
      FITCHOICE_TEST_HOOKS: '0',
      WEB_DIST: '/nonexistent',
    },
    /FitChoice is running/,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const origin = `http://127.0.0.1:${port}`;
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench password 1';
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password, name: 'Bench' }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { user } = (await signup.json()) as { user: { id: string } };
    const json = { 'content-type': 'application/json', origin, cookie };

    if (want('http')) {
      const me = await run(
        'GET /api/auth/me',
        { url: `${base}/api/auth/me`, headers: { cookie }, connections: 10, duration: 5 },
        rows,
        app.pid!,
      );
      const hb = { url: `${base}/api/heartbeat`, method: 'POST', headers: json, body: JSON.stringify({ userId: user.id }) };
      const heartbeats = await run('POST /api/heartbeat (max)', { ...hb, connections: 10, duration: 5 }, rows, app.pid!);
      // The budget's figure: heartbeats arriving steadily at 200 req/s, as from many members.
      const paced = await runPaced('POST /api/heartbeat @200 req/s', { ...hb, rate: 200, seconds: 15 }, app.pid!);
      let hash = Date.now() * 1000;
      await run(
        'POST /api/web3/crypto-purchase',
        {
          url: `${base}/api/web3/crypto-purchase`,
          method: 'POST',
          headers: json,
          connections: 10,
          duration: 5,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
                  ethAmount: '0.01',
                  sweatCoinsAmount: '1000.00',
                  transactionHash: `demo-${hash++}`,
                }),
              }),
            },
          ],
        },
        rows,
        app.pid!,
      );
      await run(
        'POST /api/auth/login (scrypt)',
        {
          url: `${base}/api/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ email, password }),
          // OWASP scrypt (128 MiB, ~0.3 s of one core) bounds this on purpose: few connections, longer run.
          connections: 2,
          duration: 10,
        },
        rows,
        app.pid!,
      );
      // Sign-ups flooding in (each an OWASP scrypt hash) must not starve everyone else: hashes run
      // one per core but one, with a short line (src/auth/hash-queue.ts). `me` measured meanwhile.
      let signups = 0;
      const flood = autocannon({
        url: `${base}/api/auth/signup`,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        connections: 8,
        duration: 9,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ email: `flood-${Date.now()}-${signups++}@example.com`, password: 'bench password 1', name: 'Flood' }),
            }),
          },
        ],
      });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // The route is warm from its own row; a warm-up here would eat into the flood's window.
      const meUnderFlood = await run(
        'GET /api/auth/me, 8 sign-up loops',
        { url: `${base}/api/auth/me`, headers: { cookie }, connections: 10, duration: 5 },
        rows,
        app.pid!,
        0,
      );
      const flooded = await flood;
      console.log(
        `  sign-ups meanwhile: ${flooded['2xx']} created, ${flooded.non2xx} refused (503 past the hash line), p99 ${flooded.latency.p99} ms; me kept ${((meUnderFlood.requests.average / me.requests.average) * 100).toFixed(0)}% of its requests/s`,
      );
      const helloRate = rows[0]!.result.requests.average;
      console.log(`\nme vs hello: ${((me.requests.average / helloRate) * 100).toFixed(1)}% of the bare server's requests/s`);
      const within = paced.p99 < HEARTBEAT_P99_BUDGET_MS ? 'within' : 'OVER';
      console.log(`heartbeat p99 at a steady 200 req/s: ${paced.p99} ms (${within} the ${HEARTBEAT_P99_BUDGET_MS} ms budget)`);
      // Node's CPU per request, warm and flat out: the AWS SDK's DynamoDB client costs more a call
      // than the home-made transport before it did (issue 41's figures, printed beside), about a
      // cent per million requests on Lambda; the cost model (section cost) prices it.
      console.log(
        `node CPU per request, warm, 10 connections: GET /api/auth/me ${me.nodeMsPerRequest.toFixed(2)} ms (${ME_NODE_MS_BEFORE_SDK} ms before the AWS SDK client), heartbeat ${heartbeats.nodeMsPerRequest.toFixed(2)} ms`,
      );
      // At a steady 200 req/s each request wakes the process alone (nothing shares a wake-up, the
      // caches are cold), so each costs more than flat out; the sum with DynamoDB Local's is what
      // 200 req/s costs the machine.
      const busy = (200 * paced.cpuMsPerRequest) / 10 / cpus().length;
      console.log(
        `heartbeat CPU at a steady 200 req/s: ${paced.nodeMsPerRequest.toFixed(2)} ms node + ${paced.dynamoMsPerRequest.toFixed(2)} ms DynamoDB Local = ${paced.cpuMsPerRequest.toFixed(2)} ms per request, so 200 req/s keeps the server at ~${busy.toFixed(0)}% of ${cpus().length} cores`,
      );
      await gymSearchFigures(base);
      await professionalFigures(base, origin);
      await storeFigures(base, origin);
    }
    if (want('social')) await socialFigures(base, app);
  } finally {
    await stopChild(app);
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`Machine: ${cpus().length} cores, load average ${load()} (1/5/15 min) at the start`);
if (want('bundles')) await bundleSizes();
if (want('http') || want('social')) await httpFigures();
if (want('analytics')) await analyticsFigures({ start: startChild, stop: stopChild, freePort, cpuOfTree });
// In its own process: the store's client is bound to one DynamoDB Local when first imported.
if (want('replay')) spawnSync(process.execPath, ['--import', 'tsx', 'bench/replay-floor.ts'], { cwd: functionsDir, stdio: 'inherit' });
if (want('cost')) await costFigures({ start: startChild, stop: stopChild });
console.log(`Load average at the end: ${load()}; other work on the machine skews the latencies above.`);
