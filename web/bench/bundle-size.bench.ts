// The JavaScript the first screen needs, gzipped, against the budget (<= 150 KB), and the size of
// the whole build. Reads the Vite manifest of web/dist (run `npm run build -w @fitchoice/web` first).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const FIRST_SCREEN_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk and everything it imports statically: what must load before it can run. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function keyOf(src: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.src === src || k === src);
  if (!key) throw new Error(`${src} is not in the manifest; has it moved?`);
  return key;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The manifest has no entry');

/** The copies in `language` of the catalogues these chunks register (features/x/messages.es.ts, i18n/messages/es.ts). */
function translationsOf(keys: Set<string>, language: string): string[] {
  const copy = new RegExp(`(^|/)(messages\\.)?${language}\\.ts$`);
  return [...keys].flatMap((key) => (manifest[key]?.dynamicImports ?? []).filter((imported) => copy.test(manifest[imported]?.src ?? '')));
}

/** `language`: a translated language, whose copies of the screen's catalogues the screen also loads. */
function screenFigure(label: string, screens: string[], language?: string) {
  const keys = new Set<string>();
  for (const key of [entry as string, ...screens.map(keyOf)]) for (const k of closure(key)) keys.add(k);
  if (language) for (const key of translationsOf(keys, language)) closure(key, keys);
  const js = [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));
  const kb = js.reduce((sum, file) => sum + gzipKb(file), 0);
  const verdict = kb <= FIRST_SCREEN_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `${label.padEnd(34)} ${kb.toFixed(1).padStart(7)} KB gzipped JS in ${js.length} files (${verdict} the ${FIRST_SCREEN_BUDGET_KB} KB budget)`,
  );
}

const HOME = 'src/features/home/HomeIndex.tsx';
const APP_LAYOUT = 'src/features/layout/AppLayout.tsx';
screenFigure('first screen, visitor (/)', [HOME]);
screenFigure('first screen, sign in (/auth)', ['src/features/auth/AuthScreen.tsx']);
screenFigure('first screen, member home (/)', [HOME, APP_LAYOUT]);
// In Spanish the same screens also fetch the Spanish copies of their catalogues.
screenFigure('first screen, visitor, in es', [HOME], 'es');
screenFigure('first screen, member home, in es', [HOME, APP_LAYOUT], 'es');
console.log(
  `${'entry chunk alone'.padEnd(34)} ${gzipKb(manifest[entry]?.file ?? '')
    .toFixed(1)
    .padStart(7)} KB gzipped`,
);

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path.slice(dist.length + 1)];
  });
}
const files = allFiles(dist);
const total = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipKb(f), 0);
console.log(
  `${'whole build, JavaScript'.padEnd(34)} ${total('.js').toFixed(1).padStart(7)} KB gzipped in ${files.filter((f) => f.endsWith('.js')).length} files`,
);
console.log(`${'whole build, CSS'.padEnd(34)} ${total('.css').toFixed(1).padStart(7)} KB gzipped`);

const heavy = ['ethers', 'rxdb', 'leaflet', 'jsqr', 'qrcode'];
const entryFiles = [...closure(entry)].map((k) => manifest[k]?.file ?? '');
for (const name of heavy) {
  const inEntry = entryFiles.some((file) => readFileSync(join(dist, file), 'utf8').includes(`/node_modules/${name}/`));
  if (inEntry) console.log(`warning: ${name} is in the entry chunk`);
}
