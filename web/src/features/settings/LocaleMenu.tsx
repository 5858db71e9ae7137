// The header's region and language button: shows the region's flag and the language code, and
// opens a small panel with the two switchers. Escape or a click outside closes it.
import { getLanguage } from '@fitchoice/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleStore } from '../../i18n/locale-store';
import { useRegion } from '../location/region-store';
import { LanguageSelect, RegionSelect, useRegionName } from './RegionLanguageSelects';
import './settings.css';

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
        <span aria-hidden="true">{region.flag}</span>
        <span aria-hidden="true" className="locale-menu__code">
          {language.toUpperCase()}
        </span>
      </button>
      <div id={panelId} className="locale-menu__panel" hidden={!open}>
        <RegionSelect />
        <LanguageSelect />
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          <span>
            <FormattedMessage id="locale.close" />
          </span>
        </button>
      </div>
    </div>
  );
}
