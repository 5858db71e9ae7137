// The header's chips with their tooltips, in one provider so moving between them uses the skip
// delay. Loaded after the header: Radix Tooltip brings Floating UI (~19 KB gzipped).
import type { User } from '@fitchoice/shared/api';
import { Tooltip } from '../../ui/Tooltip';
import { TooltipProvider } from '../../ui/TooltipProvider';
import { HeaderChips } from './HeaderChips';

export function HeaderChipsWithTooltips(props: { user: User; isGuest: boolean }) {
  return (
    <TooltipProvider>
      <HeaderChips {...props} decorate={(tooltip, chip) => <Tooltip content={tooltip}>{chip}</Tooltip>} />
    </TooltipProvider>
  );
}
