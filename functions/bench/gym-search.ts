// Gym search over the full seeded catalogue (400 gyms): requests/s and p50/p99 latency of the
// searches the /gyms screen makes — near a city centre, a whole region with filters, by name, and a
// second page — each rotating over every city or region so no single answer is hot.
import autocannon, { type Result } from 'autocannon';
import { CITIES } from '../src/catalogue/cities';

const REGIONS = [...new Set(CITIES.map((city) => city.region))];

function rotating(paths: string[]) {
  let next = 0;
  return [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

function line(name: string, result: Result): string {
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(36)} | ${result.requests.average.toFixed(0).padStart(6)} req/s | p50 ${String(result.latency.p50).padStart(4)} ms | p99 ${String(result.latency.p99).padStart(4)} ms | ${result['2xx']} ok${bad ? `, ${bad} not ok` : ''}`;
}

/** Runs the gym-search load against a local stack that has seeded the catalogue, and prints figures. */
export async function gymSearchFigures(base: string): Promise<void> {
  const total = (await (await fetch(`${base}/api/gyms?region=US&limit=1`)).json()) as { total: number };
  console.log(
    `\nGym search (GET /api/gyms over the seeded catalogue: ${total.total} gyms in US, ${REGIONS.length} regions; 10 connections, 5 s each)`,
  );
  const second = await Promise.all(
    REGIONS.map(async (region) => {
      const page = (await (await fetch(`${base}/api/gyms?region=${region}&limit=10`)).json()) as { nextCursor: string };
      return `/api/gyms?region=${region}&limit=10&cursor=${page.nextCursor}`;
    }),
  );
  const cases: [string, string[]][] = [
    ['near a city centre, 10 km, by distance', CITIES.map((c) => `/api/gyms?lat=${c.latitude}&lon=${c.longitude}&radiusKm=10`)],
    [
      'near a city, 50 km, open now + filters',
      CITIES.map((c) => `/api/gyms?lat=${c.latitude}&lon=${c.longitude}&radiusKm=50&openNow=true&amenities=showers&minRating=3`),
    ],
    ['whole region by rating', REGIONS.map((r) => `/api/gyms?region=${r}&sort=rating`)],
    ['whole region by name ("fitness")', REGIONS.map((r) => `/api/gyms?region=${r}&q=fitness&sort=price`)],
    ['second page (cursor)', second],
  ];
  const latencies: Result[] = [];
  for (const [name, paths] of cases) {
    const result = await autocannon({ url: base, connections: 10, duration: 5, requests: rotating(paths) });
    latencies.push(result);
    console.log(line(name, result));
  }
  const worstP99 = Math.max(...latencies.map((r) => r.latency.p99));
  const p50s = latencies.map((r) => r.latency.p50).sort((a, b) => a - b);
  console.log(`gym search: p50 ${p50s[Math.floor(p50s.length / 2)]} ms (median of the cases), worst p99 ${worstP99} ms`);
}
