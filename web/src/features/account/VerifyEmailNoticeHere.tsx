// The email gate's notice where an action met it (VerifyEmailNotice.tsx): its code and the account's
// words (~2.5 KB gzipped) load when it first shows, not with every screen that may show it.
import { lazy, Suspense } from 'react';
import { withStrings } from '../../i18n/messages';

// With its words in the language shown (withStrings), so the notice never shows in English first.
const Notice = lazy(() => withStrings(() => import('./VerifyEmailNotice'))().then((module) => ({ default: module.VerifyEmailNotice })));

export function VerifyEmailNoticeHere() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
