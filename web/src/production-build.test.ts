// @vitest-environment node
// The production build holds no test code: `npm run build` (vite build, the same config, without
// VITE_TEST_HOOKS) emits neither the outbox's test handle nor the workout clock's speed-up, while a
// test build (`npm run build:test`, VITE_TEST_HOOKS=1) has both, so the markers below are the right ones.
// And a lazy chunk is imported without the page adding preload links for its JavaScript (vite.config.ts).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '..');
/** The test handle's window property (outbox/test-handle.ts) and the test clock's storage key (workouts/clock.ts). */
const TEST_CODE_MARKERS = ['__fitchoiceOutbox', 'fitchoice_workout_speed'];
const outDirs: string[] = [];

/** Builds the app as `vite build` does into a temporary folder; answers its JavaScript (all files) and index.html. */
async function buildApp(testHooks: boolean): Promise<{ code: string; html: string }> {
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
  return { code, html: await readFile(join(outDir, 'index.html'), 'utf8') };
}

let production: Promise<{ code: string; html: string }> | undefined;
const productionBuild = () => (production ??= buildApp(false));
const markersIn = ({ code }: { code: string }) => TEST_CODE_MARKERS.filter((marker) => code.includes(marker));

afterAll(async () => {
  await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the production build', () => {
  it('has no test code; the test build has it', { timeout: 300_000 }, async () => {
    expect(markersIn(await productionBuild())).toEqual([]);
    expect(markersIn(await buildApp(true))).toEqual(TEST_CODE_MARKERS);
  });

  it("imports a lazy chunk with its stylesheets alone; index.html preloads the entry's chunks", { timeout: 300_000 }, async () => {
    const { code, html } = await productionBuild();
    // Each lazy import's dependency list (Vite's preload helper adds a link for each entry).
    const lists = [...code.matchAll(/m\.f=\[([^\]]*)\]/g)].map((match) => match[1]!.split(',').map((file) => file.replace(/"/g, '')));
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.flat().filter((file) => !file.endsWith('.css'))).toEqual([]);
    expect(lists.flat()).toContainEqual(expect.stringMatching(/^assets\/app-[\w-]+\.css$/));
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/framework-[\w-]+\.js">/);
  });
});
