// After the build: a brotli (quality 11) and a gzip (level 9) copy beside every text file of
// dist/ (`x.js.br`, `x.js.gz`), which the local runtime serves to browsers that accept them
// (functions/src/local/static.ts). CloudFront compresses on its own; the deploy leaves these out.
// A copy that would not be smaller (a tiny file) is not written.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|webmanifest|svg|txt|wasm)$/;
const distDir = process.env.FITCHOICE_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* textFiles(path);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield path;
    }
  }
}

const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const started = Date.now();
const paths = [];
for await (const path of textFiles(distDir)) paths.push(path);
// All at once: zlib runs them on libuv's thread pool, as many at a time as it has threads.
await Promise.all(paths.map(compress));

async function compress(path) {
  const raw = await readFile(path);
  const size = (await stat(path)).size;
  const [br, gz] = await Promise.all([
    toBrotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
    toGzip(raw, { level: 9 }),
  ]);
  if (br.length < size) await writeFile(`${path}.br`, br);
  if (gz.length < size) await writeFile(`${path}.gz`, gz);
  totals.files += 1;
  totals.raw += size;
  totals.br += Math.min(br.length, size);
  totals.gz += Math.min(gz.length, size);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `compressed ${totals.files} files in ${Date.now() - started} ms: ${kb(totals.raw)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
);
