import './app/zod-jitless';
import type { AnyRoute } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './pwa/install-capture';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { filterConsoleNoise } from './app/console-noise';
import { offlinePartsDue, openDatabaseWhenNeeded } from './app/local-database';
import { followRegionElsewhere } from './features/location/region-store';
import { followLanguageElsewhere, watchLanguagesToStore } from './i18n/locale-store';
import { createAppRouter } from './routes/router';
import { firstScreenPainted, watchFirstScreen } from './startup/first-screen';
import { nextTask } from './startup/next-task';
import { pageIdle } from './startup/page-idle';
import './styles/index.css';

filterConsoleNoise();
// The local database waits until something needs it or the page has settled (app/local-database.ts).
openDatabaseWhenNeeded(firstScreenPainted());

// Start-up runs in a few tasks rather than one (on a mid-range phone each piece is a short task, so a
// tap or a frame gets in between): the modules' own code, the router, the formatting data, the first render.
void start();

async function start(): Promise<void> {
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  // The first screen's code loads alongside the session check rather than after it: the route guards
  // wait for the session, the code does not need to. A failure here is the router's to show, when it loads the route.
  const routesById: Record<string, AnyRoute> = router.routesById;
  for (const { routeId } of router.matchRoutes(router.latestLocation)) {
    const route = routesById[routeId as string];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }

  // The offline layer (the outbox replayer, the reachability probe) loads in its own chunk once the
  // page is idle, or at the first paint on a signed-in page no worker serves (app/local-database.ts).
  // The replayer sends what an earlier visit queued once the local database opens.
  watchFirstScreen(router);
  // A language or region chosen in another tab of this browser shows here too (the theme: app/theme.tsx).
  followLanguageElsewhere();
  followRegionElsewhere();
  offlinePartsDue()
    .then(() => import('./app/offline-layer'))
    .then(({ startPwa }) => startPwa())
    .catch((error) => console.error('The offline layer failed to start', error));
  // The service worker, in a chunk of its own: on a page none serves, from the first paint (it
  // registers at the next idle moment), so a very first visit is offline-safe within seconds; on a
  // page one serves (then it only checks for a new version), once the page is idle. Production
  // builds only (the dev server has no worker).
  (navigator.serviceWorker?.controller ? pageIdle() : firstScreenPainted())
    .then(() => import('./pwa/service-worker-registration'))
    .then(({ registerServiceWorker }) => {
      if (import.meta.env.PROD) registerServiceWorker({ watchLanguage: watchLanguagesToStore });
    })
    .catch((error) => console.error('The service worker could not be registered', error));

  // The browser's number and date formatting data loads on first use (~15 ms on a desktop): in a
  // task of its own, not in the first render's (React renders in a task after render() below).
  await nextTask();
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // At transition priority, React renders the providers and the splash in slices of a few ms (index.html's
  // copy of the splash shows until it commits) rather than in one task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}
