// Scenario builders for the social tests (STYLE.md: Cal.com's bookingScenario): a world of members,
// who is friends with whom, who blocked whom, who may be found, who confirmed their email (all but
// those named), described as data and built in one call through the real API; and a real-time socket client that collects what the server pushes.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { confirmFromMail } from './account-helpers';
import { type Client, signUp } from './helpers';

export interface ScenarioMember {
  client: Client;
  userId: string;
  email: string;
  name: string;
  password?: string;
}

export interface SocialWorld<Name extends string> {
  /** Names of the members to sign up (each name is also their display name). */
  members: Name[];
  /** Pairs who become friends (a request and its acceptance). */
  friends?: [Name, Name][];
  /** [blocker, blocked] */
  blocks?: [Name, Name][];
  /** Members who allow others to find them. */
  findable?: Name[];
  /** Members who never open the link mailed at sign-up (everyone else confirms their email, as posting needs). */
  unverified?: Name[];
}

export type Scenario<Name extends string> = Record<Name, ScenarioMember>;

export const SETTINGS_OFF = {
  findable: false,
  share: { checkins: false, challenges: false, sessions: false },
  autoPost: { checkins: false, challenges: false },
  push: { message: true, friend_request: true, match: true, booking_reminder: true, motivation: true },
};

export async function socialScenario<const Name extends string>(baseUrl: string, world: SocialWorld<Name>): Promise<Scenario<Name>> {
  const scenario = {} as Scenario<Name>;
  for (const name of world.members) {
    const { client, userId, email, password } = await signUp(baseUrl, name);
    if (!world.unverified?.includes(name)) await confirmFromMail(baseUrl, email);
    scenario[name] = { client, userId, email, name, password };
  }
  for (const [a, b] of world.friends ?? []) await befriend(scenario[a], scenario[b]);
  for (const [blocker, blocked] of world.blocks ?? []) {
    const answer = await scenario[blocker].client.post(`/api/users/${scenario[blocked].userId}/block`);
    expect(answer.status, answer.text).toBe(204);
  }
  for (const name of world.findable ?? []) {
    const answer = await scenario[name].client.call('/api/social/settings', { method: 'PUT', body: { ...SETTINGS_OFF, findable: true } });
    expect(answer.status, answer.text).toBe(200);
  }
  return scenario;
}

export async function befriend(a: ScenarioMember, b: ScenarioMember): Promise<void> {
  const asked = await a.client.post('/api/friends/requests', { userId: b.userId });
  expect(asked.status, asked.text).toBe(201);
  const accepted = await b.client.post(`/api/friends/requests/${asked.json.request.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
}

export async function startConversation(member: ScenarioMember, others: ScenarioMember[]): Promise<string> {
  const answer = await member.client.post('/api/conversations', { memberIds: others.map((other) => other.userId) });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.conversation.id;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON events
export type Json = any;

/** A socket on /api/realtime as the member's browser opens it (cookie and Origin), collecting events. */
export class SocketClient {
  readonly events: Json[] = [];
  /** Settles with the close code when the socket closes (by either side). */
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(baseUrl: string, member: ScenarioMember | null, origin = baseUrl): Promise<SocketClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;
    const socket = new WebSocket(url, { headers: { origin, ...(member?.client.sid ? { cookie: `sid=${member.client.sid}` } : {}) } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new SocketClient(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(request: Json): void {
    this.socket.send(JSON.stringify(request));
  }

  /** Waits until `count` events match, failing after `timeoutMs`. */
  async waitFor(match: (event: Json) => boolean, count = 1, timeoutMs = 10_000): Promise<Json[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.filter(match);
      if (found.length >= count) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`waited ${timeoutMs} ms for ${count} events; have ${found.length}: ${JSON.stringify(this.events.slice(-5))}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) resolve();
      else {
        this.socket.once('close', () => resolve());
        this.socket.close();
      }
    });
  }
}

export interface TestPushService {
  /** A fresh subscription endpoint on this service. */
  endpoint(): string;
  /** What the service received for an endpoint. */
  receivedAt(endpoint: string): { headers: IncomingMessage['headers']; body: Buffer }[];
  /** The status the service answers from now on (201 accepted, 410 gone). */
  answer(status: number): void;
  close(): Promise<void>;
}

/**
 * A push service on this machine: HTTPS (pushes go to https endpoints only) with a certificate made
 * here and trusted by this process only, where the handlers run.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'fitchoice-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true, force: true });
  globalAgent.options.ca = tls.cert;
  const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  let status = 201;
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint: () => `${base}/push/${randomUUID()}`,
    receivedAt: (endpoint) => received.filter((entry) => endpoint === `${base}${entry.path}`),
    answer: (next) => {
      status = next;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A subscription's keys as a browser makes them (a P-256 key pair, a 16-byte auth secret), and how to read what was pushed to them. */
export function browserPushKeys(): { p256dh: string; auth: string; read(body: Buffer): Json } {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  return {
    p256dh,
    auth,
    read: (body) => JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

/** Bytes that stand for a picture: the server checks a photo's type and size, not its pixels. */
const PICTURE_STARTS: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // RIFF, a length, WEBP
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
/** `size` bytes that start as a picture of `type` does (the server reads the first bytes), random after. */
export const fakePicture = (size: number, type: 'image/jpeg' | 'image/png' | 'image/webp' = 'image/jpeg') => {
  const start = Buffer.from(PICTURE_STARTS[type]!);
  return Buffer.concat([start, randomBytes(size - start.length)]);
};

/** Uploads a post's photo as the app does (asks for two pre-signed PUTs, sends both copies); answers its id. */
export async function uploadPostPhoto(
  member: ScenarioMember,
  {
    feed = fakePicture(40_000),
    thumb = fakePicture(4_000),
    contentType = 'image/jpeg',
    copies = ['feed', 'thumb'],
  }: { feed?: Buffer; thumb?: Buffer; contentType?: string; copies?: readonly ('feed' | 'thumb')[] } = {},
): Promise<string> {
  const tickets = await member.client.post('/api/posts/photos', { contentType, size: feed.length, thumbSize: thumb.length });
  expect(tickets.status, tickets.text).toBe(201);
  for (const copy of copies) {
    const ticket = tickets.json[copy];
    const put = await fetch(new URL(ticket.url, member.client.baseUrl), {
      method: 'PUT',
      body: copy === 'feed' ? feed : thumb,
      headers: ticket.headers,
    });
    expect(put.status, await put.text()).toBe(200);
  }
  return tickets.json.photoId;
}
