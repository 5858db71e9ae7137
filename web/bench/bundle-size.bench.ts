// The JavaScript each first screen needs, gzipped, against the budget (<= 150 KB), what /auth
// transfers before it is interactive, brotli as served (<= 130 KB), the size of the whole build,
// and the lazy modules that load zod with them (the shared schemas: ~20 KB gzipped, and their
// construction on the main thread; a screen that only reads a list or a limit takes it from a
// zod-free `*-constants.ts` instead). Reads the Vite manifest of web/dist (run `npm run build -w
// @fitchoice/web` first).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstScreenFigures, modulesLoadingZod } from './first-screen';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const { figures, entryGzipKb, entryFiles } = firstScreenFigures(dist);
for (const { label, kb, files, budgetKb, compression } of figures) {
  const verdict = kb <= budgetKb ? 'within' : 'OVER';
  const compressed = compression === 'gzip' ? 'gzipped' : 'brotli';
  console.log(
    `${label.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB ${compressed} JS in ${files} files (${verdict} the ${budgetKb} KB budget)`,
  );
}
console.log(`${'entry chunk alone'.padEnd(36)} ${entryGzipKb.toFixed(1).padStart(7)} KB gzipped`);

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path.slice(dist.length + 1)];
  });
}
const files = allFiles(dist);
const total = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipKb(f), 0);
console.log(
  `${'whole build, JavaScript'.padEnd(36)} ${total('.js').toFixed(1).padStart(7)} KB gzipped in ${files.filter((f) => f.endsWith('.js')).length} files`,
);
console.log(`${'whole build, CSS'.padEnd(36)} ${total('.css').toFixed(1).padStart(7)} KB gzipped`);

const heavy = ['ethers', 'rxdb', 'leaflet', 'jsqr', 'qrcode'];
for (const name of heavy) {
  const inEntry = entryFiles.some((file) => readFileSync(join(dist, file), 'utf8').includes(`/node_modules/${name}/`));
  if (inEntry) console.log(`warning: ${name} is in the entry chunk`);
}

const loadingZod = modulesLoadingZod(dist);
console.log(`${'lazy modules loading zod'.padEnd(36)} ${String(loadingZod.length).padStart(7)}: ${loadingZod.join(', ')}`);
