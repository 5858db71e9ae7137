// A build plugin and chunk group: the app's own modules that the entry imports statically (the code
// every first screen runs) go into one chunk, with what they use of `shared`. Left to Rolldown, each
// such module that a lazy screen also imports became a file of its own (rolldown/rolldown#10731:
// Vite's HTML entry wraps main.tsx, so "already loaded by the entry" is not seen) — fourteen files of
// 0.1–15 KB fetched at once on the first screen, each a request (on a slow phone network over
// HTTP/1.1, six at a time, a round trip each). Nothing lazy becomes eager: only modules the entry
// imports statically are captured, and only the app's own (web/src), so the libraries stay in the
// `framework` group and `shared` is tree-shaken as before.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_SOURCES = fileURLToPath(new URL('../src/', import.meta.url));

export function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'fitchoice:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (firstScreen.has(id)) continue;
        firstScreen.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => id.startsWith(APP_SOURCES) && firstScreen.has(id) };
}
