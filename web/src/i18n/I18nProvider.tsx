// Wraps the app in react-intl with the catalogue of the current language (English for the eight
// languages without one), formats numbers and dates by that language, and sets the document's
// lang and dir (ar is right to left; the CSS uses logical properties, so the layout mirrors).
// A translated catalogue loads on demand (messages/index.ts); English shows until it arrives. A
// code-split screen's English catalogue registers as its code loads (messages/registry.ts): the
// provider re-renders with it before the screen renders its text.
import type { LanguageCode } from '@fitchoice/shared';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { textDirection, useLocaleStore } from './locale-store';
import { DEFAULT_LOCALE, loadCatalogue, messagesFor } from './messages';
import { registeredMessages, subscribeToRegistrations } from './messages/registry';

/** `language` fixes the language (tests); without it the chosen language applies. */
export function I18nProvider({ language, children }: { language?: LanguageCode; children: ReactNode }) {
  const chosen = useLocaleStore((state) => state.language);
  const current = language ?? chosen;
  // Bumped when a catalogue arrives; English shows until then.
  const [catalogueLoads, setCatalogueLoads] = useState(0);
  // A new object each time a feature's catalogue registers.
  const registered = useSyncExternalStore(subscribeToRegistrations, registeredMessages);
  // biome-ignore lint/correctness/useExhaustiveDependencies: catalogueLoads and registered say messages arrived
  const messages = useMemo(() => messagesFor(current), [current, catalogueLoads, registered]);

  useEffect(() => {
    let live = true;
    loadCatalogue(language ?? chosen).then(
      () => live && setCatalogueLoads((count) => count + 1),
      (error: unknown) => console.warn('Could not load the catalogue; showing English', error),
    );
    return () => {
      live = false;
    };
  }, [language, chosen]);

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
