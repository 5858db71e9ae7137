import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import { checkinRefusalId } from './refusals';

const refused = (response: unknown) => ({ state: 'failed', response, lastError: 'server English' }) as unknown as OutboxEntry;

describe('a refused check-in', () => {
  it.each([
    { name: 'another gym’s or an old code', code: 'gym_code_invalid', text: 'Este no es el código actual del gimnasio que reservaste' },
    { name: 'scanned twice', code: 'checkin_code_used', text: 'Ya hiciste check-in para esta visita.' },
    { name: 'too far, too soon', code: 'checkin_impossible_travel', text: 'Este check-in está demasiado lejos del anterior' },
    { name: 'a code the screen does not expect', code: 'teapot', text: 'El check-in no se completó. Inténtalo de nuevo.' },
  ])("is worded by its code in the member's language: $name", async ({ code, text }) => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const line = es.formatMessage({ id: checkinRefusalId(refused({ error: 'server English', code })) });
    expect(line.startsWith(text)).toBe(true);
  });

  it('is worded even when the answer is not the API’s (a proxy’s HTML page)', () => {
    expect(checkinRefusalId(refused('<html>Bad gateway</html>'))).toBe('checkin.refused.other');
  });
});
