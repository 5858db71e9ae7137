// The header's chips with their tooltips, in one provider so moving between them uses the skip
// delay, and the SweatCoin balance with its pending changes. Loaded after the header: Radix Tooltip
// brings Floating UI (~19 KB gzipped), the balance the local database.
import type { User } from '@fitchoice/shared/api';
import { Tooltip } from '../../ui/Tooltip';
import { TooltipProvider } from '../../ui/TooltipProvider';
import { useCoinBalance } from '../wallet/coin-balance';
import { HeaderChips } from './HeaderChips';

export function HeaderChipsWithTooltips(props: { user: User; isGuest: boolean }) {
  const coins = useCoinBalance(props.user);
  return (
    <TooltipProvider>
      <HeaderChips {...props} coins={coins} decorate={(tooltip, chip) => <Tooltip content={tooltip}>{chip}</Tooltip>} />
    </TooltipProvider>
  );
}
