// The fitverse wheel: a menu (ARIA menu pattern) of areas around a ring, each with a badge for what
// waits there; opening an area shows its features as a second menu. Roving focus: one item is in
// the Tab order, the arrows move around (wheel-keys.ts), Enter or Space opens, Escape comes back.
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { listKey, ringKey } from './wheel-keys';
import './messages';

export interface WheelArea {
  id: string;
  label: string;
  icon: ReactNode;
  /** What waits there, said in words ("1 booking today"); count shows on the badge. */
  badge?: { count: number; text: string };
  items: readonly { to: string; label: string }[];
}

export function Wheel({
  areas,
  onNavigate,
  center,
  pointer,
}: {
  areas: readonly WheelArea[];
  onNavigate: (to: string) => void;
  /** Drawn in the middle of the ring (the spin). */
  center?: ReactNode;
  /** The spin's pointer angle, in degrees. */
  pointer?: number;
}) {
  const intl = useIntl();
  const hintId = useId();
  const listId = useId();
  const [focus, setFocus] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const [itemFocus, setItemFocus] = useState(0);
  const areaRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const moveInto = useRef<'list' | 'ring' | null>(null);

  useEffect(() => {
    if (moveInto.current === 'list') itemRefs.current[itemFocus]?.focus();
    if (moveInto.current === 'ring') areaRefs.current[focus]?.focus();
    moveInto.current = null;
  });

  const openArea = (index: number) => {
    setFocus(index);
    setOpen(index);
    setItemFocus(0);
    moveInto.current = 'list';
  };

  const onRingKey = (event: KeyboardEvent, index: number) => {
    const move = ringKey(event.key, index, areas.length);
    if (!move) return;
    event.preventDefault();
    if ('open' in move) openArea(index);
    else if ('focus' in move) {
      setFocus(move.focus);
      if (open !== null) setOpen(move.focus);
      moveInto.current = 'ring';
    }
  };

  const onListKey = (event: KeyboardEvent, index: number, count: number) => {
    const move = listKey(event.key, index, count);
    if (!move) return;
    event.preventDefault();
    if ('close' in move) {
      setOpen(null);
      moveInto.current = 'ring';
    } else if ('focus' in move) {
      setItemFocus(move.focus);
      moveInto.current = 'list';
    }
  };

  const area = open === null ? null : areas[open]!;
  return (
    <div className="wheel">
      <p id={hintId} className="visually-hidden">
        <FormattedMessage id="fitverse.hint" />
      </p>
      <div className="wheel__disc">
        <div
          role="menu"
          aria-label={intl.formatMessage({ id: 'fitverse.wheel' })}
          aria-describedby={hintId}
          className="wheel__ring"
          style={{ '--spokes': areas.length } as CSSProperties}
        >
          {areas.map((entry, index) => (
            <div key={entry.id} role="none" className="wheel__spoke" style={{ '--i': index } as CSSProperties}>
              <button
                ref={(element) => {
                  areaRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                aria-haspopup="menu"
                aria-expanded={open === index}
                aria-controls={open === index ? listId : undefined}
                aria-label={entry.badge ? `${entry.label}, ${entry.badge.text}` : entry.label}
                tabIndex={focus === index ? 0 : -1}
                className={`wheel__area wheel__area--${entry.id}`}
                onClick={() => (open === index ? setOpen(null) : openArea(index))}
                onKeyDown={(event) => onRingKey(event, index)}
                onFocus={() => setFocus(index)}
              >
                <span aria-hidden="true" className="wheel__icon">
                  {entry.icon}
                </span>
                <span className="wheel__label">{entry.label}</span>
                {entry.badge && entry.badge.count > 0 ? (
                  <span aria-hidden="true" className="wheel__badge">
                    {entry.badge.count}
                  </span>
                ) : null}
              </button>
            </div>
          ))}
        </div>
        {pointer === undefined ? null : <span aria-hidden="true" className="wheel__pointer" style={{ rotate: `${pointer}deg` }} />}
        <div className="wheel__center">{center}</div>
      </div>
      {area ? (
        <div id={listId} role="menu" aria-label={area.label} className="wheel__list">
          {area.items.map((item, index) => (
            <div key={item.to} role="none">
              <a
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                href={item.to}
                tabIndex={itemFocus === index ? 0 : -1}
                className="wheel__item"
                onKeyDown={(event) => onListKey(event, index, area.items.length)}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate(item.to);
                }}
              >
                {item.label}
              </a>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
