// Writes the contract's routes without their schemas (id, method, path, and the outbox facts of a
// queued mutation) for the web app's client, which takes them (`apiCall(routes.bookingsCreate, { body })`)
// without loading zod:
// - src/api/routes/<feature>.gen.ts: one module per feature (a route id's first segment), one export
//   per route. A bundler places a module's code in one chunk, so a route table of one module went
//   whole into the chunk of its first user (the app's, every screen's first load); a module per
//   feature goes with the screens that call that feature;
// - src/api/routes/outbox-routes.gen.ts: OUTBOX_ROUTES, the queued mutations by id (the replayer's and
//   the outbox badge's, on every page: written out in full, so they load one module, not every feature's);
// - src/api/routes.gen.ts (`@fitchoice/shared/api/routes`): the prefix constants, and every module above
//   re-exported. Import it as a namespace (`import * as routes`) and name each route statically.
// Run `npm run generate -w @fitchoice/shared` after changing a route; a test fails while it is stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractEntries, handlerNameOf, type RouteId } from '../src/api/contract';
import { API_PREFIX, CACHE_BUSTER_PARAM, type RouteContract } from '../src/api/route-contract';

export const ROUTES_MODULE = fileURLToPath(new URL('../src/api/routes.gen.ts', import.meta.url));
/** The folder of the per-feature modules (and OUTBOX_ROUTES's), each written whole by this script. */
export const ROUTES_FOLDER = fileURLToPath(new URL('../src/api/routes/', import.meta.url));
const OUTBOX_MODULE = 'outbox-routes';
const PREFIX_MODULE = 'prefix';

/** The export name of a route id: 'bookings.checkinCode' -> 'bookingsCheckinCode', 'gym-panel.gyms' -> 'gymPanelGyms'. */
export function exportNameOf(id: string): string {
  return id.replace(/[.-]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const HEADER = '// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.';

/** Every generated module: its path and its source. */
export function routeModules(): Map<string, string> {
  const entries = contractEntries();
  const refOf = (id: RouteId, route: RouteContract) => {
    const outbox = route.outbox ? `, outbox: { label: '${route.outbox.label}'${route.outbox.batch ? ', batch: true' : ''} }` : '';
    return `{ id: '${id}', method: '${route.method}', path: '${route.path}'${outbox} } as const satisfies RouteRef<'${id}'>`;
  };
  const features = new Map<string, string[]>();
  for (const [id, route] of entries) {
    const row = `export const ${exportNameOf(id)} = ${refOf(id, route)};`;
    const feature = handlerNameOf(id);
    features.set(feature, [...(features.get(feature) ?? []), row]);
  }
  const modules = new Map<string, string>();
  for (const [feature, rows] of features) {
    modules.set(
      join(ROUTES_FOLDER, `${feature}.gen.ts`),
      [HEADER, `// The ${feature} routes, one export per route.`, "import type { RouteRef } from '../contract';", '', ...rows, ''].join(
        '\n',
      ),
    );
  }
  // The outbox's routes written out again rather than imported from their features' modules: the
  // replayer and the badge, on every page, then load one module, not one per feature.
  modules.set(
    join(ROUTES_FOLDER, `${OUTBOX_MODULE}.gen.ts`),
    [
      HEADER,
      "import type { OutboxRouteId, RouteRef } from '../contract';",
      '',
      '/** The routes the outbox queues, by id: what an entry (keyed by its route id) is sent as, labelled and batched by. */',
      'export const OUTBOX_ROUTES = {',
      ...entries.filter(([, route]) => route.outbox).map(([id, route]) => `  '${id}': ${refOf(id, route)},`),
      '} as const satisfies { [Id in OutboxRouteId]: RouteRef<Id> };',
      '',
    ].join('\n'),
  );
  modules.set(
    join(ROUTES_FOLDER, `${PREFIX_MODULE}.gen.ts`),
    [
      HEADER,
      "/** Every route's path starts with this (route-contract.ts); the service worker tells API calls by it. */",
      `export const API_PREFIX = '${API_PREFIX}';`,
      "/** The phones' cache-busting query parameter (route-contract.ts); the server drops it before validating a query. */",
      `export const CACHE_BUSTER_PARAM = '${CACHE_BUSTER_PARAM}';`,
      '',
    ].join('\n'),
  );
  modules.set(
    ROUTES_MODULE,
    [
      HEADER,
      "// The API's routes without their schemas, for the web app's client: `import * as routes from '@fitchoice/shared/api/routes'`",
      '// and name each route statically (`routes.bookingsCreate`), so a bundle keeps only the modules of the routes its code calls.',
      "// The app's first-screen code imports the modules themselves (`@fitchoice/shared/api/routes/auth`): the build's",
      '// first-screen chunk takes in every module its code imports, and this one imports them all.',
      '',
      ...[PREFIX_MODULE, ...features.keys(), OUTBOX_MODULE].map((name) => `export * from './routes/${name}.gen';`),
      '',
    ].join('\n'),
  );
  return modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modules = routeModules();
  mkdirSync(ROUTES_FOLDER, { recursive: true });
  for (const name of readdirSync(ROUTES_FOLDER)) {
    if (!modules.has(join(ROUTES_FOLDER, name))) rmSync(join(ROUTES_FOLDER, name));
  }
  for (const [path, source] of modules) writeFileSync(path, source);
  console.log(`wrote ${ROUTES_MODULE} and ${modules.size - 1} modules in ${ROUTES_FOLDER}`);
}
