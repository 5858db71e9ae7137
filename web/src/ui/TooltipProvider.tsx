// The tooltip timing of spec section 9 (700 ms delay, 300 ms skip delay) for every tooltip inside.
// The app layout renders it rather than app/Providers: Radix Tooltip brings Floating UI (~12 KB
// gzipped), which a visitor's first screen does not need.
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@fitchoice/shared';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}
