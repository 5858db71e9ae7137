// Writes src/api/routes.gen.ts: the contract's routes without their schemas (id, method, path, and
// the outbox facts of a queued mutation), one export per route so a bundle keeps only the routes its
// code calls, and OUTBOX_ROUTES, the queued mutations by id. The web app's API client takes them
// (`apiCall(routes.bookingsCreate, { body })`) without loading zod or the whole table.
// Run `npm run generate -w @fitchoice/shared` after changing a route; a test fails while it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractEntries } from '../src/api/contract';
import { API_PREFIX, CACHE_BUSTER_PARAM } from '../src/api/route-contract';

export const ROUTES_MODULE = fileURLToPath(new URL('../src/api/routes.gen.ts', import.meta.url));

/** The export name of a route id: 'bookings.checkinCode' -> 'bookingsCheckinCode', 'gym-panel.gyms' -> 'gymPanelGyms'. */
export function exportNameOf(id: string): string {
  return id.replace(/[.-]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function routesModuleSource(): string {
  const entries = contractEntries();
  const rows = entries.map(([id, route]) => {
    const outbox = route.outbox ? `, outbox: { label: '${route.outbox.label}'${route.outbox.batch ? ', batch: true' : ''} }` : '';
    return `export const ${exportNameOf(id)} = { id: '${id}', method: '${route.method}', path: '${route.path}'${outbox} } as const satisfies RouteRef<'${id}'>;`;
  });
  const outboxRows = entries.filter(([, route]) => route.outbox).map(([id]) => `  '${id}': ${exportNameOf(id)},`);
  return [
    '// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.',
    "// The API's routes without their schemas, one export per route, for the web app's client.",
    "import type { OutboxRouteId, RouteRef } from './contract';",
    '',
    "/** Every route's path starts with this (route-contract.ts); the service worker tells API calls by it. */",
    `export const API_PREFIX = '${API_PREFIX}';`,
    "/** The phones' cache-busting query parameter (route-contract.ts); the server drops it before validating a query. */",
    `export const CACHE_BUSTER_PARAM = '${CACHE_BUSTER_PARAM}';`,
    '',
    ...rows,
    '',
    '/** The routes the outbox queues, by id: what an entry (keyed by its route id) is sent as, labelled and batched by. */',
    'export const OUTBOX_ROUTES = {',
    ...outboxRows,
    '} as const satisfies { [Id in OutboxRouteId]: RouteRef<Id> };',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ROUTES_MODULE, routesModuleSource());
  console.log(`wrote ${ROUTES_MODULE}`);
}
