// An answered write survives `kill -9` of the local runtime: `main.ts` with persistent storage is
// killed as a whole process group (node, the watchdog, DynamoDB Local's Java) the moment a purchase
// is answered, mid-load, ten times; every restart must still find every purchase ever answered 200.
// Before local-commit-barrier.ts, DynamoDB Local answered a transaction before committing it, and
// about half of such kills lost the purchase just answered.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, uniqueEmail } from './helpers';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const KILLS = 10;
const WORKERS = 12;
/** Each member's purchases of one round stay within one ledger page. */
const MAX_PURCHASES_PER_MEMBER = 90;

const dataDir = mkdtempSync(join(tmpdir(), 'fitchoice-crash-'));
const groups: ChildProcess[] = [];

afterAll(() => {
  for (const child of groups) if (child.exitCode === null && child.signalCode === null) killGroup(child);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Kills the runtime and everything it started, as `kill -9 -<pgid>` would. */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function startRuntime(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/local/main.ts'], {
    cwd: functionsDir,
    // Its own process group, like `npm start` in a terminal.
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent/dist',
      FITCHOICE_SCRYPT_LOG_N: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // A quiet machine starts it in seconds (tsx compiles the runtime, DynamoDB Local's JVM starts); a
  // machine running other suites beside this one has taken over a minute before its first line.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const port = /FitChoice is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) return { child, url: `http://127.0.0.1:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The runtime did not start:\n${output}`);
}

interface Purchase {
  member: Client;
  transactionHash: string;
}

async function signUpMembers(url: string): Promise<Client[]> {
  return Promise.all(
    Array.from({ length: WORKERS }, async () => {
      const member = new Client(url);
      const answer = await member.post('/api/auth/signup', { email: uniqueEmail('crash'), password: 'correct horse battery', name: 'Kim' });
      expect(answer.status).toBe(201);
      return member;
    }),
  );
}

let hashes = 0;
/** A demo hash no other purchase of this run uses: demo-<13 digits>. */
function nextHash(): string {
  hashes += 1;
  return `demo-${String(Date.now()).slice(-7)}${String(hashes).padStart(6, '0')}`;
}

/** Members buy side by side; once `armedAfterMs` has passed, the group is killed as the next purchase is answered. */
async function buyUntilKilled(child: ChildProcess, members: Client[], answered: Purchase[], armedAfterMs: number): Promise<void> {
  let killed = false;
  const armedAt = Date.now() + armedAfterMs;
  await Promise.all(
    members.map(async (member) => {
      for (let bought = 0; !killed && bought < MAX_PURCHASES_PER_MEMBER; ) {
        const transactionHash = nextHash();
        try {
          const answer = await member.post('/api/web3/crypto-purchase', {
            walletAddress: `0x${'7'.repeat(40)}`,
            ethAmount: '0.001',
            sweatCoinsAmount: '100.00',
            transactionHash,
          });
          if (answer.status !== 200) continue;
          answered.push({ member, transactionHash });
          bought += 1;
          if (!killed && Date.now() >= armedAt) {
            killed = true;
            killGroup(child);
          }
        } catch {
          // the connection died with the runtime
        }
      }
    }),
  );
  if (!killed) killGroup(child);
}

async function missingPurchases(url: string, answered: Purchase[]): Promise<string[]> {
  const byMember = new Map<Client, string[]>();
  for (const purchase of answered) byMember.set(purchase.member, [...(byMember.get(purchase.member) ?? []), purchase.transactionHash]);
  const missing: string[] = [];
  for (const [member, expected] of byMember) {
    // The member's session cookie was written before the kill too; point it at the new port.
    const reader = new Client(url);
    reader.sid = member.sid;
    const ledger = await reader.get('/api/wallet/ledger?limit=100');
    expect(ledger.status).toBe(200);
    const credited = new Set((ledger.json.entries as { transactionHash: string | null }[]).map((entry) => entry.transactionHash));
    missing.push(...expected.filter((hash) => !credited.has(hash)));
  }
  return missing;
}

describe('kill -9 of the local runtime under load', { timeout: 300_000 }, () => {
  it(`loses no answered purchase over ${KILLS} kills`, async () => {
    const answered: Purchase[] = [];
    for (let round = 0; round < KILLS; round++) {
      const { child, url } = await startRuntime();
      expect(await missingPurchases(url, answered)).toEqual([]);
      const members = await signUpMembers(url);
      await buyUntilKilled(child, members, answered, 300 + round * 40);
      await new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
    }
    const { child, url } = await startRuntime();
    expect(answered.length).toBeGreaterThan(KILLS);
    expect(await missingPurchases(url, answered)).toEqual([]);
    killGroup(child);
  });
});
