// Choosing a language answers the tap at once: the select shows the choice in the tap's own frame,
// and the app's text switches in a later task, so re-rendering every screen never holds that frame
// back (Interaction to Next Paint; bench/interaction.bench.ts measures it).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useLocaleStore } from '../../i18n/locale-store';
import { LanguageSelect } from './RegionLanguageSelects';

let renders = 0;
/** Text of the app: it re-renders whenever the language (react-intl's context) changes. */
function Home() {
  const intl = useIntl();
  renders += 1;
  return <span>{intl.formatMessage({ id: 'nav.home' })}</span>;
}

afterEach(() => {
  cleanup();
  useLocaleStore.getState().setLanguage('en');
  useLocaleStore.setState({ shown: 'en', waiting: false });
});

it('shows the chosen language in the select at once and switches the app after that frame', async () => {
  render(
    <I18nProvider>
      <Home />
      <LanguageSelect />
    </I18nProvider>,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
  const rendersBefore = renders;

  fireEvent.change(select, { target: { value: 'es' } });
  expect(select.value).toBe('es');
  expect(renders).toBe(rendersBefore);
  expect(screen.getByText('Home')).toBeTruthy();

  await waitFor(() => expect(screen.getByText('Inicio')).toBeTruthy());
  expect(useLocaleStore.getState().language).toBe('es');
  expect(select.value).toBe('es');
});

it('says nothing of a connection while the words of a choice load online', async () => {
  render(
    <I18nProvider>
      <Home />
      <LanguageSelect />
    </I18nProvider>,
  );
  // Every state the page passes through: the notice is for a choice that could not load offline.
  const notices: string[] = [];
  const observer = new MutationObserver(() => {
    const status = document.querySelector('[role="status"]');
    if (status) notices.push(status.textContent ?? '');
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });
  await waitFor(() => expect(screen.getByText('Accueil')).toBeTruthy());
  observer.disconnect();
  expect(notices).toEqual([]);
});
