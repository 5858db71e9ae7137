// The JavaScript each first screen needs, from a build's Vite manifest: the entry, the screen's
// chunks and everything they import statically (and, in a translated language, the copies of the
// catalogues they register). Shared by bundle-size.bench.ts, which prints the figures, and
// src/first-screen-budget.test.ts, which fails a build over the budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@fitchoice/shared';
import { MEMBER_LANDING_GROUPS, VISITOR_AUTH_SCREEN, VISITOR_HOME_SCREEN } from '../scripts/first-screen-chunk';

/** Each first screen, gzipped (issue 24's budget). */
export const FIRST_SCREEN_BUDGET_KB = 150;
/** What /auth transfers before it answers a tap, brotli-compressed as served (scripts/compress.mjs). */
export const AUTH_INTERACTIVE_BUDGET_KB = 130;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface Figure {
  label: string;
  kb: number;
  files: number;
  budgetKb: number;
  compression: 'gzip' | 'brotli';
}

const HOME = VISITOR_HOME_SCREEN;
const AUTH = VISITOR_AUTH_SCREEN;
/** The languages besides English, whose copies a first screen fetches with it. */
const TRANSLATED = LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE);
/** Every member screen is in the layout (the first member landing group's screen). */
const MEMBER_LAYOUT = MEMBER_LANDING_GROUPS[0].roots[0];

export function firstScreenFigures(dist: string): { figures: Figure[]; entryGzipKb: number; entryFiles: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const read = (file: string) => readFileSync(join(dist, file));
  const size = { gzip: (file: string) => gzipSync(read(file), { level: 9 }).length / 1024, brotli: brotliKb };
  function brotliKb(file: string) {
    return brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
  }

  /** The chunk and everything it imports statically: what must load before it can run. */
  function closure(key: string, seen: Set<string>): void {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  }

  function keyOf(src: string): string {
    // A screen in a member landing group is in the group's chunk (scripts/first-screen-chunk.ts).
    const group = MEMBER_LANDING_GROUPS.find((each) => (each.roots as readonly string[]).includes(src));
    const key = Object.keys(manifest).find((k) =>
      group ? manifest[k]?.name === group.name && manifest[k]?.file.endsWith('.js') : manifest[k]?.src === src || k === src,
    );
    if (!key) throw new Error(`${src} is not in the manifest; has it moved?`);
    return key;
  }

  /** The copies in `language` of the catalogues these chunks register (features/x/messages.es.ts, i18n/messages/es.ts). */
  function translationsOf(keys: Set<string>, language: string): string[] {
    const copy = new RegExp(`(^|/)(messages\\.)?${language}\\.ts$`);
    return [...keys].flatMap((key) => (manifest[key]?.dynamicImports ?? []).filter((imported) => copy.test(manifest[imported]?.src ?? '')));
  }

  function figure(
    label: string,
    screens: string[],
    options: { language?: string; compression?: 'gzip' | 'brotli'; budgetKb?: number } = {},
  ) {
    const keys = new Set<string>();
    for (const key of [entry as string, ...screens.map(keyOf)]) closure(key, keys);
    if (options.language) for (const key of translationsOf(keys, options.language)) closure(key, keys);
    const js = [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));
    const compression = options.compression ?? 'gzip';
    const kb = js.reduce((sum, file) => sum + size[compression](file), 0);
    return { label, kb, files: js.length, budgetKb: options.budgetKb ?? FIRST_SCREEN_BUDGET_KB, compression };
  }

  const figures: Figure[] = [
    figure('first screen, visitor (/)', [HOME]),
    figure('first screen, sign in (/auth)', [AUTH]),
    figure('first screen, member home (/)', [HOME, MEMBER_LAYOUT]),
    // The visitor's two forms: their rules, extra fields and map wait for a first edit, idle or view.
    figure('first screen, contact (/contact)', ['src/features/support/ContactScreen.tsx']),
    figure('first screen, partner registration (/partner-registration)', ['src/features/partner-access/PartnerRegistrationScreen.tsx']),
    // In another language the same screens also fetch that language's copies of their catalogues:
    // the visitor's in Spanish, member home in each (Cyrillic, Arabic and Devanagari letters take two
    // or three UTF-8 bytes, so those copies are the largest).
    figure('first screen, visitor, in es', [HOME], { language: 'es' }),
    ...TRANSLATED.map((language) => figure(`first screen, member home, in ${language}`, [HOME, MEMBER_LAYOUT], { language })),
    // The first render asks for nothing lazy: the rest of the start-up waits for the first paint (startup/first-screen.ts).
    figure('/auth until interactive, as served', [AUTH], {
      compression: 'brotli',
      budgetKb: AUTH_INTERACTIVE_BUDGET_KB,
    }),
  ];
  const entryKeys = new Set<string>();
  closure(entry, entryKeys);
  const entryFiles = [...entryKeys].map((key) => manifest[key]?.file ?? '');
  return { figures, entryGzipKb: size.gzip(manifest[entry]?.file ?? ''), entryFiles };
}

/**
 * The lazy modules (screens, sections, forms) that load zod with them, by source path under src/:
 * each one's static imports, followed, reaching a chunk with zod in it. The shared schemas cost
 * ~20 KB gzipped and their construction on the main thread; a screen that only reads a list or a
 * limit takes it from a zod-free `*-constants.ts`, so only the forms that validate with a schema
 * should be here.
 */
export function modulesLoadingZod(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk & { isDynamicEntry?: boolean }
  >;
  const withZod = new Set(
    Object.keys(manifest).filter((key) => readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8').includes('$ZodType')),
  );
  return Object.entries(manifest)
    .filter(([key, chunk]) => {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return false;
      const seen = new Set<string>();
      const todo = [key];
      while (todo.length > 0) {
        const next = todo.pop() as string;
        if (seen.has(next)) continue;
        seen.add(next);
        todo.push(...(manifest[next]?.imports ?? []));
      }
      return [...seen].some((each) => withZod.has(each));
    })
    .map(([key, chunk]) => (chunk.src ?? key).replace(/^src\//, ''))
    .sort();
}
