// The local runtime: DynamoDB Local (or DYNAMODB_ENDPOINT), the table, the handler modules behind
// the node:http adapter, and the built web app, on one origin. `main.ts` is its command line;
// tests and benches call `startLocalStack` directly.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ERROR_CODES } from '@fitchoice/shared';
import { adminFromEnv } from '../admin/admin-env';
import { localCheckinSecret, newCheckinSecret } from '../bookings/checkin-secret';
import { dynamoClientConfig } from '../dynamo/client-config';
import { ensureTable } from '../dynamo/create-table';
import { LOCAL_FILES_PREFIX, LocalFileStorage } from '../files/local-storage';
import { installFileStorage } from '../files/storage';
import type { Handler } from '../http/handler';
import { localVapidKeys, newVapidKeys } from '../push/vapid';
import { HANDLER_NAMES } from '../routes';
import { DEFAULT_TABLE_NAME } from '../table-name';
import { currentTime } from '../time/clock';
import { type HandlerModules, sendError, serveApi } from './adapter';
import { type DynamoDbLocal, startDynamoDbLocal } from './dynamodb-local';
import { FaultQueue, faultCode, faultMessage, withBatchFaults } from './faults';
import { serveMailPage } from './mail-page';
import { attachRealtime, type RealtimeServer } from './realtime-server';
import { SiteHeaders } from './site-headers';
import { serveStatic } from './static';
import { serveTestHooks, type TestHookContext } from './test-hooks';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalStackOptions {
  /** 0 = a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The built web app; default <repo>/web/dist; null serves the API only (other paths get a 503 page). */
  webDist?: string | null;
  /** Use this DynamoDB and start nothing. */
  dynamodbEndpoint?: string;
  /** Run DynamoDB Local in memory (tests) instead of persisting under `dataDir`. */
  inMemory?: boolean;
  /** The local data folder: DynamoDB Local's files in `dynamodb/`, the check-in secret; default <repo>/.data. */
  dataDir?: string;
  /** Enables the /__test/* hooks and X-Forwarded-For as the client IP. */
  testHooks?: boolean;
  /** The handlers' environment (PURCHASE_MODE, ETH_RPC_URL, ALLOWED_ORIGINS, FITCHOICE_SCRYPT_LOG_N, ...). */
  env?: Record<string, string | undefined>;
  /** Load the gym catalogue when missing; default true (tests that need no gyms skip it). */
  seedCatalogue?: boolean;
}

export interface LocalStack {
  url: string;
  port: number;
  /** Where the handlers' DynamoDB is, and their table. */
  dynamodbEndpoint: string;
  tableName: string;
  stop(): Promise<void>;
}

let started = false;
/** How often the local runtime sends due booking reminders. */
const REMINDER_INTERVAL_MS = 60_000;
/** How often the local runtime expires the post photos nobody posted (after once at start-up). */
const PHOTO_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How long a stop waits for the requests in flight (Lambda gives a request at most 29 s; a stop need not). */
const STOP_GRACE_MS = 10_000;

