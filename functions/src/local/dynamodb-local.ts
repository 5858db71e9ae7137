// Amazon's DynamoDB Local as a child process (its jar ships in the npm package
// amplify-dynamodb-simulator and runs on Java 17): started on a free port of one address (loopback
// unless told; DynamoDbLocalOnHost.java), stopped with us.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClientConfig } from '../dynamo/client-config';

export const JAVA_MISSING_MESSAGE =
  'DynamoDB Local needs Java 17: install it with `apt-get install -y openjdk-17-jre-headless` (or set DYNAMODB_ENDPOINT to another DynamoDB).';

export class JavaMissingError extends Error {
  constructor() {
    super(JAVA_MISSING_MESSAGE);
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** In memory (tests) or persisted in this folder. */
  dataDir: string | null;
  /** Default: a free port. */
  port?: number;
  /** The one address it listens on. Default loopback: it takes any credentials, so nothing else should reach it. */
  host?: string;
}

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Runs Java under a small shell that stops it when asked (SIGTERM/SIGINT) and when our process is
 * gone, however it went: a SIGKILL, a test runner terminating its worker, tsx force-killing a slow
 * child. Without it those leave an orphaned Java process holding ~200 MB.
 * Arguments: our pid, then the command.
 */
const WATCHDOG = `parent=$1; shift
"$@" &
child=$!
trap 'kill "$child" 2>/dev/null; wait "$child"; exit 0' TERM INT HUP
while kill -0 "$parent" 2>/dev/null && kill -0 "$child" 2>/dev/null; do
  sleep 1 &
  wait $!
done
kill "$child" 2>/dev/null
wait "$child"`;

/** DynamoDB Local's own main, bound to one address (run as a Java source file). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'DynamoDbLocalOnHost.java');

function emulatorFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

export function hasJava(): boolean {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return !probe.error && probe.status === 0;
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  if (!hasJava()) throw new JavaMissingError();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const emulator = emulatorFolder();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      WATCHDOG,
      'dynamodb-local-watchdog',
      String(process.pid),
      'java',
      // A small heap is plenty for local data. The JVM's full JIT: it starts ~0.6 s later than C1
      // alone, but then a replayed outbox's transactions cost DynamoDB Local ~40 % less CPU (web's
      // offline-replay bench: 1.0 against 1.8 ms an entry; the replay 1.7 against 2.7 s).
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-cp',
      `${join(emulator, 'DynamoDBLocal.jar')}:${join(emulator, 'DynamoDBLocal_lib', '*')}`,
      LAUNCHER,
      host,
      ...storage,
      '-sharedDb',
      '-disableTelemetry',
      '-port',
      String(port),
    ],
    // It writes a metadata file into its working folder: keep that out of the repo.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.dataDir ?? tmpdir() },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The watchdog stops Java when we exit without calling stop() (it also notices a SIGKILL).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const endpoint = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`DynamoDB Local exited (${code ?? signal}) while starting:\n${output}`)));
  });
  try {
    await Promise.race([waitUntilServing(endpoint), exited]);
  } catch (error) {
    await stopChild(child, killOnExit);
    throw error;
  }
  exited.catch(() => {}); // it will exit when stopped
  return {
    endpoint,
    stop: () => stopChild(child, killOnExit),
  };
}

async function waitUntilServing(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ ...dynamoClientConfig(endpoint), maxAttempts: 1 });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within ${STARTUP_TIMEOUT_MS} ms: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    client.destroy();
  }
}

function stopChild(child: ChildProcess, killOnExit: () => void): Promise<void> {
  process.removeListener('exit', killOnExit);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
