// The AWS side of the port against a local stand-in for API Gateway's management API (AWS itself
// is outside this machine): a closed session's socket is a DeleteConnection of its id, and a
// connection already gone is no error.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionSender, installConnectionSender } from './port';

const seen: { method: string; url: string }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  seen.push({ method: req.method ?? '', url: req.url ?? '' });
  req.resume();
  const gone = req.url?.includes('gone');
  res.writeHead(gone ? 410 : 204, { 'content-type': 'application/json', ...(gone ? { 'x-amzn-errortype': 'GoneException' } : {}) });
  res.end(gone ? '{"message":"Gone"}' : '');
});

const saved = { ...process.env };
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    REALTIME_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
  installConnectionSender(null);
});
afterAll(async () => {
  process.env = saved;
  installConnectionSender(null);
  await new Promise((resolve) => server.close(resolve));
});

describe('the API Gateway connection port', () => {
  it('deletes a connection to close it', async () => {
    await connectionSender().close('Ab1=');
    expect(seen.at(-1)).toEqual({ method: 'DELETE', url: '/live/@connections/Ab1%3D' });
  });

  it('takes a connection already gone as closed', async () => {
    await expect(connectionSender().close('gone=')).resolves.toBeUndefined();
    expect(seen.at(-1)?.method).toBe('DELETE');
  });
});
