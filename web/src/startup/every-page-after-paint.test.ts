// @vitest-environment node
// The build keeps what every page loads after its first paint out of the member's chunk groups
// (scripts/first-screen-chunk.ts, EVERY_PAGE_AFTER_PAINT): a visitor loads it too. That list is kept
// by hand; this holds it to the code. A new part that main.tsx, the providers or the root layout
// load after the paint must join it, and one they no longer load must leave it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE_AFTER_PAINT } from '../../scripts/first-screen-chunk';

const webDir = join(import.meta.dirname, '../..');
/** The modules every page runs: the entry, the providers around every screen, the layout every route is in. */
const EVERY_PAGE = ['src/main.tsx', 'src/app/Providers.tsx', 'src/features/layout/RootLayout.tsx'];

/** The modules a file loads with import() (web/src/..., with their extension). */
function dynamicImportsOf(file: string): string[] {
  const source = readFileSync(join(webDir, file), 'utf8');
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(([, specifier]) => {
    const base = join(webDir, dirname(file), specifier!);
    const found = ['.ts', '.tsx'].map((extension) => base + extension).find((path) => existsSync(path));
    if (!found) throw new Error(`${file} imports ${specifier}, which is no module of web/src`);
    return relative(webDir, found);
  });
}

describe('EVERY_PAGE_AFTER_PAINT', () => {
  it('names exactly what the entry, the providers and the root layout load after the first paint', () => {
    const loaded = EVERY_PAGE.flatMap(dynamicImportsOf);
    expect(new Set(loaded)).toEqual(new Set(EVERY_PAGE_AFTER_PAINT));
  });
});
