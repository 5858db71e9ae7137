// The panels (PANELS in shared) render in the back-office layout for an account whose roles open a
// panel. A visitor, a guest or a member without a panel role only meets the panel's door (sign in,
// or not for your account), in the layout they are already in (SessionLayout). The back-office
// code loads only for a partner or admin, with its strings (withStrings).
import { panelsOf } from '@fitchoice/shared/api';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../app/auth';
import { withStrings } from '../../i18n/messages';
import { ScreenSpinner } from '../../ui/Spinner';
import { SessionLayout } from './SessionLayout';

const BackOfficeLayout = lazy(withStrings(() => import('./BackOfficeLayout').then((module) => ({ default: module.BackOfficeLayout }))));

export function BackOfficeSession() {
  const { user } = useAuth();
  if (panelsOf(user).length === 0) return <SessionLayout />;
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <BackOfficeLayout />
    </Suspense>
  );
}
