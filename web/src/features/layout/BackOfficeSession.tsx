// The panels (PANELS in shared) render in the back-office layout for an account whose roles open a
// panel. A visitor, a guest or a member without a panel role only meets the panel's door (sign in,
// or not for your account), in the layout they are already in (SessionLayout). The back-office
// code loads only for a partner or admin, with its strings (withStrings).
//
// A page opened at a panel's address by a browser that may be signed in starts loading the layout
// with the app, alongside the screen's code and the session check, rather than once the router
// renders this route: loaded then, the panel's frame waited one more round trip, and React held the
// spinner it showed meanwhile for its reveal throttle. Once loaded, the layout renders at once. The
// panel's first reads start then too (first-reads/).
import { PANELS, panelsOf } from '@fitchoice/shared/api';
import { type ComponentType, Suspense, use } from 'react';
import { hasSessionHint } from '../../api/session';
import { useAuth } from '../../app/auth';
import { readRecordNow } from '../../db/local-records';
import { withStrings } from '../../i18n/messages';
import { ScreenSpinner } from '../../ui/Spinner';
import { SessionLayout } from './SessionLayout';

let loadedLayout: ComponentType | null = null;
let layoutLoading: Promise<ComponentType> | null = null;

/** Loads the layout once with its strings; a failed load (offline) is tried again by the next call. */
function loadLayout(): Promise<ComponentType> {
  layoutLoading ??= withStrings(() => import('./BackOfficeLayout'))().then(
    (module) => {
      loadedLayout = module.BackOfficeLayout;
      return module.BackOfficeLayout;
    },
    (error: unknown) => {
      layoutLoading = null;
      throw error;
    },
  );
  return layoutLoading;
}

/** The layout, at once when its code is in, else once it arrives (the Suspense around it meanwhile). */
function BackOfficeLayout() {
  const Layout = loadedLayout ?? use(loadLayout());
  return <Layout />;
}

/** Whether this page opened at a panel's address in a browser a partner or admin may be signed in on. */
function opensAtPanel(pathname: string): boolean {
  if (!PANELS.some((panel) => panel.path === pathname)) return false;
  // The cookie last: reading it is a sync call to the browser's network process.
  return readRecordNow('authUser') !== undefined || hasSessionHint();
}

/**
 * The panels whose first screen reads something first, each with the module that starts those reads
 * (first-reads/: a panel loads only its own); the admin panel's sections read their own.
 */
const FIRST_READS = new Map<string, () => Promise<{ startFirstReads(pathname: string): void }>>([
  ['/trainer-panel', () => import('./first-reads/pro-panel')],
  ['/nutritionist-panel', () => import('./first-reads/pro-panel')],
  ['/analytics', () => import('./first-reads/analytics')],
  ['/fitness-center-panel', () => import('./first-reads/gym-panel')],
]);

if (typeof location !== 'undefined' && opensAtPanel(location.pathname)) {
  const { pathname, search } = location;
  void loadLayout().catch(() => undefined);
  // The panel's first reads start with the layout, not once the screen renders (panels/early-read.ts).
  // An admin's look at someone else's panel (?gym=, ?professional=) reads other things, and is left to the screen.
  const reads = FIRST_READS.get(pathname);
  if (reads && new URLSearchParams(search).size === 0) {
    reads()
      .then(({ startFirstReads }) => startFirstReads(pathname))
      .catch(() => undefined);
  }
}

export function BackOfficeSession() {
  const { user } = useAuth();
  if (panelsOf(user).length === 0) return <SessionLayout />;
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <BackOfficeLayout />
    </Suspense>
  );
}
