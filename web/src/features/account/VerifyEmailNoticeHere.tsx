// The email gate's notice where an action met it (VerifyEmailNotice.tsx): its code and the account's
// words (~2.5 KB gzipped) load when it first shows, not with every screen that may show it.
import { type ComponentType, lazy, Suspense } from 'react';
import { withStrings } from '../../i18n/messages';

// With its words in the language shown (withStrings), so the notice never shows in English first.
// Code that cannot come (offline before the service worker stored it) leaves the notice out, not the screen.
const Notice = lazy<ComponentType>(() =>
  withStrings(() => import('./VerifyEmailNotice'))().then(
    (module) => ({ default: module.VerifyEmailNotice }),
    (error: unknown) => {
      console.warn('The email notice could not load; it shows on the next start', error);
      return { default: () => null };
    },
  ),
);

export function VerifyEmailNoticeHere() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
