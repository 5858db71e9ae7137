// The app: providers around the router. The app's splash (brand and spinner, as index.html paints it) shows while
// the session loads (spec section 2), so route guards always see a known session, and then while the router
// resolves the first screen (its guards, its code), so the splash gives way to the screen itself.
import type { QueryClient } from '@tanstack/react-query';
import { type RegisteredRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../startup/next-task';
import { AppSplash } from './AppSplash';
import { useAuth } from './auth';
import { useHeartbeat } from './heartbeat';
import { Providers } from './Providers';

/**
 * True once the router has resolved the page's location, which starts in a task of its own once the
 * session is known. The router then renders the resolved screen at once (it does not load it again on
 * mounting), so the session's answer, the route's resolution and the screen's first render are three
 * short tasks on a slow phone instead of one long one. A load that fails (a screen's code offline)
 * still counts: the router shows its error screen.
 */
function useFirstRouteResolved(router: RegisteredRouter, sessionKnown: boolean): boolean {
  const [resolved, setResolved] = useState(false);
  useEffect(() => {
    if (!sessionKnown || resolved) return;
    let current = true;
    nextTask()
      .then(() => router.load())
      .catch((error: unknown) => console.error('The first screen could not be resolved', error))
      .finally(() => {
        if (current) startTransition(() => setResolved(true));
      });
    return () => {
      current = false;
    };
  }, [router, sessionKnown, resolved]);
  return resolved;
}

function SessionGate({ router }: { router: RegisteredRouter }) {
  const auth = useAuth();
  useHeartbeat(auth.user);
  const routeResolved = useFirstRouteResolved(router, !auth.isLoading);
  if (!routeResolved) return <AppSplash />;
  return <RouterProvider router={router} />;
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: RegisteredRouter }) {
  return (
    <Providers queryClient={queryClient} router={router}>
      <SessionGate router={router} />
    </Providers>
  );
}
