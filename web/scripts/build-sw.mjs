// Builds dist/service-worker.js after `vite build`: esbuild bundles src/sw/service-worker.ts (and
// the RxDB outbox code it shares with the page) into one classic script, then workbox-build's
// injectManifest writes the precache manifest (every file of the app shell and the route chunks,
// with content revisions) into it. The catalogues' copies in the eleven translated languages (and the
// coach's exercise library in them) are left out of the precache: the worker gets them as
// __TRANSLATION_FILES__ and stores only the member's language (src/sw/translations.ts), as the page
// loads only the language it shows. The app shell — index.html and every file the app loads outside its
// screens (`*Screen.tsx`, README's "Adding a screen") and catalogue copies — goes to the worker as
// __SHELL_FILES__: a first install stores those and takes control, the rest later (src/sw/precache-in-steps.ts).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { quietRxdbEsbuild } from './quiet-rxdb.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.FITCHOICE_WEB_DIST ?? join(webDir, 'dist');
const workDir = await mkdtemp(join(tmpdir(), 'fitchoice-sw-'));
const bundled = join(workDir, 'service-worker.js');

/**
 * A catalogue's copy: messages.<code>.ts beside a feature's catalogue, <code>.ts beside the core one (en.ts is the English);
 * or the exercise library in a language, shared/src/coach/texts/<code>.ts.
 */
const TRANSLATION = /(?:\/messages\.|\/i18n\/messages\/|\/coach\/texts\/)([a-z]{2})\.ts$/;
const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
/** Each language's copies, as the page requests them: { ar: ['/assets/messages.ar-….js', …], … }. */
const translationFiles = {};
for (const [source, chunk] of Object.entries(manifest)) {
  const code = TRANSLATION.exec(source)?.[1];
  if (code && code !== 'en') translationFiles[code] = [...(translationFiles[code] ?? []), `/${chunk.file}`];
}

/** The shell's files: what index.html loads, and what that loads, statically or lazily, except screens and catalogue copies. */
const isScreen = (source) => /Screen\.tsx$/.test(source) || TRANSLATION.test(source);
const shellSources = new Set();
const addShell = (source) => {
  if (shellSources.has(source) || isScreen(source)) return;
  shellSources.add(source);
  for (const next of [...(manifest[source].imports ?? []), ...(manifest[source].dynamicImports ?? [])]) addShell(next);
};
addShell('index.html');
const shellFiles = ['index.html', 'manifest.webmanifest'];
for (const source of shellSources) shellFiles.push(manifest[source].file, ...(manifest[source].css ?? []));

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
      __TRANSLATION_FILES__: JSON.stringify(translationFiles),
      __SHELL_FILES__: JSON.stringify([...new Set(shellFiles)]),
    },
    logLevel: 'warning',
    plugins: [quietRxdbEsbuild],
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(distDir, 'service-worker.js'),
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,woff2}'],
    globIgnores: [
      'service-worker.js',
      '.vite/**',
      ...Object.values(translationFiles).flatMap((files) => files.map((file) => file.slice(1))),
    ],
    // Vite's hashed file names already say when a file changed.
    dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8,}\.\w+$/,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(warning);
  const languages = Object.keys(translationFiles).length;
  const copies = Object.values(translationFiles).reduce((sum, files) => sum + files.length, 0);
  console.log(
    `service-worker.js: ${count} files precached (${(size / 1024).toFixed(0)} KB), ${new Set(shellFiles).size} of them the shell a first install stores before it takes control; ${copies} catalogue copies in ${languages} languages, stored per language`,
  );
} finally {
  await rm(workDir, { recursive: true, force: true });
}
