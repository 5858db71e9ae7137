// Every path the app serves, read from its router's route tree (src/routes/tree.tsx), so a new
// screen is measured without being listed here. The tree's modules use Vite's features (CSS imports,
// import.meta.glob), so Vite's SSR loader reads them; the screens themselves are lazy and stay unloaded.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** The tree's branches (tree.tsx): the member's app, the visitor's pages, pages open to both, and /auth. */
export type Branch = 'member' | 'visitor' | 'open' | 'auth';

export interface AppRoute {
  path: string;
  branch: Branch;
}

interface RouteNode {
  options: { id?: string; path?: string };
  children?: RouteNode[];
}

export async function appRoutes(): Promise<AppRoute[]> {
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { routeTree } = (await vite.ssrLoadModule('/src/routes/tree.tsx')) as { routeTree: RouteNode };
    return (routeTree.children ?? []).flatMap((node): AppRoute[] => {
      if (node.options.path) return [{ path: node.options.path, branch: 'auth' }];
      const branch = node.options.id as Branch;
      return (node.children ?? []).map((child) => ({ path: child.options.path ?? '', branch }));
    });
  } finally {
    await vite.close();
  }
}
