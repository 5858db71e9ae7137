import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { rewardTitle } from '../preset-names/names';
import { rewardWords } from './reward-words';

const serverEnglish = { title: 'Day pass: Iron Pulse Madrid', description: 'A whole day of training at this partner gym.' };

describe('rewardWords', () => {
  it("words a seeded reward in the member's language, with its gym's name", async () => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const words = rewardWords(es, { id: 'day-pass-eu-001', gymName: 'Iron Pulse Madrid', ...serverEnglish });
    expect(words.title).toBe('Pase de día: Iron Pulse Madrid');
    expect(words.description).toMatch(/^Un día entero para entrenar/);
    expect(rewardTitle(es, { id: 'donate-tree', title: 'Plant a tree', gymName: null })).toBe('Planta un árbol');
    expect(rewardTitle(es, { id: 'acai-br-002', title: 'Açaí bowl at X', gymName: 'Corpo Rio' })).toBe('Bol de açaí en Corpo Rio');
  });

  it('leaves a reward an admin wrote as typed, in any language', async () => {
    await loadLanguage('fr');
    const fr = createIntl({ locale: 'fr', messages: messagesFor('fr') });
    const typed = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', gymName: null, title: 'Yoga mat', description: 'A mat for the studio.' };
    expect(rewardWords(fr, typed)).toEqual({ title: 'Yoga mat', description: 'A mat for the studio.' });
  });
});
