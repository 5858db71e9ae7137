// A small OpenAI-compatible chat completions server for tests, over real HTTP on 127.0.0.1: it
// streams what the test tells it to (text in chunks with pauses, a hang, an error status) and
// records each request. Started by the test, stopped with it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  /** Text in chunks with pauses; with `heldUntil`, the chunks after the first wait for it. */
  | { kind: 'text'; text: string; chunks?: number; pauseMs?: number; heldUntil?: Promise<void> }
  | { kind: 'hang' }
  | { kind: 'status'; status: number };

export interface FakeRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

export interface FakeModelServer {
  /** The base URL to put in COACH_LLM_URL. */
  url: string;
  requests: FakeRequest[];
  /** How the next requests are answered (from the request, e.g. plan or chat). */
  answer: (request: FakeRequest) => FakeAnswer;
  stop(): Promise<void>;
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stream(res: ServerResponse, text: string, chunks: number, pauseMs: number, heldUntil?: Promise<void>): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const size = Math.max(1, Math.ceil(text.length / chunks));
  for (let start = 0; start < text.length; start += size) {
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: text.slice(start, start + size) } }] })}\n\n`);
    if (start === 0 && heldUntil) await heldUntil;
    if (pauseMs > 0) await pause(pauseMs);
  }
  res.end('data: [DONE]\n\n');
}

export async function startFakeModel(): Promise<FakeModelServer> {
  const open = new Set<ServerResponse>();
  const fake: FakeModelServer = {
    url: '',
    requests: [],
    answer: () => ({ kind: 'text', text: 'Keep going!' }),
    stop: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const request: FakeRequest = { authorization: req.headers.authorization, body: (await readJson(req)) as FakeRequest['body'] };
    fake.requests.push(request);
    const answer = fake.answer(request);
    if (answer.kind === 'status') res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
    else if (answer.kind === 'hang') {
      open.add(res);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': still thinking\n\n');
    } else await stream(res, answer.text, answer.chunks ?? 1, answer.pauseMs ?? 0, answer.heldUntil);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
