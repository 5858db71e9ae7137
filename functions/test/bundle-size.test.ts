// Every handler bundles under 350 KB minified, the way CDK's NodejsFunction bundles it for
// Lambda, without the AWS SDKs: @aws-sdk/* and the X-Ray SDK (aws-xray-sdk-core, ~100 KB, which
// Powertools Tracer brings to every function on purpose). Guards against a dependency or an import
// style (e.g. `import { z } from 'zod'`, which keeps every zod locale) blowing our code up.
// 350, not 300: the mail copy in twelve languages (~35 KB) is part of every handler that mails.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HANDLER_NAMES } from '../src/routes';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_BYTES = 350 * 1024;

describe('handler bundles', () => {
  it.each(HANDLER_NAMES.map((name) => ({ name })))('$name stays under 350 KB minified', async ({ name }) => {
    const result = await build({
      entryPoints: [join(functionsDir, `src/${name}/handler.ts`)],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      external: ['@aws-sdk/*', 'aws-xray-sdk-core'],
      write: false,
      logLevel: 'silent',
    });
    expect(result.outputFiles[0]!.contents.byteLength).toBeLessThan(BUDGET_BYTES);
  });
});
