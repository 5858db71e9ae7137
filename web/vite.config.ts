import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
});
