// The root of every screen: a skip link, the matched layout, and focus moved to the new screen's
// heading after each navigation (so screen readers announce where the member landed).
import { Outlet, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { OfflineBanner } from '../../pwa/OfflineBanner';
import { lazyWhenIdle } from '../../startup/when-idle';

// The offline banner is part of the first screen; the update prompt and install card load once the page is idle.
const PwaDock = lazyWhenIdle(
  () => import('../../pwa/PwaDock').then((module) => module.PwaDock),
  () => null,
);

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
      <OfflineBanner />
      <Suspense fallback={null}>
        <PwaDock />
      </Suspense>
      <Outlet />
    </>
  );
}
