// The client's rule for turning a non-OK answer into an error (spec section 8). No zod here:
// the app's first screen imports these.

/** "<status>: <body text>" — the message of the error a non-OK answer becomes. */
export function httpErrorMessage(status: number, text: string): string {
  return `${status}: ${text}`;
}

/** The HTTP status at the front of an error made by `httpErrorMessage`, or null. */
export function statusOfErrorMessage(message: string): number | null {
  const match = /^(\d{3}):/.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * The human part of an error made by `httpErrorMessage`: the JSON body's `error` or `message`
 * when it has one, the text otherwise.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = error.message.replace(/^\d{3}:\s*/, '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { error: e, message: m } = body as { error?: unknown; message?: unknown };
      if (typeof e === 'string') return e;
      if (typeof m === 'string') return m;
    }
  } catch {
    // not JSON: the text itself is the message
  }
  return text || undefined;
}
