// An ARIA tab list (the leaderboard's period and scope, the coach's parts, a panel's sections): the
// chosen tab alone is in the Tab order, and the arrow keys move between the tabs in reading order
// (Left goes on in right-to-left), as the ARIA tabs pattern has it.
import type { KeyboardEvent } from 'react';

/** A tab's id: the panel it controls names itself by the chosen one (aria-labelledby). */
export function tabIdOf(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}

export function Tabs<T extends string>({
  label,
  choices,
  value,
  onChange,
  panelId,
  variant = 'segmented',
  className,
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
  /** The one panel every tab controls. */
  panelId: string;
  /** Buttons in one row (a screen's views), or a back-office panel's section tabs. */
  variant?: 'segmented' | 'panel';
  className?: string;
}) {
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The next tab is the one after it in reading order: to the left in right-to-left.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const step = event.key === forward ? 1 : event.key === backward ? -1 : 0;
    if (!step) return;
    const next = choices[(index + step + choices.length) % choices.length]!;
    onChange(next.value);
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[(index + step + choices.length) % choices.length]?.focus();
  };
  const listClass = variant === 'segmented' ? 'segmented' : 'panel-tabs';
  return (
    <div className={className ? `${listClass} ${className}` : listClass} role="tablist" aria-label={label}>
      {choices.map((choice, index) => (
        <button
          key={choice.value}
          type="button"
          role="tab"
          id={tabIdOf(panelId, choice.value)}
          className={variant === 'segmented' ? 'segmented__item' : undefined}
          aria-selected={choice.value === value}
          aria-controls={panelId}
          tabIndex={choice.value === value ? 0 : -1}
          onClick={() => onChange(choice.value)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
