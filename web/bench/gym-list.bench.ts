// Time to render the gyms list of 400 from the local database (web/src/features/gyms/
// gym-list.bench.tsx). The list needs a DOM and IndexedDB, so the figures come from Vitest's bench
// mode in happy-dom with fake-indexeddb; this file runs it and passes its output through.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npx', ['vitest', 'bench', '--run', 'src/features/gyms/gym-list.bench.tsx'], {
  cwd: webDir,
  stdio: 'inherit',
  // React's production build: the development build's checks would dominate the figure.
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
