// The panel roles list as a visitor reads it: one item per panel, in order, saying whose role
// opens it, in the language shown.
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { PanelRoles } from './PanelRoles';
import './messages';

afterEach(cleanup);

function itemsIn(locale: 'en' | 'es'): string[] {
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <PanelRoles />
    </IntlProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('<PanelRoles>', () => {
  it('lists each panel with the role that opens it', () => {
    expect(itemsIn('en')).toEqual([
      'Gyms and fitness centres use the fitness center panel.',
      'Front-desk staff use the front desk of the fitness center panel, once their gym’s owner invites them.',
      'Personal trainers use the trainer panel.',
      'Nutritionists use the nutritionist panel.',
      'FitChoice staff use the admin panel and analytics.',
    ]);
  });

  it('says it in the language shown', async () => {
    await loadLanguage('es');
    const items = itemsIn('es');
    expect(items).toHaveLength(5);
    expect(items[2]).toBe('Los entrenadores personales usan el panel de entrenador.');
  });
});
