// The panels (PANELS in shared) render in the back-office layout for a signed-in account and in
// the public layout for a visitor or guest (the panel's door asks them to sign in). The back-office code
// loads only for a signed-in account, with its strings (withStrings).
import { lazy, Suspense } from 'react';
import { useAuth } from '../../app/auth';
import { withStrings } from '../../i18n/messages';
import { ScreenSpinner } from '../../ui/Spinner';
import { PublicLayout } from './PublicLayout';

const BackOfficeLayout = lazy(withStrings(() => import('./BackOfficeLayout').then((module) => ({ default: module.BackOfficeLayout }))));

export function BackOfficeSession() {
  const { user, isGuest } = useAuth();
  if (!user || isGuest) return <PublicLayout />;
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <BackOfficeLayout />
    </Suspense>
  );
}
