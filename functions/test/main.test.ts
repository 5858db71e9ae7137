// `tsx src/local/main.ts` as `npm start` and Playwright run it: the ready line, env handling, no
// test hooks by default, a clear 503 page without a build, requests in flight finishing on SIGTERM
// and a clean stop of the DynamoDB Local child, and one clear line when Java is missing.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/local/dynamodb-local';
import { lastDone, MONDAY, MONDAY_NOON, planOf, postForEvents, profileOf } from './coach-helpers';
import { startFakeModel } from './fake-openai';
import { setClock } from './gym-helpers';
import { send, signUp } from './helpers';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/local/main.ts'], {
    cwd: functionsDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', FITCHOICE_SCRYPT_LOG_N: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, pattern: RegExp, timeoutMs = 100_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(started.output());
    if (match) return match[0];
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Did not see ${pattern} in:\n${started.output()}`);
}

/** Every process below `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function isDynamoDbLocalJava(pid: number): boolean {
  const [program, ...args] = commandOf(pid).split('\0');
  return program === 'java' && args.some((arg) => arg.endsWith('DynamoDbLocalOnHost.java'));
}

// Each test starts the runtime as a process: allow for a slow start on a busy machine (the whole
// suite runs beside it; under load Java and the seed took over 45 s to start).
describe('main.ts', { timeout: 180_000 }, () => {
  it('starts DynamoDB Local in memory, serves the API, and stops everything on SIGTERM', async () => {
    const port = await freePort();
    const started = startMain({ PORT: String(port), HOST: '127.0.0.1', DYNAMODB_IN_MEMORY: '1', WEB_DIST: '/nonexistent/dist' });
    await waitFor(started, new RegExp(`FitChoice is running at http://localhost:${port}`));
    const base = `http://127.0.0.1:${port}`;

    expect((await send(base, '/api/config')).json).toEqual({ purchaseMode: 'demo', treasuryAddress: null, chainId: null });
    const page = await send(base, '/gyms');
    expect(page.status).toBe(503);
    expect(page.text).toContain('npm run build -w @fitchoice/web');
    // Test hooks are off unless FITCHOICE_TEST_HOOKS=1.
    const hook = await send(base, '/__test/faults', { body: { method: 'GET', path: '/api/config', status: 500 } });
    expect(hook.status).toBe(404);
    expect((await send(base, '/api/config')).status).toBe(200);

    const java = descendants(started.child.pid!).filter((pid) => isDynamoDbLocalJava(pid));
    expect(java).toHaveLength(1);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(isAlive(java[0]!)).toBe(false);
  });

  it('leaves no Java behind even when the runtime is killed outright', async () => {
    const port = await freePort();
    const started = startMain({ PORT: String(port), HOST: '127.0.0.1', DYNAMODB_IN_MEMORY: '1', WEB_DIST: '/nonexistent/dist' });
    await waitFor(started, /FitChoice is running/);
    const tree = descendants(started.child.pid!);
    const java = tree.filter((pid) => isDynamoDbLocalJava(pid));
    expect(java).toHaveLength(1);
    for (const pid of [started.child.pid!, ...tree.filter((pid) => commandOf(pid).includes('main.ts'))]) process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 15_000;
    while (isAlive(java[0]!) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isAlive(java[0]!)).toBe(false);
  });

  it('uses DYNAMODB_ENDPOINT and starts nothing', async () => {
    const port = await freePort();
    const started = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
      TABLE_NAME: `fitchoice-main-${port}`,
      PURCHASE_MODE: 'demo',
    });
    await waitFor(started, /FitChoice is running/);
    expect(descendants(started.child.pid!).some((pid) => isDynamoDbLocalJava(pid))).toBe(false);
    const signup = await send(`http://127.0.0.1:${port}`, '/api/auth/signup', {
      body: { email: 'endpoint@example.com', password: 'correct horse', name: 'Ana' },
    });
    expect(signup.status).toBe(201);
    started.child.kill('SIGINT');
    expect(await started.exited).toBe(0);
  });

  it('lets a request in flight finish on SIGTERM, and takes no new one, on a kept connection neither', async () => {
    // A coach answer streamed from a model that holds it after its first chunk until the test lets
    // it go: SIGTERM comes while it streams, however slowly the machine handles the signal.
    const model = await startFakeModel();
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    model.answer = () => ({ kind: 'text', text: 'Slow and steady wins the week.', chunks: 5, pauseMs: 100, heldUntil: held });
    const port = await freePort();
    const started = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
      TABLE_NAME: `fitchoice-main-${port}`,
      COACH_LLM_URL: model.url,
      COACH_LLM_MODEL: 'coach-test',
      COACH_LLM_KEY: 'test-key',
      // For the coach's clock (its plan is for a Monday).
      FITCHOICE_TEST_HOOKS: '1',
    });
    try {
      await waitFor(started, /FitChoice is running/);
      const base = `http://127.0.0.1:${port}`;
      await setClock(base, MONDAY_NOON);
      const { client } = await signUp(base);
      // Over a connection kept alive, as a browser's is.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const answer = postForEvents(
        client,
        '/api/coach/chat',
        { text: 'swap the bench press', today: MONDAY, locale: 'en', plan: planOf(profileOf({ avoid: ['knee'] })) },
        agent,
      );
      const asked = Date.now() + 60_000;
      while (model.requests.length === 0) {
        if (Date.now() > asked) throw new Error(`The model was never asked:\n${started.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      started.child.kill('SIGTERM');
      // New requests are refused while the one in flight streams on: the server no longer listens.
      await expect
        .poll(
          () =>
            fetch(`${base}/api/config`).then(
              () => 'served',
              () => 'refused',
            ),
          // Well within the stop's 10 s grace, however slowly a busy machine handles the signal.
          { timeout: 8_000 },
        )
        .toBe('refused');
      letGo();
      // Had the stop cut the stream, the answer would never end: give up 5 s after the runtime is gone.
      const cut = started.exited.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        throw new Error(`The runtime exited and the answer never ended:\n${started.output()}`);
      });
      const { status, events } = await Promise.race([answer, cut]);
      expect(status).toBe(200);
      expect(lastDone(events).reply?.text).toBe('Slow and steady wins the week.');
      // The answer's kept connection closed with it: the next request on the agent finds no server.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await new Promise<string>((resolve) => {
        const req = httpRequest(`${base}/api/config`, { agent }, (res) => {
          res.resume();
          resolve('served');
        });
        req.on('error', () => resolve('refused'));
        req.end();
      });
      agent.destroy();
      expect(next).toBe('refused');
      expect(await started.exited).toBe(0);
    } finally {
      letGo();
      await model.stop();
    }
  });

  it('stops with one line saying how to install Java when it is missing', async () => {
    const started = startMain({ PATH: '/nonexistent', DYNAMODB_IN_MEMORY: '1', PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(await started.exited).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toEqual([
      'DynamoDB Local needs Java 17: install it with `apt-get install -y openjdk-17-jre-headless` (or set DYNAMODB_ENDPOINT to another DynamoDB).',
    ]);
  });

  it('refuses a bad PURCHASE_MODE with a clear message', async () => {
    const started = startMain({
      PURCHASE_MODE: 'free',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/PURCHASE_MODE must be one of demo, chain/);
  });
});
