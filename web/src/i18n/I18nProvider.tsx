// Wraps the app in react-intl with the catalogue of the current language, formats numbers and dates
// in its Intl locale (formats.ts: the language, with the device's region for it), and sets the
// document's lang and dir (ar is right to left; the CSS uses logical properties, so the layout mirrors).
// The chosen language's copy of every catalogue loaded so far arrives on demand, and the app switches
// to a newly chosen language once they are here (show-language.ts); a code-split screen's catalogue
// registers as its code loads (messages/registry.ts), into the messages being shown. The provider
// re-renders when a translation arrives, before the screen renders its text.
import type { LanguageCode } from '@fitchoice/shared';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale } from './formats';
import { textDirection, useLocaleStore } from './locale-store';
import { DEFAULT_LOCALE, loadLanguage, messagesFor } from './messages';
import { messagesVersion, subscribeToMessages } from './messages/registry';
import { loadShownLanguage, showWhenReady } from './show-language';

/** `language` fixes the language (tests); without it the language shown applies (the choice once its words are here). */
export function I18nProvider({ language, children }: { language?: LanguageCode; children: ReactNode }) {
  const chosen = useLocaleStore((state) => state.language);
  const shown = useLocaleStore((state) => state.shown);
  const current = language ?? shown;
  // A new value each time a translation arrives.
  const version = useSyncExternalStore(subscribeToMessages, messagesVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says messages arrived
  const messages = useMemo(() => messagesFor(current), [current, version]);
  const locale = useMemo(() => intlLocale(current, navigator.languages ?? [navigator.language]), [current]);

  useEffect(() => {
    if (language !== undefined) {
      void loadLanguage(language);
      return;
    }
    // A new choice shows once its words are here (show-language.ts).
    if (chosen !== shown) return showWhenReady(chosen);
    void loadShownLanguage(shown);
  }, [language, chosen, shown]);

  // Before the browser paints the screen, so a right-to-left screen never shows a left-to-right frame.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = current;
    root.dir = textDirection(current);
  }, [current]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