/**
 * Starts the whole local stack. One per process: the handlers read their configuration and
 * create their DynamoDB client once, at module load, exactly as in Lambda.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  if (started) throw new Error('startLocalStack: one local stack per process (the handlers read their configuration once)');
  started = true;
  // The SDK's "Node 22 soon" notice on every start is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // CloudWatch metrics (EMF lines) mean nothing locally and would bury the log.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? resolve(REPO_ROOT, '.data'));
  const webDist = options.webDist === undefined ? resolve(REPO_ROOT, 'web/dist') : options.webDist && resolve(options.webDist);
  const faults = new FaultQueue();
  let handlers: HandlerModules | null = null;
  let mailDir: string | null = null;
  let dynamo: DynamoDbLocal | null = null;
  let realtime: RealtimeServer | null = null;
  let reminders: ReturnType<typeof setInterval> | undefined;
  let photoSweeps: ReturnType<typeof setInterval> | undefined;

  let siteHeaders: SiteHeaders | null = null;
  /** Set when the stop begins: a connection kept alive from before then carries no new request. */
  let stopping = false;

  const server = createServer((req, res) => {
    // A request on a kept connection once the stop began is answered with `Connection: close`; an
    // answer under way when it began closes its connection once it is written.
    if (stopping) res.shouldKeepAlive = false;
    else res.once('finish', () => stopping && req.socket.destroySoon());
    if (!handlers || !siteHeaders) {
      sendError(res, 503, 'Starting up; try again in a moment', ERROR_CODES.unavailable, { 'retry-after': '1' });
      return;
    }
    const ready = handlers;
    siteHeaders
      .current(!req.url?.startsWith('/api/'))
      .then((headers) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        return route(req, res, ready, webDist, { faults, stopFor }, options.testHooks === true, mailDir);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) sendError(res, 500, 'Something went wrong on our side; please try again', ERROR_CODES.internal);
        else res.destroy();
      });
  });
  server.keepAliveTimeout = 65_000;
  let listening: { port: number; host: string } | null = null;
  /** The outage test hook: not listening and no connection for `ms`, then as before. */
  const stopFor = (ms: number) => {
    if (!listening) return;
    const { port, host: address } = listening;
    server.close(() => setTimeout(() => server.listen(port, address), ms));
    server.closeAllConnections();
  };

  try {
    const port = await listen(server, options.port ?? 3000, host);
    listening = { port, host };
    setEnv({
      ALLOWED_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
      APP_URL: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
      // Mail is caught locally: kept with the data under .data/, or in a fresh folder when the data
      // is not kept there (in memory, another DynamoDB: tests).
      MAIL_DIR:
        options.inMemory || options.dynamodbEndpoint ? mkdtempSync(join(tmpdir(), 'fitchoice-mail-')) : resolve(REPO_ROOT, '.data/mail'),
      ...options.env,
    });
    mailDir = process.env.MAIL_DIR ?? null;
    // Refuse a bad configuration now, before starting anything (the handlers read it again on load).
    (await import('../config')).readConfig();
    const admin = adminFromEnv();
    siteHeaders = new SiteHeaders(webDist, process.env);
    if (!options.dynamodbEndpoint) {
      dynamo = await startDynamoDbLocal({ dataDir: options.inMemory ? null : resolve(dataDir, 'dynamodb') });
    }
    const endpoint = options.dynamodbEndpoint ?? (dynamo as DynamoDbLocal | null)!.endpoint;
    setEnv({ DYNAMODB_ENDPOINT: endpoint });
    const tableName = process.env.TABLE_NAME || DEFAULT_TABLE_NAME;
    const client = new DynamoDBClient(dynamoClientConfig(endpoint));
    try {
      await ensureTable(client, tableName);
    } finally {
      client.destroy();
    }
    if (!process.env.CHECKIN_SECRET) {
      process.env.CHECKIN_SECRET = options.inMemory ? newCheckinSecret() : localCheckinSecret(dataDir);
    }
    // Uploads go to a folder this server serves at /files/ (kept under .data; a temporary one in memory).
    process.env.FILES_DIR ??= options.inMemory ? mkdtempSync(join(tmpdir(), 'fitchoice-files-')) : resolve(REPO_ROOT, '.data/uploads');
    process.env.FILES_SECRET ??= randomBytes(32).toString('base64url');
    if (!process.env.UPLOADS_BUCKET) installFileStorage(new LocalFileStorage(process.env.FILES_DIR, process.env.FILES_SECRET));
    // Imported only now: the store's client reads DYNAMODB_ENDPOINT when it loads.
    if (options.seedCatalogue !== false) {
      const { seedCatalogueIfMissing, seedProfessionalsIfMissing, seedRewardsIfMissing } = await import('../seed/seed');
      await seedCatalogueIfMissing();
      await seedProfessionalsIfMissing();
      await seedRewardsIfMissing();
    }
    if (admin) {
      const { ensureAdmin } = await import('../admin/bootstrap');
      const outcome = await ensureAdmin(admin.email, admin.password);
      console.log(
        `Admin ${outcome.email}: ${outcome.state === 'created' ? 'created' : 'password reset'} from FITCHOICE_ADMIN_EMAIL/PASSWORD`,
      );
    }
    if (!process.env.VAPID_PUBLIC_KEY) {
      const vapid = options.inMemory ? newVapidKeys() : localVapidKeys(resolve(REPO_ROOT, '.data'));
      setEnv({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
    }
    handlers = await loadHandlers();
    if (options.testHooks) handlers.batch = withBatchFaults(handlers.batch, faults);
    // "Forgot password" mails after its answer: here in this process, as Lambda's own queue does deployed.
    const resetMail = await import('../account/reset-mail');
    resetMail.installResetMailQueue(resetMail.inProcessResetMailQueue);
    // Notices are sent by the notices function deployed; here in this process, before the request answers.
    const [noticeQueue, noticeJobs] = await Promise.all([import('../notices/queue'), import('../notices/jobs')]);
    noticeQueue.installNoticeQueue(noticeJobs.sendNotices);
    // The real-time socket at /api/realtime, served by the same handler API Gateway's WebSocket API runs.
    realtime = attachRealtime(server, (await import('../chat/socket-handler')).handler);
    // Booking reminders: what the deployed schedule does every few minutes.
    const { sendDueReminders } = await import('../reminders/reminders');
    reminders = setInterval(() => void sendDueReminders(new Date()).catch((error: unknown) => console.error(error)), REMINDER_INTERVAL_MS);
    reminders.unref();
    // Photos no post took: what the uploads bucket's lifecycle rule does deployed, once now and every few hours.
    const { expirePendingPhotos } = await import('./photo-expiry');
    const { fileStorage } = await import('../files/storage');
    const files = (await fileStorage()) as LocalFileStorage;
    const sweep = () => expirePendingPhotos(files, currentTime()).catch((error: unknown) => console.error(error));
    let sweeping = sweep();
    photoSweeps = setInterval(() => {
      sweeping = sweep();
    }, PHOTO_SWEEP_INTERVAL_MS);
    photoSweeps.unref();
    const stop = async () => {
      stopping = true;
      realtime?.close();
      clearInterval(reminders);
      clearInterval(photoSweeps);
      // A sweep under way finishes before its DynamoDB stops.
      await sweeping;
      // No new connections; idle keep-alive ones close now, and the requests in flight finish (a
      // streamed coach answer too) before DynamoDB Local stops, unless one outlasts the grace period.
      await new Promise<void>((done) => {
        const cutOff = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
        server.close(() => {
          clearTimeout(cutOff);
          done();
        });
        server.closeIdleConnections();
      });
      await (dynamo as DynamoDbLocal | null)?.stop();
    };
    return { url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`, port, dynamodbEndpoint: endpoint, tableName, stop };
  } catch (error) {
    server.close();
    await (dynamo as DynamoDbLocal | null)?.stop();
    throw error;
  }
}

function setEnv(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

async function loadHandlers(): Promise<HandlerModules> {
  const entries = await Promise.all(
    HANDLER_NAMES.map(async (name) => {
      const module = (await import(`../${name}/handler.ts`)) as { handler: Handler };
      return [name, module.handler] as const;
    }),
  );
  return Object.fromEntries(entries) as HandlerModules;
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.removeListener('error', fail);
      done((server.address() as AddressInfo).port);
    });
  });
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: HandlerModules,
  webDist: string | null,
  hooks: TestHookContext,
  testHooks: boolean,
  mailDir: string | null,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = (req.method ?? 'GET').toUpperCase();
  if (mailDir && method === 'GET' && (url.pathname === '/__mail' || url.pathname.startsWith('/__mail/'))) {
    await serveMailPage(req, res, url, mailDir);
    return;
  }
  if (url.pathname.startsWith('/__test/')) {
    if (testHooks) await serveTestHooks(req, res, url, hooks);
    else sendError(res, 404, `Not found: ${url.pathname}`, ERROR_CODES.notFound);
    return;
  }
  if (testHooks) {
    const fault = hooks.faults.take(method, url.pathname);
    if (fault !== null) {
      sendError(res, fault.status, faultMessage(fault), faultCode(fault), {
        'x-request-id': randomUUID(),
      });
      return;
    }
  }
  if (url.pathname.startsWith(LOCAL_FILES_PREFIX)) {
    const { fileStorage } = await import('../files/storage');
    await ((await fileStorage()) as LocalFileStorage).serve(req, res, url, currentTime().getTime());
    return;
  }
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    await serveApi(req, res, url, { handlers, trustForwardedFor: testHooks });
    return;
  }
  await serveStatic(req, res, url.pathname, webDist);
}
