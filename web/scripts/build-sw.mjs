// Builds dist/service-worker.js after `vite build`: esbuild bundles src/sw/service-worker.ts (and
// the RxDB outbox code it shares with the page) into one classic script, then workbox-build's
// injectManifest writes the precache manifest (every file of the app shell and the route chunks,
// with content revisions) into it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.FITCHOICE_WEB_DIST ?? join(webDir, 'dist');
const workDir = await mkdtemp(join(tmpdir(), 'fitchoice-sw-'));
const bundled = join(workDir, 'service-worker.js');

try {
  await build({
    entryPoints: [join(webDir, 'src/sw/service-worker.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      'import.meta.env.DEV': 'false',
      // Workbox logs every request in development builds; the worker is always a production build.
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(distDir, 'service-worker.js'),
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,woff2}'],
    globIgnores: ['service-worker.js', '.vite/**'],
    // Vite's hashed file names already say when a file changed.
    dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8,}\.\w+$/,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`service-worker.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
