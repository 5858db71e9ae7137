// What part of a shown balance is still to be sent (coin-balance.ts), in the words every screen that
// shows a balance uses: the wallet, the store, the avatar studio.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCoins } from '../../i18n/formats';
import type { CoinBalance } from './coin-balance';
import './messages';

export function PendingCoins({ balance }: { balance: CoinBalance }) {
  const intl = useIntl();
  if (balance.pending === null) return null;
  return (
    <FormattedMessage id="wallet.member.pending" values={{ coins: formatCoins(intl, balance.pending), count: balance.pendingCount }} />
  );
}
