// The Bedrock adapter against a local stand-in of Bedrock's ConverseStream endpoint, over real
// HTTP/2 on 127.0.0.1 (the Bedrock runtime client speaks HTTP/2; the SDK is pointed at the stand-in
// with AWS_ENDPOINT_URL_BEDROCK_RUNTIME): what it sends, the words it yields from the binary event
// stream, and a model that hangs past the signal.
import { createServer, type Http2Server, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';

/** One frame of the AWS event stream encoding: prelude, string headers, JSON payload, CRCs. */
function frame(eventType: string, payload: unknown): Buffer {
  const headers = Buffer.concat(
    Object.entries({ ':event-type': eventType, ':content-type': 'application/json', ':message-type': 'event' }).map(([name, value]) => {
      const nameBytes = Buffer.from(name);
      const valueBytes = Buffer.from(value);
      const header = Buffer.alloc(1 + nameBytes.length + 1 + 2 + valueBytes.length);
      header.writeUInt8(nameBytes.length, 0);
      nameBytes.copy(header, 1);
      header.writeUInt8(7, 1 + nameBytes.length); // 7 = string
      header.writeUInt16BE(valueBytes.length, 2 + nameBytes.length);
      valueBytes.copy(header, 4 + nameBytes.length);
      return header;
    }),
  );
  const body = Buffer.from(JSON.stringify(payload));
  const total = 12 + headers.length + body.length + 4;
  const prelude = Buffer.alloc(8);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(headers.length, 4);
  const preludeCrc = Buffer.alloc(4);
  preludeCrc.writeUInt32BE(crc32(prelude), 0);
  const message = Buffer.concat([prelude, preludeCrc, headers, body]);
  const messageCrc = Buffer.alloc(4);
  messageCrc.writeUInt32BE(crc32(message), 0);
  return Buffer.concat([message, messageCrc]);
}

interface Seen {
  path: string;
  body: { system?: { text: string }[]; messages: { role: string; content: { text: string }[] }[]; inferenceConfig: { maxTokens: number } };
}

let server: Http2Server;
let hang = false;
const sessions = new Set<import('node:http2').ServerHttp2Session>();
const seen: Seen[] = [];
let bedrockModel: typeof import('./bedrock-model').bedrockModel;

function readBody(req: Http2ServerRequest): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ path: req.url ?? '', body: JSON.parse(await readBody(req)) });
    res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
    if (hang) return;
    res.write(frame('messageStart', { role: 'assistant' }));
    for (const text of ['Keep ', 'going, ', 'Ana!']) res.write(frame('contentBlockDelta', { contentBlockIndex: 0, delta: { text } }));
    res.write(frame('contentBlockStop', { contentBlockIndex: 0 }));
    res.end(frame('messageStop', { stopReason: 'end_turn' }));
  });
  server.on('session', (session) => sessions.add(session));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
  ({ bedrockModel } = await import('./bedrock-model'));
});
afterAll(async () => {
  for (const session of sessions) session.destroy();
  await new Promise<void>((done) => server.close(() => done()));
});

it('sends the system and user messages to ConverseStream and yields the words as they come', async () => {
  const model = bedrockModel('anthropic.claude-3-haiku-20240307-v1:0');
  const pieces: string[] = [];
  for await (const piece of model.stream(
    [
      { role: 'system', content: 'You are the coach.' },
      { role: 'user', content: 'Motivate me.' },
    ],
    { signal: AbortSignal.timeout(10_000), maxTokens: 120 },
  )) {
    pieces.push(piece);
  }
  expect(pieces).toEqual(['Keep ', 'going, ', 'Ana!']);
  expect(seen[0]!.path).toBe(`/model/${encodeURIComponent('anthropic.claude-3-haiku-20240307-v1:0')}/converse-stream`);
  expect(seen[0]!.body.system).toEqual([{ text: 'You are the coach.' }]);
  expect(seen[0]!.body.messages).toEqual([{ role: 'user', content: [{ text: 'Motivate me.' }] }]);
  expect(seen[0]!.body.inferenceConfig.maxTokens).toBe(120);
  expect(model.name).toBe('bedrock:anthropic.claude-3-haiku-20240307-v1:0');
});

it('gives up when the signal aborts (a model that never answers)', async () => {
  hang = true;
  const model = bedrockModel('anthropic.claude-3-haiku-20240307-v1:0');
  const started = Date.now();
  await expect(async () => {
    for await (const _piece of model.stream([{ role: 'user', content: 'Hello?' }], { signal: AbortSignal.timeout(300), maxTokens: 50 })) {
      // nothing arrives
    }
  }).rejects.toThrow();
  expect(Date.now() - started).toBeLessThan(5_000);
});
