// Integration-test helpers: one local stack per test file (DynamoDB Local in memory, a free port)
// and a small HTTP client that keeps the session cookie like a browser.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../src/local/index';
import { generateVapidKeys } from '../src/push/web-push';

/**
 * A stack on the run's shared DynamoDB Local (test/global-setup.ts), on a table of its own.
 * Tests hash passwords at a low scrypt cost (2^10); the OWASP default is pinned by password.test.ts.
 */
export async function startTestStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const vapid = generateVapidKeys();
  return startLocalStack({
    port: 0,
    host: '127.0.0.1',
    dynamodbEndpoint: inject('dynamodbEndpoint'),
    testHooks: true,
    webDist: null,
    ...options,
    env: {
      FITCHOICE_SCRYPT_LOG_N: '10',
      FITCHOICE_CHECK_RESPONSES: '1',
      TABLE_NAME: `fitchoice-test-${randomUUID()}`,
      CHECKIN_SECRET: randomBytes(32).toString('hex'),
      FILES_DIR: mkdtempSync(join(tmpdir(), 'fitchoice-test-files-')),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ...options.env,
    },
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  json: any;
  setCookies: string[];
}

export interface RequestOptions {
  method?: string;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  headers?: Record<string, string | undefined>;
  idempotencyKey?: string;
}

export function send(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  const defaults: Record<string, string | undefined> = {
    // A length always: Node sends a DELETE's body neither chunked nor with a length by itself.
    ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...(method !== 'GET' ? { origin: url.origin } : {}),
    ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    ...options.headers,
  };
  for (const [name, value] of Object.entries(defaults)) if (value !== undefined) headers[name] = value;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, setCookies: res.headers['set-cookie'] ?? [] });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A browser-like client: sends its Origin and keeps the `sid` cookie, and the `did` (known device) cookie for /api/auth, it is given. */
export class Client {
  sid: string | undefined;
  device: string | undefined;

  readonly extraHeaders: Record<string, string>;

  /** Each client comes from a network of its own (X-Forwarded-For, under test hooks), as members do, unless `extraHeaders` says otherwise. */
  constructor(
    readonly baseUrl: string,
    extraHeaders: Record<string, string> = {},
  ) {
    this.extraHeaders = { 'x-forwarded-for': `10.${randomBytes(3).join('.')}`, ...extraHeaders };
  }

  async call(path: string, options: RequestOptions = {}): Promise<Answer> {
    const answer = await send(this.baseUrl, path, {
      ...options,
      headers: { ...this.extraHeaders, ...(this.cookieHeader(path) ? { cookie: this.cookieHeader(path) } : {}), ...options.headers },
    });
    for (const cookie of answer.setCookies) {
      const [, name, value] = /^(sid|did)=([^;]*)/.exec(cookie) ?? [];
      if (name === 'sid') this.sid = value || undefined;
      if (name === 'did') this.device = value || undefined;
    }
    return answer;
  }

  private cookieHeader(path: string): string | undefined {
    const cookies = [this.sid && `sid=${this.sid}`, this.device && path.startsWith('/api/auth/') && `did=${this.device}`].filter(Boolean);
    return cookies.length > 0 ? cookies.join('; ') : undefined;
  }

  post(path: string, body?: unknown, options: RequestOptions = {}): Promise<Answer> {
    return this.call(path, { method: 'POST', ...(body === undefined ? {} : { body }), ...options });
  }

  get(path: string, options: RequestOptions = {}): Promise<Answer> {
    return this.call(path, { method: 'GET', ...options });
  }
}

let counter = 0;
/** A fresh email per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now()}@example.com`;
}

export async function signUp(
  baseUrl: string,
  name = 'Ana',
  /** The app's language at sign-up (mails are written in it); none says nothing (English). */
  language?: string,
): Promise<{ client: Client; email: string; password: string; userId: string }> {
  const client = new Client(baseUrl);
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const body = { email, password, name, ...(language ? { language } : {}) };
  let answer = await client.post('/api/auth/signup', body);
  // Many sign-ups at once fill the password-hash queue: the server answers 503 with Retry-After, and
  // a client waits and tries again, as the app's outbox does.
  for (let tries = 0; answer.status === 503 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * (tries + 1)));
    answer = await client.post('/api/auth/signup', body);
  }
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${answer.text}`);
  return { client, email, password, userId: answer.json.user.id };
}
