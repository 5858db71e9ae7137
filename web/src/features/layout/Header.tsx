// The app header: the brand, and the member's XP and SweatCoins (a guest sees a guest badge).
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import { BoltIcon, CoinIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/Tooltip';

// The pending-sync badge reads the outbox in the local database; its code loads after the header.
const OutboxBadge = lazy(async () => {
  const [{ OutboxStatus }, { replayOutboxNow }] = await Promise.all([import('../../outbox/OutboxStatus'), import('../../pwa/start')]);
  return { default: () => <OutboxStatus onSendNow={replayOutboxNow} /> };
});

/** The unit after a number: spoken always, shown from 480 px up (the icon says it on a phone). */
const unit = (chunks: ReactNode[]) => <span className="chip__unit">{chunks}</span>;

export function Header() {
  const intl = useIntl();
  const { user, isGuest } = useAuth();
  return (
    <header className="app-header">
      <Link to="/" className="brand">
        <span className="brand__mark" aria-hidden="true">
          F
        </span>
        <FormattedMessage id="app.name" />
      </Link>
      {user ? (
        <div className="app-header__stats">
          <Suspense fallback={null}>
            <OutboxBadge />
          </Suspense>
          {isGuest ? (
            <Tooltip content={intl.formatMessage({ id: 'header.guest.tooltip' })}>
              <Link to="/auth" search={{ mode: 'signup' }} className="chip chip--guest">
                <FormattedMessage id="header.guest" />
              </Link>
            </Tooltip>
          ) : null}
          <Tooltip content={intl.formatMessage({ id: 'header.xp.tooltip' })}>
            <Link to="/activity" className="chip chip--xp" data-testid="header-xp">
              <BoltIcon />
              <FormattedMessage id="header.xp" values={{ xp: user.xp, unit }} />
            </Link>
          </Tooltip>
          <Tooltip content={intl.formatMessage({ id: 'header.coins.tooltip' })}>
            <Link to="/wallet" className="chip chip--coins" data-testid="header-coins">
              <CoinIcon />
              <FormattedMessage id="header.coins" values={{ coins: user.sweatCoins, unit }} />
            </Link>
          </Tooltip>
        </div>
      ) : null}
    </header>
  );
}
