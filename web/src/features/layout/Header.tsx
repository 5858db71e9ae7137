// The app header: the brand, the pending-sync badge, and the member's XP and SweatCoins (a guest
// sees a guest badge). The chips render at once; their tooltips and the badge load after.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import { firstScreenPainted } from '../../app/first-screen';
import { LocaleMenu } from '../settings/LocaleMenu';
import { HeaderChips, plainChip } from './HeaderChips';

// The pending-sync badge reads the outbox in the local database; its code loads once the first screen has painted.
const OutboxBadge = lazy(async () => {
  await firstScreenPainted();
  const [{ OutboxStatus }, { replayOutboxNow }] = await Promise.all([
    import('../../outbox/OutboxStatus'),
    import('../../app/offline-layer'),
  ]);
  return { default: () => <OutboxStatus onSendNow={replayOutboxNow} /> };
});

const HeaderChipsWithTooltips = lazy(() =>
  import('./HeaderChipsWithTooltips').then((module) => ({ default: module.HeaderChipsWithTooltips })),
);

export function Header() {
  const { user, isGuest } = useAuth();
  return (
    <header className="app-header">
      <Link to="/" className="brand">
        <span className="brand__mark" aria-hidden="true">
          F
        </span>
        <span className="brand__name">
          <FormattedMessage id="app.name" />
        </span>
      </Link>
      {user ? (
        <div className="app-header__stats">
          <Suspense fallback={null}>
            <OutboxBadge />
          </Suspense>
          <Suspense fallback={<HeaderChips user={user} isGuest={isGuest} decorate={plainChip} />}>
            <HeaderChipsWithTooltips user={user} isGuest={isGuest} />
          </Suspense>
        </div>
      ) : null}
      <LocaleMenu />
    </header>
  );
}
