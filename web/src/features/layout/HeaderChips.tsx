// The header's chips: a guest badge, the member's XP and SweatCoins. `decorate` wraps each chip
// (in a tooltip once that code has loaded; see Header.tsx), and `coins` is the balance with its
// pending changes (wallet/coin-balance.ts) once that code has loaded; until then, the session's.
import type { User } from '@fitchoice/shared/api';
import { Link } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCoins } from '../../i18n/formats';
import { BoltIcon, CoinIcon } from '../../ui/icons';

export type DecorateChip = (tooltip: string, chip: ReactElement) => ReactNode;

/** The unit after a number: spoken always, shown from 480 px up (the icon says it on a phone). */
const unit = (chunks: ReactNode[]) => <span className="chip__unit">{chunks}</span>;

/** The balance a chip shows: the session's, or with its pending changes (`pending` non-null then). */
export interface ChipCoins {
  coins: string;
  pending: string | null;
}

/** A dot on the chip (the outbox badge beside it says how many); the word is spoken. */
const pendingMark = (chunks: ReactNode[]) => (
  <span className="chip__pending">
    <span className="visually-hidden">{chunks}</span>
  </span>
);

export function HeaderChips({
  user,
  isGuest,
  decorate,
  coins = { coins: user.sweatCoins, pending: null },
}: {
  user: User;
  isGuest: boolean;
  decorate: DecorateChip;
  coins?: ChipCoins;
}) {
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
          {coins.pending === null ? (
            <FormattedMessage id="header.coins" values={{ coins: formatCoins(intl, coins.coins), unit }} />
          ) : (
            <FormattedMessage id="header.coins.pending" values={{ coins: formatCoins(intl, coins.coins), unit, mark: pendingMark }} />
          )}
        </Link>,
      )}
    </>
  );
}

export const plainChip: DecorateChip = (_tooltip, chip) => chip;
