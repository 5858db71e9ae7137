// A build plugin: index.html gets the inline script of src/api/early-requests.ts, which starts the
// session check with the page instead of after the app's code (hashed into the CSP like every
// inline script: functions/src/http/security-headers.ts reads the built page). The module is read
// through Vite's module runner: it imports `shared`'s TypeScript, which the config loader cannot.
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

const MODULE = fileURLToPath(new URL('../src/api/early-requests.ts', import.meta.url));

export function earlyRequests(): Plugin {
  return {
    name: 'fitchoice:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { module } = await runnerImport<{ earlyRequestsScript(): string }>(MODULE, { configFile: false });
        return { html, tags: [{ tag: 'script', children: module.earlyRequestsScript(), injectTo: 'head' }] };
      },
    },
  };
}
