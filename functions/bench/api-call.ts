// The benches' member: a session cookie and the app's Origin on every call, JSON in and out, a
// refusal thrown with its answer.

export interface Member {
  id: string;
  cookie: string;
}

export interface Called {
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the benches read a few fields of the answers
  json: any;
  /** The answer's body length. */
  bytes: number;
}

export function apiCaller(base: string) {
  /** `idempotencyKey`: sent as the app's outbox sends its changes. */
  return async (member: Member | null, path: string, method = 'GET', body?: unknown, idempotencyKey?: string): Promise<Called> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...(member ? { cookie: member.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return { headers: response.headers, json: text ? JSON.parse(text) : null, bytes: text.length };
  };
}
