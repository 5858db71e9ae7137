// A build plugin: the screens a phone most often opens first (`/`, `/auth`, `/gyms`) start loading
// with the entry, not after it. Their chunks are lazy (routes/tree.tsx), so the browser learns of
// them only once the entry has downloaded and run — a second trip on a slow network before the
// first paint. An inline script in index.html (hashed into the CSP like the theme script) adds
// `modulepreload` links for the chunks of the path being opened, and `preload` links for their
// stylesheets (found only once a chunk runs, otherwise). With the session's readable hint cookie
// (a signed-in member or partner, as scripts/session-prefetch.ts tests it) the member layout's
// files load with the entry on every path too: every member screen, and home for a member, renders
// inside it. Other paths load as before. It comes before the stylesheet: an inline script after one
// waits for it to download.
import type { Plugin } from 'vite';
import { SESSION_HINT_COOKIE } from '../../shared/src/storage-keys';
import { MEMBER_LANDING_GROUPS, MEMBER_LANDING_SCREENS, VISITOR_AUTH_SCREEN, VISITOR_HOME_SCREEN } from './first-screen-chunk';
import { insertBeforeAssets } from './session-prefetch';

/** The landing paths and the screen modules their first render needs (routes/tree.tsx). */
const LANDING_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/': [VISITOR_HOME_SCREEN],
  '/auth': [VISITOR_AUTH_SCREEN],
  '/gyms': MEMBER_LANDING_SCREENS,
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  /** Vite's: the stylesheets the chunk's modules import (its preload helper adds them before the chunk runs). */
  viteMetadata?: { importedCss: Set<string> };
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
        const filesOf = (screens: readonly string[]) => {
          const screenChunks = screens.map((screen) => {
            // The screen's own chunk, or the group that took it in (scripts/first-screen-chunk.ts).
            const chunk =
              chunks.find((each) => each.facadeModuleId?.endsWith(`/web/${screen}`)) ??
              chunks.find((each) => each.moduleIds.some((id) => id.endsWith(`/web/${screen}`)));
            if (!chunk) throw new Error(`route-preload: ${screen} is no chunk of the build; has it moved?`);
            return chunk;
          });
          // The screens' own chunks first, in the order they render (the layout before the screen).
          const files = [...new Set([...screenChunks.map((chunk) => chunk.fileName), ...closureOf(screenChunks, chunks)])].filter(
            (file) => !loaded.has(file),
          );
          const styles = files.flatMap((file) => [...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? [])]);
          return [...files, ...new Set(styles)].map((file) => `/${file}`);
        };
        const byPath = Object.fromEntries(Object.entries(LANDING_SCREENS).map(([path, screens]) => [path, filesOf(screens)]));
        const memberLayout = filesOf(MEMBER_LANDING_GROUPS[0].roots);
        const hint = `${SESSION_HINT_COOKIE}=`;
        const script = `(() => {
        // The first screen's chunks load with the entry (scripts/route-preload.ts).
        const hint = ${JSON.stringify(hint)};
        const signedIn = document.cookie.split(/;\\s*/).some((cookie) => cookie.startsWith(hint) && cookie.length > hint.length);
        const files = new Set([...(${JSON.stringify(byPath)}[location.pathname] || []), ...(signedIn ? ${JSON.stringify(memberLayout)} : [])]);
        for (const href of files) {
          const link = document.createElement('link');
          // A stylesheet is fetched now and applied when the chunk that imports it runs (Vite adds it then).
          if (href.endsWith('.css')) {
            link.rel = 'preload';
            link.as = 'style';
          } else {
            link.rel = 'modulepreload';
          }
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        }
      })();`;
        return insertBeforeAssets(html, script);
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
