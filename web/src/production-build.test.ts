// @vitest-environment node
// The production build holds no test code: `npm run build` (vite build, the same config, without
// VITE_TEST_HOOKS) emits neither the outbox's test handle nor the workout clock's speed-up, while a
// test build (`npm run build:test`, VITE_TEST_HOOKS=1) has both, so the markers below are the right ones.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '..');
/** The test handle's window property (outbox/test-handle.ts) and the test clock's storage key (workouts/clock.ts). */
const TEST_CODE_MARKERS = ['__fitchoiceOutbox', 'fitchoice_workout_speed'];
const outDirs: string[] = [];

/** Builds the app as `vite build` does into a temporary folder; answers the markers its JavaScript contains. */
async function markersInBuild(testHooks: boolean): Promise<string[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'fitchoice-build-'));
  outDirs.push(outDir);
  const previous = process.env.VITE_TEST_HOOKS;
  if (testHooks) process.env.VITE_TEST_HOOKS = '1';
  else delete process.env.VITE_TEST_HOOKS;
  try {
    await build({ root: webDir, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.VITE_TEST_HOOKS;
    else process.env.VITE_TEST_HOOKS = previous;
  }
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
  const code = (await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
  return TEST_CODE_MARKERS.filter((marker) => code.includes(marker));
}

afterAll(async () => {
  await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the production build', () => {
  it('has no test code; the test build has it', { timeout: 300_000 }, async () => {
    expect(await markersInBuild(false)).toEqual([]);
    expect(await markersInBuild(true)).toEqual(TEST_CODE_MARKERS);
  });
});
