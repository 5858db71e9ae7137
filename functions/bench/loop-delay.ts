// What makes a latency tail: the event loop's delay (perf_hooks.monitorEventLoopDelay) and the
// garbage collector's pauses, of the bench's own process and of the server it loads. A server
// child started with `SERVER_PROBE` (its node arguments and environment) prints on SIGUSR2 one
// `loop-delay {...}` line of what it saw since the last one. The bench's process uses `probe()`.
// Each read also collects the garbage (both run with --expose-gc): a case read at its start then
// starts on a clean heap, so a previous case's garbage (the feed's seeding, autocannon's results)
// is not collected inside the next case's window and counted as its tail.
import type { ChildProcess } from 'node:child_process';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** How to start src/local/main.ts with the probe: node's arguments before the script, and the environment. */
export const SERVER_PROBE = {
  nodeArgs: ['--expose-gc', '--import', 'tsx', '--import', fileURLToPath(import.meta.url)],
  env: { FITCHOICE_LOOP_DELAY_PROBE: '1' },
};

export interface LoopDelay {
  /** Event-loop delay percentiles and maximum, ms (1 ms resolution). */
  p50: number;
  p99: number;
  max: number;
  /** GC pauses: how many, their sum and the longest, ms; how many were full (mark-compact) collections. */
  gcs: number;
  gcMs: number;
  gcMaxMs: number;
  fullGcs: number;
  /** The V8 heap in use when read, MB. */
  heapMb: number;
}

/** Starts watching this process; `read()` answers what was seen since the last read (or the start). */
export function probe(): { read(): LoopDelay; stop(): void } {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let gc: number[] = [];
  let fullGcs = 0;
  // Entries arrive after the fact: one that began before the window (the read's own collection) is not the window's.
  let windowStart = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < windowStart) continue;
      gc.push(entry.duration);
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullGcs++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    read() {
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      const seen = {
        p50: ms(loop.percentile(50)),
        p99: ms(loop.percentile(99)),
        max: ms(loop.max),
        gcs: gc.length,
        gcMs: Math.round(gc.reduce((sum, each) => sum + each, 0)),
        gcMaxMs: Math.round(Math.max(0, ...gc) * 10) / 10,
        fullGcs,
        heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
      };
      collectGarbage();
      windowStart = performance.now();
      loop.reset();
      gc = [];
      fullGcs = 0;
      return seen;
    },
    stop() {
      loop.disable();
      observer.disconnect();
    },
  };
}

/** A full collection now, where node runs with --expose-gc (else nothing). */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Asks a server child that preloaded this file what it saw since the last ask. */
export function childLoopDelay(child: ChildProcess): Promise<LoopDelay> {
  return new Promise((resolve) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /loop-delay (\{[^\n]*\})/.exec(output);
      if (!found) return;
      child.stdout!.off('data', onData);
      resolve(JSON.parse(found[1]!) as LoopDelay);
    };
    child.stdout!.on('data', onData);
    child.kill('SIGUSR2');
  });
}

/** One line for a measured case: the server's loop and GC, and the bench's own. */
export function describeLoopDelay(server: LoopDelay, bench: LoopDelay): string {
  const one = (who: string, seen: LoopDelay) =>
    `${who} loop delay p50 ${seen.p50} / p99 ${seen.p99} / max ${seen.max} ms, GC ${seen.gcs}x (${seen.fullGcs} full) ${seen.gcMs} ms, longest ${seen.gcMaxMs} ms, heap ${seen.heapMb} MB`;
  return `    ${one('server', server)}; ${one('bench', bench)}`;
}

// Preloaded into a server child: answer SIGUSR2.
if (process.env.FITCHOICE_LOOP_DELAY_PROBE === '1') {
  const server = probe();
  process.on('SIGUSR2', () => console.log(`loop-delay ${JSON.stringify(server.read())}`));
}
