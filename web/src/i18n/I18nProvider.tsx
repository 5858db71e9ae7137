// Wraps the app in react-intl with the catalogue of the current language (English for the eight
// languages without one), formats numbers and dates by that language, and sets the document's
// lang and dir (ar is right to left; the CSS uses logical properties, so the layout mirrors).
import type { LanguageCode } from '@fitchoice/shared';
import { type ReactNode, useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { textDirection, useLocaleStore } from './locale-store';
import { DEFAULT_LOCALE, messagesFor } from './messages';

/** `language` fixes the language (tests); without it the chosen language applies. */
export function I18nProvider({ language, children }: { language?: LanguageCode; children: ReactNode }) {
  const chosen = useLocaleStore((state) => state.language);
  const current = language ?? chosen;
  const messages = useMemo(() => messagesFor(current), [current]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = current;
    root.dir = textDirection(current);
  }, [current]);

  return (
    <IntlProvider locale={current} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
