// The tooltip timing of spec section 9 (700 ms delay, 300 ms skip delay) for every tooltip inside.
// Wrap the part of a screen that has tooltips (not the whole app in app/Providers): Radix Tooltip
// brings Floating UI (~19 KB gzipped), which the first screen must not wait for.
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
