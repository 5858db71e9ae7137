// The email gate's notice where an action met it (VerifyEmailNotice.tsx): its code and the account's
// words (~2.5 KB gzipped) load when it first shows, not with every screen that may show it.
import { Suspense } from 'react';
import { withStrings } from '../../i18n/messages';
import { lazyOrFallback } from '../../startup/when-idle';

// With its words in the language shown (withStrings), so the notice never shows in English first.
// Code that cannot come (offline before the service worker stored it) leaves the notice out, not the screen.
const Notice = lazyOrFallback(
  () => withStrings(() => import('./VerifyEmailNotice'))().then((module) => module.VerifyEmailNotice),
  () => null,
  'The email notice could not load; it shows on the next start',
);

export function VerifyEmailNoticeHere() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
