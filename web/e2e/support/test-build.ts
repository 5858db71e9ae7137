// The app the end-to-end tests and the offline benches drive: the test build in web/dist-test
// (`npm run build:test`: VITE_TEST_HOOKS=1, which installs the outbox's test handle and the
// workout clock's speed-up). `npm run build` writes web/dist, the production build, without them.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
export const TEST_DIST = join(webDir, 'dist-test');

/** Where the test build comes from: a change in any of these makes it stale. */
const SOURCES = [join(webDir, 'src'), join(webDir, 'public'), join(webDir, 'index.html'), join(webDir, '../shared/src')];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Throws, saying what to run, when the test build is missing or older than a source it is built from. */
export function assertTestBuildIsFresh(): void {
  const rebuild = 'run `npm run build:test -w @fitchoice/web` (the end-to-end tests and the offline benches serve that build)';
  let built: number;
  try {
    built = statSync(join(TEST_DIST, '.vite/manifest.json')).mtimeMs;
  } catch {
    throw new Error(`${TEST_DIST} has no build: ${rebuild}`);
  }
  if (SOURCES.some((source) => newestChange(source) > built)) throw new Error(`${TEST_DIST} is older than the sources: ${rebuild}`);
}

/** Playwright's global setup: the check above, before any test starts a browser. */
export default assertTestBuildIsFresh;
