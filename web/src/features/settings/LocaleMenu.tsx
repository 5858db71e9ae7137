// The header's region and language button: shows the region and language codes (not the flag:
// flag emoji are letters on Windows and missing without an emoji font), and opens a small panel
// with the two switchers. Escape or a click outside closes it. In the app layout it shows from
// 480 px up; on a phone the same switchers are in Profile > Settings.
import { getLanguage } from '@fitchoice/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleStore } from '../../i18n/locale-store';
import { useRegion } from '../location/region-store';
import { LanguageSelect, RegionSelect, useRegionName } from './RegionLanguageSelects';
import './settings.css';

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

export function LocaleMenu() {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const region = useRegion();
  const language = useLocaleStore((state) => state.language);
  const regionName = useRegionName();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="locale-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="chip locale-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(
          { id: 'locale.menu' },
          { region: regionName(region.code, region.name), language: getLanguage(language).nativeName },
        )}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon />
        <span aria-hidden="true" className="locale-menu__code">
          {`${region.code} · ${language.toUpperCase()}`}
        </span>
      </button>
      {/* The switchers render when the panel opens: every region's name in the current language is a
          long first render on a phone, where the header does not even show this menu. */}
      <div id={panelId} className="locale-menu__panel" hidden={!open}>
        {open ? (
          <>
            <RegionSelect />
            <LanguageSelect />
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              <span>
                <FormattedMessage id="locale.close" />
              </span>
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
