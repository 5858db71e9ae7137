// The first admin without a console: the local runtime started with FITCHOICE_ADMIN_EMAIL and
// FITCHOICE_ADMIN_PASSWORD, and the admin CLI run as a process against the same table (also as an
// operator runs it against AWS: credentials from an AWS_PROFILE, the table at an AWS endpoint).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { startDynamoDbProxy } from './dynamodb-proxy';
import { Client, startTestStack, uniqueEmail } from './helpers';

const ADMIN_EMAIL = 'Boss@Example.com';
const ADMIN_PASSWORD = 'the operator chose this';
const FUNCTIONS_DIR = fileURLToPath(new URL('..', import.meta.url));

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({
    seedCatalogue: false,
    env: { FITCHOICE_ADMIN_EMAIL: ADMIN_EMAIL, FITCHOICE_ADMIN_PASSWORD: ADMIN_PASSWORD },
  });
});
afterAll(() => stack?.stop());

/** Runs the CLI on the test stack's table; `env` adds variables, or removes those it sets to undefined. */
function runCli(
  args: string[],
  env: Record<string, string | undefined> = { DYNAMODB_ENDPOINT: stack.dynamodbEndpoint },
): Promise<{ code: number | null; output: string }> {
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, TABLE_NAME: stack.tableName, FITCHOICE_SCRYPT_LOG_N: '10', ...env }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/local/admin-cli.ts', ...args], {
      cwd: FUNCTIONS_DIR,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function oneTimePassword(output: string): string {
  const match = /One-time password: (\S+)/.exec(output);
  expect(match, output).not.toBeNull();
  return match![1]!;
}

describe('the admin bootstrap', () => {
  it('creates the admin of FITCHOICE_ADMIN_EMAIL with the operator’s password, ready to use', async () => {
    const admin = new Client(stack.url);
    const login = await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status, login.text).toBe(200);
    expect(login.json.user).toMatchObject({ email: 'boss@example.com', roles: ['admin'], mustChangePassword: false });
    expect((await admin.get('/api/admin/audit')).status).toBe(200);
  });

  it('the CLI creates an admin with a one-time password that must be changed before any panel opens', async () => {
    const email = uniqueEmail('cli-admin');
    const run = await runCli(['create', email]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(new RegExp(`Created admin ${email}`));
    const password = oneTimePassword(run.output);
    const admin = new Client(stack.url);
    const login = await admin.post('/api/auth/login', { email, password });
    expect(login.json.user).toMatchObject({ roles: ['admin'], mustChangePassword: true });
    expect((await admin.get('/api/admin/users')).json.code).toBe('password_change_required');
    expect(
      (await admin.post('/api/auth/change-password', { currentPassword: password, newPassword: 'my own admin password' })).status,
    ).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  }, 60_000);

  it('the CLI resets an existing admin’s password and ends its sessions', async () => {
    const before = new Client(stack.url);
    await before.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const run = await runCli(['create', ADMIN_EMAIL]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/Reset admin boss@example.com/);
    expect((await before.get('/api/auth/me')).status).toBe(401);
    expect((await new Client(stack.url).post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(401);
    const login = await new Client(stack.url).post('/api/auth/login', { email: ADMIN_EMAIL, password: oneTimePassword(run.output) });
    expect(login.json.user.mustChangePassword).toBe(true);
  }, 60_000);

  it('the CLI says how to use it, and refuses a bad email, changing nothing', async () => {
    const usage = await runCli([]);
    expect(usage.code).toBe(1);
    expect(usage.output).toMatch(/Usage: npm run admin -w @fitchoice\/functions -- create <email>/);
    const bad = await runCli(['create', 'not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/not an email address/);
  }, 60_000);

  it('the CLI signs with the credentials of the AWS_PROFILE it is run with', async () => {
    // AWS itself is outside the machine: the table's endpoint is a proxy to DynamoDB Local that
    // notes who signed each call. The profile comes from the shared files, as `aws configure` writes them.
    const awsDir = mkdtempSync(join(tmpdir(), 'fitchoice-aws-'));
    writeFileSync(join(awsDir, 'credentials'), '[ops]\naws_access_key_id = AKIAOPSPROFILE000001\naws_secret_access_key = ops-secret\n');
    writeFileSync(join(awsDir, 'config'), '[profile ops]\nregion = eu-west-1\n');
    const proxy = await startDynamoDbProxy(stack.dynamodbEndpoint);
    try {
      const email = uniqueEmail('profile-admin');
      const run = await runCli(['create', email], {
        DYNAMODB_ENDPOINT: undefined,
        AWS_PROFILE: 'ops',
        AWS_SHARED_CREDENTIALS_FILE: join(awsDir, 'credentials'),
        AWS_CONFIG_FILE: join(awsDir, 'config'),
        AWS_ENDPOINT_URL_DYNAMODB: proxy.url,
        AWS_ACCESS_KEY_ID: undefined,
        AWS_SECRET_ACCESS_KEY: undefined,
        AWS_SESSION_TOKEN: undefined,
        AWS_REGION: undefined,
      });
      expect(run.code, run.output).toBe(0);
      const signers = proxy.takeSigners();
      expect(signers.length).toBeGreaterThan(0);
      expect(new Set(signers.map((scope) => scope.replace(/\/\d{8}\//, '/<date>/')))).toEqual(
        new Set(['AKIAOPSPROFILE000001/<date>/eu-west-1/dynamodb']),
      );
      const login = await new Client(stack.url).post('/api/auth/login', { email, password: oneTimePassword(run.output) });
      expect(login.json.user).toMatchObject({ roles: ['admin'], mustChangePassword: true });
    } finally {
      await proxy.stop();
    }
  }, 60_000);
});
