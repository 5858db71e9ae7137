// The distance wording each member reads: shared bands the distance (spec section 9), and the
// catalogue of the member's language words the band — in English exactly the spec's phrases.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { distanceText } from './format';

const KM_PER_MILE = 1.609344;
const english = createIntl({ locale: 'en', messages: messagesFor('en') });

describe('distanceText', () => {
  it.each([
    [0, 'Less than a mile away'],
    [0.99, 'Less than a mile away'],
    [1, '1 mile away'],
    [1.99, '1 mile away'],
    [2, '2 miles away'],
    [4.99, '4 miles away'],
    [5, 'About 5 miles away'],
    [9.99, 'About 9 miles away'],
    [10, '10 miles away'],
    [14.9, '10 miles away'],
    [15, '20 miles away'],
    [44.9, '40 miles away'],
    [49.99, '50 miles away'],
    [50, '50+ miles away'],
    [99.99, '50+ miles away'],
    [100, '100+ miles away'],
    [12000, '100+ miles away'],
  ])('%s miles reads "%s" in English (the spec\'s words)', (miles, text) => {
    expect(distanceText(english, miles * KM_PER_MILE)).toBe(text);
  });

  it("says the same bands in the member's language", async () => {
    await loadLanguage('es');
    await loadLanguage('pt');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const pt = createIntl({ locale: 'pt', messages: messagesFor('pt') });
    expect(distanceText(es, 0.5 * KM_PER_MILE)).toBe('A menos de una milla');
    expect(distanceText(es, 7.5 * KM_PER_MILE)).toBe('A unas 7 millas');
    expect(distanceText(pt, 1.2 * KM_PER_MILE)).toBe('A 1 milha');
    expect(distanceText(pt, 60 * KM_PER_MILE)).toBe('A mais de 50 milhas');
  });
});
