// Pages both sets share (home, support, legal, panels) render in the app layout for a signed-in
// user or guest and in the public layout for a visitor. The app layout's code (header tooltips,
// tab bar, tutorial) loads only for a signed-in user, with its strings (withStrings).
import { lazy, Suspense } from 'react';
import { useAuth } from '../../app/auth';
import { withStrings } from '../../i18n/messages';
import { ScreenSpinner } from '../../ui/Spinner';
import { PublicLayout } from './PublicLayout';

const AppLayout = lazy(withStrings(() => import('./AppLayout').then((module) => ({ default: module.AppLayout }))));

export function SessionLayout() {
  const { user } = useAuth();
  if (!user) return <PublicLayout />;
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <AppLayout />
    </Suspense>
  );
}
