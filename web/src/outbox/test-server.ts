// An in-memory stand-in for the API, reached through a fetch function, for the outbox unit tests.
// It keeps the one promise the outbox relies on — an Idempotency-Key answers once, with the same
// answer — and can fail the next requests to a path, like the local runtime's /__test/faults hook.
// The Playwright tests run the same scenarios against the real local runtime.

export interface ReceivedRequest {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

export interface TestServer {
  url: string;
  fetch: typeof fetch;
  /** Every request that reached the server, in arrival order (replays included). */
  received: ReceivedRequest[];
  /** Keys whose effect was applied, once each. */
  applied: string[];
  /** The next `count` requests to `path` answer `status` with `{error: message}` and apply nothing. */
  fail(path: string, status: number, count: number, message?: string, headers?: Record<string, string>): void;
}

export function createTestServer(url = 'http://api.test'): TestServer {
  const received: ReceivedRequest[] = [];
  const applied: string[] = [];
  const answers = new Map<string, { status: number; body: string }>();
  const faults: { path: string; status: number; count: number; message: string; headers: Record<string, string> }[] = [];

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!request.url.startsWith(url)) throw new TypeError('Failed to fetch'); // nothing listens there
    const path = new URL(request.url).pathname;
    const key = request.headers.get('Idempotency-Key');
    const raw = await request.text();
    received.push({ method: request.method, path, key, body: raw ? JSON.parse(raw) : null });
    const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } });
    const fault = faults.find((f) => f.path === path && f.count > 0);
    if (fault) {
      fault.count -= 1;
      return reply(fault.status, JSON.stringify({ error: fault.message }), fault.headers);
    }
    const stored = key ? answers.get(key) : undefined;
    if (stored) return reply(stored.status, stored.body);
    const answer = { status: 200, body: JSON.stringify({ success: true, message: `applied ${key}` }) };
    if (key) {
      answers.set(key, answer);
      applied.push(key);
    }
    return reply(answer.status, answer.body);
  };

  return {
    url,
    fetch: handle as typeof fetch,
    received,
    applied,
    fail(path, status, count, message = `Injected ${status}`, headers = {}) {
      faults.push({ path, status, count, message, headers });
    },
  };
}
