// The app: providers around the router. The app's splash (brand and spinner, as index.html paints it) shows while
// the session loads (spec section 2), so route guards always see a known session.
import type { QueryClient } from '@tanstack/react-query';
import { type RegisteredRouter, RouterProvider } from '@tanstack/react-router';
import { AppSplash } from './AppSplash';
import { useAuth } from './auth';
import { useHeartbeat } from './heartbeat';
import { Providers } from './Providers';

function SessionGate({ router }: { router: RegisteredRouter }) {
  const auth = useAuth();
  useHeartbeat(auth.user);
  if (auth.isLoading) return <AppSplash />;
  return <RouterProvider router={router} />;
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: RegisteredRouter }) {
  return (
    <Providers queryClient={queryClient} router={router}>
      <SessionGate router={router} />
    </Providers>
  );
}
