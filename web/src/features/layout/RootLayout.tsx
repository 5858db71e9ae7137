// The root of every screen: a skip link, the matched layout, and focus moved to the new screen's
// heading after each navigation (so screen readers announce where the member landed).
import { Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

// The offline banner, update prompt and install card need the local database; their code loads
// after the first screen.
const PwaLayer = lazy(() => import('../../pwa/PwaLayer').then((module) => ({ default: module.PwaLayer })));

export function RootLayout() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-page-title]')?.focus({ preventScroll: true }));
      }),
    [router],
  );
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <Suspense fallback={null}>
        <PwaLayer />
      </Suspense>
      <Outlet />
    </>
  );
}
