// Password hashes (scrypt, 128 MiB and ~0.3 s of CPU each) run a few at a time per process, with a
// short line behind them; a request that finds the line full is answered 503 with Retry-After at
// once instead of waiting (or piling up memory) behind a flood of sign-ups. In Lambda a container
// serves one request at a time, so this bounds the local runtime (and any long-lived process).
import { availableParallelism } from 'node:os';
import { UnavailableError } from '../errors';

export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new UnavailableError('Too many people are signing in right now; please try again in a moment', 1);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** One hash per core but one (left for everything else), and 16 in line (about 5 s at the OWASP cost). */
export const passwordHashes = new HashQueue(Math.max(1, availableParallelism() - 1), 16);
