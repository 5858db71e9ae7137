// A build plugin: the screens a phone most often opens first (`/`, `/auth`, `/gyms`) start loading
// with the entry, not after it. Their chunks are lazy (routes/tree.tsx), so the browser learns of
// them only once the entry has downloaded and run — a second trip on a slow network before the
// first paint. An inline script in index.html (hashed into the CSP like the theme script) adds
// `modulepreload` links for the chunks of the path being opened; other paths load as before.
import type { Plugin } from 'vite';

/** The landing paths and the screen modules their first render needs (routes/tree.tsx). */
const LANDING_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/features/home/HomeIndex.tsx'],
  '/auth': ['src/features/auth/AuthScreen.tsx'],
  '/gyms': ['src/features/layout/AppLayout.tsx', 'src/features/gyms/GymsScreen.tsx'],
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

export function routePreload(): Plugin {
  return {
    name: 'fitchoice:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item): item is ChunkLike & typeof item => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.fileName === context.chunk?.fileName);
        if (!entry) return html;
        // What the page loads anyway: the entry and what it imports.
        const loaded = closureOf([entry], chunks);
        const byPath: Record<string, string[]> = {};
        for (const [path, screens] of Object.entries(LANDING_SCREENS)) {
          const screenChunks = screens.map((screen) => {
            const chunk = chunks.find((each) => each.facadeModuleId?.endsWith(`/web/${screen}`));
            if (!chunk) throw new Error(`route-preload: ${screen} is no chunk of the build; has it moved?`);
            return chunk;
          });
          byPath[path] = [...closureOf(screenChunks, chunks)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        }
        const script = `(() => {
        // The first screen's chunks load with the entry (scripts/route-preload.ts).
        const files = ${JSON.stringify(byPath)}[location.pathname] || [];
        for (const href of files) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        }
      })();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/** The files of these chunks and of everything they import statically. */
function closureOf(start: ChunkLike[], chunks: ChunkLike[]): Set<string> {
  const files = new Set<string>();
  const pending = start.map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    pending.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
  }
  return files;
}
