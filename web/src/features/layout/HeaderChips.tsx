// The header's chips: a guest badge, the member's XP and SweatCoins. `decorate` wraps each chip
// (in a tooltip once that code has loaded; see Header.tsx).
import type { User } from '@fitchoice/shared/api';
import { Link } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BoltIcon, CoinIcon } from '../../ui/icons';

export type DecorateChip = (tooltip: string, chip: ReactElement) => ReactNode;

/** The unit after a number: spoken always, shown from 480 px up (the icon says it on a phone). */
const unit = (chunks: ReactNode[]) => <span className="chip__unit">{chunks}</span>;

export function HeaderChips({ user, isGuest, decorate }: { user: User; isGuest: boolean; decorate: DecorateChip }) {
  const intl = useIntl();
  return (
    <>
      {isGuest
        ? decorate(
            intl.formatMessage({ id: 'header.guest.tooltip' }),
            <Link to="/auth" search={{ mode: 'signup' }} className="chip chip--guest">
              <FormattedMessage id="header.guest" />
            </Link>,
          )
        : null}
      {decorate(
        intl.formatMessage({ id: 'header.xp.tooltip' }),
        <Link to="/activity" className="chip chip--xp" data-testid="header-xp" data-tutorial="xp">
          <BoltIcon />
          <FormattedMessage id="header.xp" values={{ xp: user.xp, unit }} />
        </Link>,
      )}
      {decorate(
        intl.formatMessage({ id: 'header.coins.tooltip' }),
        <Link to="/wallet" className="chip chip--coins" data-testid="header-coins" data-tutorial="sweatcoins">
          <CoinIcon />
          <FormattedMessage id="header.coins" values={{ coins: user.sweatCoins, unit }} />
        </Link>,
      )}
    </>
  );
}

export const plainChip: DecorateChip = (_tooltip, chip) => chip;
