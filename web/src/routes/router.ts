// Creates the app's router; main.tsx makes the one instance.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from '../features/layout/RouteError';
import { ScreenSpinner } from '../ui/Spinner';
import { createAuthSnapshot } from './context';
import { routeTree } from './tree';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { auth: createAuthSnapshot(queryClient), queryClient },
    defaultPreload: 'intent',
    // Queries own data freshness; the router must not cache loader results on top of them.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: ScreenSpinner,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
