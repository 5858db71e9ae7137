import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileMessages } from './scripts/compile-messages';
import {
  EVERY_PAGE_AFTER_PAINT,
  firstScreenChunks,
  MEMBER_LANDING_GROUPS,
  VISITOR_AUTH_SCREEN,
  VISITOR_HOME_SCREEN,
  VISITOR_PAGE_FRAME,
} from './scripts/first-screen-chunk';
import { quietRxdb } from './scripts/quiet-rxdb.mjs';
import { routePreload } from './scripts/route-preload';
import { sessionPrefetch } from './scripts/session-prefetch';

export default defineConfig(({ command }) => {
  const firstScreen = firstScreenChunks({
    groups: MEMBER_LANDING_GROUPS,
    visitors: [VISITOR_HOME_SCREEN, VISITOR_AUTH_SCREEN, VISITOR_PAGE_FRAME],
    everyPage: EVERY_PAGE_AFTER_PAINT,
  });
  return {
    // The built app's catalogues are compiled to ASTs (scripts/compile-messages.ts), so it needs no ICU parser.
    // The session check's script goes first, then the preloads (each goes before the assets).
    // The build drops RxDB's console advert (scripts/quiet-rxdb.mjs).
    plugins: [react(), compileMessages(), firstScreen.plugin, sessionPrefetch(), routePreload(), quietRxdb()],
    resolve: {
      // rxjs's ES2015 build (classes, not tslib's helpers): ~1.4 KB gzipped less on every screen that reads live.
      conditions: [...defaultClientConditions, 'es2015'],
      alias:
        command === 'build'
          ? [{ find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
          : [],
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // The bench reads the manifest to know which chunks the first screen needs.
      manifest: true,
      sourcemap: false,
      // index.html preloads the entry's chunks; a lazy chunk's imports are not preloaded by links the page
      // adds before importing it: each link cost 1-2 ms of the main thread (a screen's closure is 20-40
      // files), ~200 ms of Lighthouse's TBT on a returning visit. The browser fetches a chunk's imports
      // once it has the chunk; the landing screens' closures still load with the entry (route-preload.ts).
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        output: {
          // The libraries every screen runs on in one chunk: split, they were a dozen small files the
          // first screen fetched one after another's parse (each a round trip on a slow phone network).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|react-intl|@formatjs|intl-messageformat|zustand|use-sync-external-store)[\\/]/,
              },
              // The app's own first-screen modules in one file (scripts/first-screen-chunk.ts).
              { name: 'app', test: firstScreen.entryTest },
              // The member's landing screens' own modules, a file per group (scripts/first-screen-chunk.ts).
              // Only those: taking in what they import as well brought whole `shared` modules (every
              // gym schema, and zod with them), ~25 KB gzipped the screens do not run.
              ...MEMBER_LANDING_GROUPS.map(({ name }) => ({
                name,
                test: firstScreen.groupTests[name],
                includeDependenciesRecursively: false,
              })),
            ],
          },
        },
      },
    },
    server: {
      // `npm run dev` talks to a local runtime started with `npm start` (port 3000).
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
