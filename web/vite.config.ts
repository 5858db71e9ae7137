import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './scripts/compile-messages';

export default defineConfig(({ command }) => ({
  // The built app's catalogues are compiled to ASTs (scripts/compile-messages.ts), so it needs no ICU parser.
  plugins: [react(), compileMessages()],
  resolve: {
    alias:
      command === 'build' ? [{ find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The bench reads the manifest to know which chunks the first screen needs.
    manifest: true,
    sourcemap: false,
  },
  server: {
    // `npm run dev` talks to a local runtime started with `npm start` (port 3000).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
