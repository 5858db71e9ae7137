import type { LanguageCode } from '@fitchoice/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { loadLanguage } from './messages';

afterEach(cleanup);

function Sample() {
  return (
    <p>
      <span data-testid="home">
        <FormattedMessage id="nav.home" />
      </span>
      <span data-testid="number">
        <FormattedNumber value={1234567.5} />
      </span>
      <span data-testid="date">
        <FormattedDate value={Date.UTC(2026, 10, 22, 12)} day="numeric" month="long" year="numeric" timeZone="UTC" />
      </span>
    </p>
  );
}

const show = (language: LanguageCode) =>
  render(
    <I18nProvider language={language}>
      <Sample />
    </I18nProvider>,
  );

describe('I18nProvider', () => {
  it.each([
    { language: 'en' as const, home: 'Home', number: '1,234,567.5', date: 'November 22, 2026', dir: 'ltr' },
    { language: 'es' as const, home: 'Inicio', number: '1.234.567,5', date: '22 de noviembre de 2026', dir: 'ltr' },
    { language: 'pt' as const, home: 'Início', number: '1.234.567,5', date: '22 de novembro de 2026', dir: 'ltr' },
    { language: 'de' as const, home: 'Start', number: '1.234.567,5', date: '22. November 2026', dir: 'ltr' },
    { language: 'ar' as const, home: 'الرئيسية', number: '1,234,567.5', date: '22 نوفمبر 2026', dir: 'rtl' },
  ])('in $language: its copy, numbers and dates by locale, lang and dir set', async ({ language, home, number, date, dir }) => {
    show(language);
    await loadLanguage(language);

    // The language's copy arrives after the first render.
    await waitFor(() => expect(screen.getByTestId('home').textContent).toBe(home));
    expect(screen.getByTestId('number').textContent).toBe(number);
    expect(screen.getByTestId('date').textContent).toBe(date);
    expect(document.documentElement.lang).toBe(language);
    expect(document.documentElement.dir).toBe(dir);
  });
});
