// @vitest-environment node
// The first screens' JavaScript stays within issue 24's budgets: each first screen (visitor, sign
// in, member home, the contact and partner forms, the visitor in Spanish, and member home in every
// language) at most 150 KB gzipped, and what /auth
// transfers before it is interactive at most 130 KB brotli; the visitor's and sign-in's in at most
// 10 files; and zod loads with the three forms that validate with a schema, nothing else. Builds the
// app as `vite build` does;
// bench/bundle-size.bench.ts prints the same figures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@fitchoice/shared';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenFigures, modulesLoadingZod } from '../bench/first-screen';

const webDir = join(import.meta.dirname, '..');
let outDir = '';

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the first screens', () => {
  it('load within their JavaScript budgets', { timeout: 300_000 }, async () => {
    outDir = await mkdtemp(join(tmpdir(), 'fitchoice-budget-'));
    // Vitest runs with NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: webDir, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const { figures } = firstScreenFigures(outDir);
    // Visitor, sign in, member home, contact and partner registration; the visitor in Spanish; member
    // home in each other language; /auth as served.
    expect(figures).toHaveLength(7 + LANGUAGES.length - 1);
    const over = figures.filter((figure) => figure.kb > figure.budgetKb).map((f) => `${f.label}: ${f.kb.toFixed(1)} KB > ${f.budgetKb} KB`);
    expect(over).toEqual([]);
    // And in few files: each is a request on the phone's slow network (scripts/first-screen-chunk.ts).
    const visitor = figures.filter((figure) => figure.label.includes('visitor (/)') || figure.label.includes('(/auth)'));
    expect(visitor.map((figure) => figure.files)).toEqual([expect.any(Number), expect.any(Number)]);
    for (const figure of visitor) expect(figure.files, figure.label).toBeLessThanOrEqual(10);
    // zod (and the schemas built with it) loads only with the forms that validate with a schema,
    // never with a screen that reads a list or a limit (its `*-constants.ts` has them without zod).
    expect(modulesLoadingZod(outDir)).toEqual([
      'features/auth/rules.ts',
      'features/gyms/ReviewForm.tsx',
      'features/partner-access/PartnerRegistrationRules.ts',
    ]);
  });
});
