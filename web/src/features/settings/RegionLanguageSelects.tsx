// The region switcher and the language switcher (spec section 2): native selects, so they work
// with a keyboard, a screen reader and a phone's picker. Region names come from the browser's
// CLDR data in the current language (no flag emoji: they need an emoji font); language names are
// shown in their own language.
import { LANGUAGES, REGIONS } from '@fitchoice/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isolate } from '../../i18n/bidi';
import { useLocaleStore } from '../../i18n/locale-store';
import { SelectField } from '../../ui/form/SelectField';
import { useRegionStore } from '../location/region-store';

/** One per language: building one loads the browser's region names for it (milliseconds on a phone). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    regionNames.set(locale, typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null);
  }
  return regionNames.get(locale)!;
}

/** "Japan" in the current language, or the English name when the browser has no such data. */
export function useRegionName(): (code: string, fallback: string) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = regionNamesIn(locale);
    return (code, fallback) => {
      try {
        return names?.of(code) ?? fallback;
      } catch {
        return fallback;
      }
    };
  }, [locale]);
}

export function RegionSelect() {
  const intl = useIntl();
  const region = useRegionStore((state) => state.region);
  const chooseRegion = useRegionStore((state) => state.chooseRegion);
  const regionName = useRegionName();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'locale.region' })}
      value={region}
      title={intl.formatMessage({ id: 'region.change' })}
      onChange={(event) => chooseRegion(event.target.value)}
    >
      {REGIONS.map((option) => (
        <option key={option.code} value={option.code}>
          {`${regionName(option.code, option.name)} (${isolate(option.currency.symbol)})`}
        </option>
      ))}
    </SelectField>
  );
}

export function LanguageSelect() {
  const intl = useIntl();
  const language = useLocaleStore((state) => state.language);
  const shown = useLocaleStore((state) => state.shown);
  const waitingForConnection = useLocaleStore((state) => state.waiting);
  const setLanguage = useLocaleStore((state) => state.setLanguage);
  /** The choice shown while the app has not switched to it yet. */
  const [choice, setChoice] = useState<string | null>(null);
  const choose = (code: string) => {
    setChoice(code);
    // Every screen re-renders in the new language: after the frame that shows the choice, so the
    // tap answers at once on a slow phone instead of after that re-render (bench/interaction.bench.ts).
    requestAnimationFrame(() =>
      setTimeout(() => {
        setLanguage(code);
        setChoice(null);
      }, 0),
    );
  };
  // Chosen on a dead network before its words were on the device (i18n/show-language.ts).
  const waiting =
    choice === null && waitingForConnection && language !== shown ? LANGUAGES.find((option) => option.code === language) : undefined;
  return (
    <>
      <SelectField
        label={intl.formatMessage({ id: 'locale.language' })}
        value={choice ?? language}
        title={intl.formatMessage({ id: 'language.change' })}
        onChange={(event) => choose(event.target.value)}
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code} dir="auto">
            {option.nativeName}
          </option>
        ))}
      </SelectField>
      {waiting ? (
        <p className="field__hint" role="status">
          <FormattedMessage
            id="locale.languageWaiting"
            values={{
              language: (
                <bdi lang={waiting.code} key="language">
                  {waiting.nativeName}
                </bdi>
              ),
            }}
          />
        </p>
      ) : null}
    </>
  );
}
