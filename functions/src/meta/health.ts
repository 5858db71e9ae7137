// What GET /api/health answers: the backend's version, and whether the table answers a read (one
// eventually consistent GetItem of a key nothing writes, half a read unit) within two seconds.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Health } from '@fitchoice/shared/api';
import packageJson from '../../package.json';
import { documentClient, TABLE } from '../dynamo/client';

const PROBE_KEY = { PK: 'HEALTH', SK: 'HEALTH' };
const PROBE_TIMEOUT_MS = 2000;

/** The package version, and the commit the stack was synthesized from (APP_COMMIT) when it says. */
export const VERSION = process.env.APP_COMMIT ? `${packageJson.version}+${process.env.APP_COMMIT}` : packageJson.version;

export async function health(): Promise<Health> {
  const started = performance.now();
  try {
    await documentClient.send(new GetCommand({ TableName: TABLE, Key: PROBE_KEY }), { abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return { status: 'ok', version: VERSION, table: { reachable: true, latencyMs: Math.round(performance.now() - started) } };
  } catch {
    return { status: 'unavailable', version: VERSION, table: { reachable: false, latencyMs: null } };
  }
}
