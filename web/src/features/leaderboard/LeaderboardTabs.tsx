// The leaderboard's tab lists (which period, whose board): an ARIA tab list whose arrows follow the
// reading direction.
import type { KeyboardEvent } from 'react';

/** An ARIA tab list: arrow keys move between the tabs, the chosen tab alone is in the Tab order. */
export function Tabs<T extends string>({
  label,
  choices,
  value,
  onChange,
  panelId,
}: {
  label: string;
  choices: { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
  panelId: string;
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
  return (
    <div className="segmented" role="tablist" aria-label={label}>
      {choices.map((choice, index) => (
        <button
          key={choice.value}
          type="button"
          role="tab"
          className="segmented__item"
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
