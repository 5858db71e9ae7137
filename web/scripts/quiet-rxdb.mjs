// The production app prints no advert in its users' consoles. RxDB's Dexie storage logs a notice
// for its paid storages on the first write unless a premium key is set; both builds (Vite's for the
// page, esbuild's for the service worker) drop that one call and nothing else (the premium check
// itself also gates RxDB's collection limit, so it is left alone). A build that no longer finds the
// call fails, so an RxDB upgrade that changes it is noticed. Plain JS: build-sw.mjs runs in node.
import { readFile } from 'node:fs/promises';

const DEXIE_INSTANCE = /rxdb[\\/]dist[\\/]esm[\\/]plugins[\\/]storage-dexie[\\/]rx-storage-instance-dexie\.js$/;
const ADVERT_CALL = /console\.warn\(\['-------------- RxDB Open Core RxStorage[\s\S]*?\]\.join\('\\n'\)\);/;

/** The module's code without the advert, or null for any other module; throws when the call moved. */
export function withoutRxdbAdvert(code, id) {
  if (!DEXIE_INSTANCE.test(id)) return null;
  if (!ADVERT_CALL.test(code)) throw new Error(`RxDB's storage notice moved in ${id}: update scripts/quiet-rxdb.mjs`);
  return code.replace(ADVERT_CALL, '');
}

/** The Vite plugin (the page's build). */
export function quietRxdb() {
  return {
    name: 'fitchoice:quiet-rxdb',
    apply: 'build',
    transform(code, id) {
      const quiet = withoutRxdbAdvert(code, id);
      return quiet === null ? null : { code: quiet, map: null };
    },
  };
}

/** The esbuild plugin (the service worker's build, scripts/build-sw.mjs). */
export const quietRxdbEsbuild = {
  name: 'quiet-rxdb',
  setup(build) {
    build.onLoad({ filter: DEXIE_INSTANCE }, async ({ path }) => ({
      contents: withoutRxdbAdvert(await readFile(path, 'utf8'), path),
      loader: 'js',
    }));
  },
};
