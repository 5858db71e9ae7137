// Professionals: the free times of one professional over 30 days (GET .../availability, with
// sessions booked across the month) and the directory search over the full catalogue, as p50/p99
// over HTTP against the local runtime (autocannon, 1 and 10 connections, 5 s each); and the slot
// computation alone, in process, for the same 30 days. Goal: p99 < 50 ms locally.
import { performance } from 'node:perf_hooks';
import type { AvailabilityRules } from '@fitchoice/shared/api';
import autocannon, { type Result } from 'autocannon';
import { blockedSpan, freeSlots, localDateIn, plusDays } from '../src/professionals/pro-slots';

function rotating(paths: string[]) {
  let next = 0;
  return [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

function line(name: string, result: Result): string {
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(48)} | ${result.requests.average.toFixed(0).padStart(6)} req/s | p50 ${String(result.latency.p50).padStart(4)} ms | p99 ${String(result.latency.p99).padStart(4)} ms | ${result['2xx']} ok${bad ? `, ${bad} not ok` : ''}`;
}

/** Books `count` sessions with the professional, spread over the month, as one member would. */
async function bookAcrossTheMonth(base: string, origin: string, proId: string, count: number): Promise<number> {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-pro-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Bench' }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
  const headers = { 'content-type': 'application/json', origin, cookie };
  for (let i = 0; i < 5; i++) {
    await fetch(`${base}/api/web3/crypto-purchase`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
        ethAmount: '0.01',
        sweatCoinsAmount: '1000.00',
        transactionHash: `demo-${Date.now()}${i}`,
      }),
    });
  }
  const today = new Date().toISOString().slice(0, 10);
  const month = (await (
    await fetch(`${base}/api/professionals/${proId}/availability?from=${today}&to=${plusDays(today, 29)}&length=60`)
  ).json()) as {
    slots: { start: string }[];
  };
  let booked = 0;
  const step = Math.max(1, Math.floor(month.slots.length / count));
  for (let i = 0; i < month.slots.length && booked < count; i += step) {
    const answer = await fetch(`${base}/api/professional-bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ professionalId: proId, start: month.slots[i]!.start, lengthMinutes: 60, mode: 'video' }),
    });
    if (answer.status === 201) booked += 1;
  }
  return booked;
}

function inProcessFigures(rules: AvailabilityRules, bookedStarts: readonly number[]): string {
  const now = Date.now();
  const from = localDateIn(now, rules.timeZone);
  const busy = bookedStarts.map((start) => blockedSpan(start, 60, rules.bufferBeforeMinutes, rules.bufferAfterMinutes));
  const times: number[] = [];
  let slots = 0;
  // The first runs compile the code (JIT); they are not what a warm Lambda pays.
  for (let i = 0; i < 30; i++)
    freeSlots({ rules, from, to: plusDays(from, 29), lengthMinutes: 60, nowMs: now, busy, sessionsPerDay: new Map() });
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    slots = freeSlots({ rules, from, to: plusDays(from, 29), lengthMinutes: 60, nowMs: now, busy, sessionsPerDay: new Map() }).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  return `slot computation alone, 30 days, ${busy.length} sessions busy (${slots} free slots) | p50 ${at(0.5)} ms | p99 ${at(0.99)} ms (300 runs in process after 30 warm-up runs)`;
}

export async function professionalFigures(base: string, origin: string): Promise<void> {
  const list = (await (await fetch(`${base}/api/professionals?kind=trainer&sort=rating&limit=1`)).json()) as {
    total: number;
    professionals: { id: string }[];
  };
  const nutritionists = (await (await fetch(`${base}/api/professionals?kind=nutritionist&limit=1`)).json()) as { total: number };
  const proId = list.professionals[0]!.id;
  const booked = await bookAcrossTheMonth(base, origin, proId, 12);
  console.log(
    `\nProfessionals (${list.total} trainers, ${nutritionists.total} nutritionists seeded; availability of ${proId} with ${booked} sessions booked this month; 5 s per case)`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const details = (await (await fetch(`${base}/api/professionals/${proId}`)).json()) as { sessionOptions: { lengthMinutes: number }[] };
  const month = details.sessionOptions.map(
    (o) => `/api/professionals/${proId}/availability?from=${today}&to=${plusDays(today, 29)}&length=${o.lengthMinutes}`,
  );
  const searches = ['trainer', 'nutritionist'].flatMap((kind) => [
    `/api/professionals?kind=${kind}`,
    `/api/professionals?kind=${kind}&sort=price&maxPriceUsd=80`,
    `/api/professionals?kind=${kind}&verified=true&language=en`,
    `/api/professionals?kind=${kind}&mode=in_person&lat=40.7128&lon=-74.006&radiusKm=25`,
    `/api/professionals?kind=${kind}&q=a&minRating=4`,
  ]);
  for (const [name, paths] of [
    ['availability, one professional, 30 days', month],
    ['directory search, full catalogue', searches],
  ] as const) {
    for (const connections of [1, 10]) {
      const result = await autocannon({ url: base, connections, duration: 5, requests: rotating([...paths]) });
      console.log(line(`${name} (${connections} conn.)`, result));
    }
  }
  const rules = (await import('../src/professionals/catalogue'))
    .generateProfessionals((await import('../src/gyms/catalogue')).generateCatalogue())
    .find((p) => p.id === proId)!.availability;
  const starts = Array.from({ length: booked }, (_, i) => Date.now() + (i + 1) * 2 * 86_400_000);
  console.log(inProcessFigures(rules, starts));
}
