// An open-model load at a fixed rate: one request every 1000/rate ms, sent when due whatever the
// earlier answers do, over a keep-alive pool. Each latency counts from when its request was due,
// so a server (or a load loop) that stalls shows in the figures instead of being hidden.
//
// Why not autocannon's `overallRate`: it lets each connection send its whole per-second quota
// back to back at the top of every second, then idle; "200 req/s" over 10 connections is 10
// requests in flight at full speed for part of each second, the server's saturated latency. Its
// coordinated-omission correction then assumes ceil(1 / 20 req/s) = 1 ms between requests.
import { Agent, request } from 'node:http';

export interface PacedOptions {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  rate: number;
  seconds: number;
}

export interface PacedResult {
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let failed = 0;
  const headers = { ...options.headers, ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) };
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = request(options.url, { method: options.method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode < 300) latencies.push(performance.now() - due);
          else failed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(options.body);
    });

  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; ) {
    // Sends everything due by now (catching up after a late wake-up), then sleeps to the next one.
    while (i < total && start + i * interval <= performance.now()) {
      inFlight.push(send(start + i * interval));
      i += 1;
    }
    if (i < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + i * interval - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN) * 10) / 10;
  return { sent: total, ok: latencies.length, failed, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}
