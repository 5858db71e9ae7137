// What the social screens show a guest: their routes are for signed-up members (the server refuses
// guests), so instead of failing calls the screen says so and offers the sign-up.
import type { ReactNode } from 'react';
import { useAuth } from '../../app/auth';
import { EmptyState } from '../../ui/EmptyState';
import { PeopleIcon } from '../../ui/icons';
import './messages';

export function MembersOnly({ children }: { children: ReactNode }) {
  const { isGuest } = useAuth();
  if (!isGuest) return children;
  return (
    <EmptyState
      icon={<PeopleIcon />}
      titleId="social.guest.title"
      bodyId="social.guest.body"
      actions={[{ to: '/auth', labelId: 'social.guest.signUp' }]}
    />
  );
}
