// The app header: the brand, the pending-sync badge, and the member's XP and SweatCoins (a guest
// sees a guest badge). The chips render at once; their tooltips and the badge load once the page is idle.

import type { User } from '@fitchoice/shared/api';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import { offlinePartsDue } from '../../app/local-database';
import { withStrings } from '../../i18n/messages';
import { lazyWhenIdle } from '../../startup/when-idle';
import { useMediaQuery } from '../../ui/use-media-query';
import { LocaleMenu } from '../settings/LocaleMenu';
import { HeaderChips, plainChip } from './HeaderChips';

// The pending-sync badge reads the outbox in the local database; its code loads once the page is
// idle, or at the first paint where it could not come offline (app/local-database.ts).
const OutboxBadge = lazyWhenIdle(
  async () => {
    // With the names of the kinds of action in the language shown (./messages.ts).
    const [{ OutboxStatus }, { replayOutboxNow }, { wordOutboxRefusal }] = await Promise.all([
      import('../../outbox/OutboxStatus'),
      import('../../app/offline-layer'),
      import('./outbox-refusals'),
      withStrings(() => import('./messages'))(),
    ]);
    return () => <OutboxStatus onSendNow={replayOutboxNow} wordRefusal={wordOutboxRefusal} />;
  },
  () => null,
  offlinePartsDue,
);

const PlainChips = (props: { user: User; isGuest: boolean }) => <HeaderChips {...props} decorate={plainChip} />;

// The tooltips (Radix, ~19 KB gzipped) and the balance's pending changes load once the page is idle too.
const HeaderChipsWithTooltips = lazyWhenIdle(
  () => import('./HeaderChipsWithTooltips').then((module) => module.HeaderChipsWithTooltips),
  PlainChips,
);

/**
 * A phone's app header has no room for the region and language menu beside the XP and SweatCoin
 * chips (Profile > Settings has the switchers): from this width up only, and not rendered below it,
 * which on a phone saves its first render (the browser's region names for the language).
 */
const LOCALE_MENU_FITS = '(min-width: 480px)';

export function Header() {
  const { user, isGuest } = useAuth();
  const roomForLocaleMenu = useMediaQuery(LOCALE_MENU_FITS);
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
          <Suspense fallback={<PlainChips user={user} isGuest={isGuest} />}>
            <HeaderChipsWithTooltips user={user} isGuest={isGuest} />
          </Suspense>
        </div>
      ) : null}
      {roomForLocaleMenu ? <LocaleMenu /> : null}
    </header>
  );
}
