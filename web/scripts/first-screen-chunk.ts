// A build plugin and chunk groups for the first screens' own modules. Left to Rolldown, each app
// module that a lazy screen also imports becomes a file of its own — on a slow phone network over
// HTTP/1.1 (six requests at a time, a round trip each) a first screen of twenty 0.2–5 KB files costs
// far more than one file of their sum. The groups:
// - `app`: the modules the entry imports statically (the code every first screen runs), and the few
//   that both a visitor's landing screen and the member's use (the icons). Rolldown does not see the
//   entry's as "already loaded by the entry" (rolldown/rolldown#10731: Vite's HTML entry wraps
//   main.tsx), so without the group they were fourteen files too;
// - the member's landing groups, `member-layout` (every member screen is inside it) and `gym-list`
//   (the signed-in landing screen): the app modules each imports statically, minus what the entry,
//   the visitor's landing screens (`/`, `/auth`) and pages' frame, and what every page loads after its first paint
//   already load, so a visitor never fetches a member's code. The gym list's modules that other
//   screens import too are left to Rolldown, which splits them by the screens that import them: in
//   one group of their own, a screen needing one (the leaderboard, the region) fetched all of them
//   (8 KB gzipped, the local database's live query and rxjs with it: ~14 KB). Over HTTP/2 (the CDN,
//   the bench's front) a few more small files cost no round trip each.
// Nothing lazy becomes eager: only static imports are followed, and only the app's own modules
// (web/src) are captured, so the libraries and `shared` are split (and tree-shaken) as before.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_SOURCES = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The member's landing groups, as named in the build's manifest: the layout every member screen is
 * in, and the gym list members land on.
 */
export const MEMBER_LANDING_GROUPS = [
  { name: 'member-layout', roots: ['src/features/layout/AppLayout.tsx'] },
  { name: 'gym-list', roots: ['src/features/gyms/GymsScreen.tsx'] },
] as const;
export const MEMBER_LANDING_SCREENS = MEMBER_LANDING_GROUPS.flatMap((group) => group.roots);
export const VISITOR_HOME_SCREEN = 'src/features/home/HomeIndex.tsx';
export const VISITOR_AUTH_SCREEN = 'src/features/auth/AuthScreen.tsx';
/**
 * The frame of the visitor's other pages (terms, privacy, help, the partner's welcome): with the
 * entry, so a visitor's page never fetches a member's chunk (with the API client and the rest) for it.
 */
export const VISITOR_PAGE_FRAME = 'src/ui/Page.tsx';
/**
 * What every page loads after its first paint (main.tsx, app/Providers.tsx, features/layout): a
 * visitor loads it too, so what it imports stays out of the member's groups.
 */
export const EVERY_PAGE_AFTER_PAINT = [
  'src/app/offline-layer.ts',
  'src/ui/toast/Toaster.tsx',
  'src/features/location/LocaleStartup.tsx',
  'src/pwa/PwaDock.tsx',
  'src/pwa/service-worker-registration.ts',
] as const;

export interface LandingGroup {
  name: string;
  /** The screen modules (web/src/...) whose static imports make the group. */
  roots: readonly string[];
}

export function firstScreenChunks({
  groups,
  visitors,
  everyPage,
}: {
  groups: readonly LandingGroup[];
  visitors: readonly string[];
  everyPage: readonly string[];
}): {
  plugin: Plugin;
  entryTest: (id: string) => boolean;
  /** Each group's test, by name. */
  groupTests: Record<string, (id: string) => boolean>;
} {
  const entryModules = new Set<string>();
  const groupModules = new Map<string, Set<string>>(groups.map((group) => [group.name, new Set<string>()]));
  const plugin: Plugin = {
    name: 'fitchoice:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const staticClosure = (start: Iterable<string>): Set<string> => {
        const found = new Set<string>();
        const pending = [...start];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (found.has(id)) continue;
          found.add(id);
          pending.push(...(info(id)?.importedIds ?? []));
        }
        return found;
      };
      const ids = [...this.getModuleIds()];
      const resolve = (screen: string) => {
        const id = ids.find((each) => each === fileURLToPath(new URL(`../${screen}`, import.meta.url)));
        if (!id) throw new Error(`first-screen-chunk: ${screen} is no module of the build; has it moved?`);
        return id;
      };
      entryModules.clear();
      for (const id of staticClosure(ids.filter((id) => info(id)?.isEntry))) entryModules.add(id);
      const visitorModules = staticClosure(visitors.map(resolve));
      const everyPageModules = staticClosure(everyPage.map(resolve));
      const lazyRoots = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      const taken = new Set<string>();
      groups.forEach((group, index) => {
        const modules = groupModules.get(group.name) as Set<string>;
        modules.clear();
        const closure = staticClosure(group.roots.map(resolve));
        // What other screens' code imports: the group's own lazy parts (a gym's page, the map) aside.
        const elsewhere = staticClosure(
          [...lazyRoots].filter((root) => !closure.has(root) && !(info(root)?.dynamicImporters ?? []).every((by) => closure.has(by))),
        );
        for (const id of closure) {
          if (entryModules.has(id) || taken.has(id) || everyPageModules.has(id)) continue;
          taken.add(id);
          // Also needed by a visitor's landing screen: it goes with the entry, so neither screen fetches
          // it as a file of its own and a visitor never fetches a member's group for it.
          if (visitorModules.has(id)) entryModules.add(id);
          // The layout keeps what it shares: every member screen loads it anyway. What another group
          // shares is left to Rolldown (see the top).
          else if (index === 0 || !elsewhere.has(id)) modules.add(id);
        }
      });
    },
  };
  return {
    plugin,
    entryTest: (id) => id.startsWith(APP_SOURCES) && entryModules.has(id),
    groupTests: Object.fromEntries(
      [...groupModules].map(([name, modules]) => [name, (id: string) => id.startsWith(APP_SOURCES) && modules.has(id)]),
    ),
  };
}
