// What each handler module's function is made of: the repository files esbuild bundles from its
// entry (functions/src/<name>/handler.ts), packages left out. The tests that hold the stack's grants
// against the code (table actions, routes' needs) read these files' imports.
import path from 'node:path';
import { HANDLER_NAMES, type HandlerName } from '@fitchoice/functions/routes';
import { build } from 'esbuild';
import { FUNCTIONS_SRC, REPO_ROOT } from '../lib/fitchoice-stack';

/** Repository-relative files per handler module. */
export async function modulesOfHandlers(): Promise<Map<HandlerName, string[]>> {
  const { metafile } = await build({
    entryPoints: Object.fromEntries(HANDLER_NAMES.map((name) => [name, path.join(FUNCTIONS_SRC, name, 'handler.ts')])),
    absWorkingDir: REPO_ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const byHandler = new Map<HandlerName, string[]>();
  for (const output of Object.values(metafile.outputs)) {
    // functions/src/<name>/handler.ts
    const name = path.basename(path.dirname(output.entryPoint ?? '')) as HandlerName;
    byHandler.set(name, Object.keys(output.inputs));
  }
  return byHandler;
}
