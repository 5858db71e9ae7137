// Writes src/api/routes.gen.ts: the contract's routes without their schemas (method, path, guard),
// which the web app's API client calls by id without loading zod on its first screen.
// Run `npm run generate -w @fitchoice/shared` after changing a route; a test fails while it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractEntries } from '../src/api/contract';

export const ROUTES_MODULE = fileURLToPath(new URL('../src/api/routes.gen.ts', import.meta.url));

export function routesModuleSource(): string {
  const rows = contractEntries().map(([id, route]) => {
    const guard = typeof route.guard === 'string' ? `'${route.guard}'` : `[${route.guard.map((role) => `'${role}'`).join(', ')}]`;
    return `  '${id}': { method: '${route.method}', path: '${route.path}', guard: ${guard} },`;
  });
  return [
    '// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.',
    "// The API's routes without their schemas, for the web app's client (no zod on its first screen).",
    "import type { RouteId } from './contract';",
    "import type { Guard, HttpMethod } from './route-contract';",
    '',
    'export const ROUTES = {',
    ...rows,
    '} as const satisfies { [Id in RouteId]: { method: HttpMethod; path: string; guard: Guard } };',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ROUTES_MODULE, routesModuleSource());
  console.log(`wrote ${ROUTES_MODULE}`);
}
