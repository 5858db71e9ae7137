import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDLER_NAMES, ROUTES } from './routes';

const SRC = import.meta.dirname;

describe('the route table', () => {
  it('serves every route from its feature folder, and every feature handler serves a route', () => {
    for (const route of ROUTES) expect(route.id.startsWith(`${route.handler}.`)).toBe(true);
    for (const name of HANDLER_NAMES) expect(existsSync(join(SRC, name, 'handler.ts')), name).toBe(true);
    // http/handler.ts is createHandler itself, which every feature's handler.ts is made with.
    const folders = readdirSync(SRC, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && entry.name !== 'http' && existsSync(join(SRC, entry.name, 'handler.ts')),
    );
    expect(folders.map((entry) => entry.name).sort()).toEqual([...HANDLER_NAMES].sort());
  });
});
