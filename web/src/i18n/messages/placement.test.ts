// Where each English string lives. A file that shows a string of a feature catalogue
// (features/<feature>/messages.ts) imports that catalogue, so the string is registered before the
// file renders; a string only one feature's files show lives in that feature's catalogue, not in
// the core one that every first screen downloads; no catalogue keeps a string nothing shows; and a
// route's screen loads through withStrings, so its strings in the language shown are in first.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';

const SRC = resolve(import.meta.dirname, '../..');
// Named by the spec (section 2) as translation keys; kept whether or not a screen shows them yet.
const SPEC_KEYS = new Set([
  'gym.book_now',
  'gym.price_per_visit',
  'home.welcome',
  'wallet.balance',
  'profile.settings',
  'language.change',
  'region.change',
  'currency.symbol',
]);

const featureModules = import.meta.glob<Record<string, Record<string, string>>>('../../features/**/messages.ts', { eager: true });
const CATALOGUES = [
  { path: join(SRC, 'i18n/messages/en.ts'), core: true, keys: Object.keys(en) },
  ...Object.entries(featureModules).map(([path, module]) => ({
    path: resolve(import.meta.dirname, path),
    core: false,
    keys: Object.values(module).flatMap((messages) => Object.keys(messages)),
  })),
];
const ownerOf = new Map(CATALOGUES.flatMap((catalogue) => catalogue.keys.map((key) => [key, catalogue] as const)));

/** The app's source files that may show strings: not tests, benches, the catalogues and their copies, or the service worker. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['sw', 'test'].includes(entry.name) || path === join(SRC, 'i18n/messages') ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|bench|browser-bench)\./.test(entry.name) || /^messages(\.\w+)?\.ts$/.test(entry.name))
      return [];
    return [path];
  });
}

/** The message ids a file names: as a string literal, or as a template `prefix.${x}` (every id under the prefix). */
function usedKeys(source: string): string[] {
  const prefixes = [...source.matchAll(/`([a-zA-Z][\w.-]*\.)\$\{/g)].map((match) => match[1] as string);
  return [...ownerOf.keys()].filter(
    (key) =>
      source.includes(`'${key}'`) ||
      source.includes(`"${key}"`) ||
      prefixes.some((prefix) => key.startsWith(prefix) && !key.slice(prefix.length).includes('.')),
  );
}

/** The files a file imports statically (a dynamic import would register its strings too late). */
function staticImports(file: string, source: string): Set<string> {
  const specifiers = [...source.matchAll(/^import\s(?:[^;]*?\sfrom\s)?['"](\.[^'"]+)['"]/gm)].map((match) => match[1] as string);
  return new Set(specifiers.map((specifier) => resolve(dirname(file), specifier).replace(/(\.tsx?)?$/, '.ts')));
}

const files = sourceFiles(SRC).map((path) => {
  const source = readFileSync(path, 'utf8');
  return { name: relative(SRC, path), source, keys: usedKeys(source), imports: staticImports(path, source) };
});
// The outbox sheet shows the labels the contract's routes name (shared src/api/routes/*.gen.ts), with
// their catalogue, which the header loads with the sheet (features/layout/Header.tsx); only those are
// read from them: their route ids are not message ids.
const ROUTE_MODULES = resolve(SRC, '../../shared/src/api/routes');
const routeTable = readdirSync(ROUTE_MODULES)
  .map((name) => readFileSync(join(ROUTE_MODULES, name), 'utf8'))
  .join('\n');
files.push({
  name: 'the outbox labels of shared/src/api/routes/*.gen.ts',
  source: '',
  keys: [...routeTable.matchAll(/label: '([^']+)'/g)].map((match) => match[1] as string),
  imports: new Set([resolve(SRC, 'features/layout/messages.ts')]),
});

describe('the English strings', () => {
  it('are found in the app’s files (the check reads them)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.find((file) => file.name === 'features/gyms/GymFiltersBar.tsx')?.keys).toContain('amenity.sauna');
  });

  it('of a feature catalogue are shown only by files that import it', () => {
    const unregistered = files.flatMap((file) =>
      file.keys
        .map((key) => ownerOf.get(key))
        .filter((owner) => owner && !owner.core && !file.imports.has(owner.path))
        .map((owner) => `${file.name} shows strings of ${relative(SRC, owner?.path ?? '')}: add import './messages' (or its path)`),
    );
    expect([...new Set(unregistered)]).toEqual([]);
  });

  it('in the core catalogue are shown by the shell or by more than one feature', () => {
    const misplaced = CATALOGUES[0]?.keys.flatMap((key) => {
      const users = files.filter((file) => file.keys.includes(key));
      const featureOf = (file: (typeof files)[number]) =>
        CATALOGUES.find((catalogue) => !catalogue.core && file.imports.has(catalogue.path))?.path ?? 'shell';
      const owners = new Set(users.map(featureOf));
      const [only] = owners;
      return users.length > 0 && owners.size === 1 && only !== 'shell' ? [`${key}: move it to ${relative(SRC, only ?? '')}`] : [];
    });
    expect(misplaced).toEqual([]);
  });

  it('are each shown somewhere (or named by the spec)', () => {
    const shown = new Set(files.flatMap((file) => file.keys));
    expect([...ownerOf.keys()].filter((key) => !shown.has(key) && !SPEC_KEYS.has(key))).toEqual([]);
  });

  it('of a code-split screen are in before it renders: every route’s screen loads through withStrings', () => {
    const unwrapped = files.flatMap((file) =>
      [...file.source.matchAll(/lazyRouteComponent\(\s*(?!withStrings\()/g)].map((match) => `${file.name} at ${match.index}`),
    );
    expect(files.find((file) => file.name === 'routes/tree.tsx')?.source).toMatch(/lazyRouteComponent\(\s*withStrings\(/);
    expect(unwrapped).toEqual([]);
  });
});
