import { ApiError } from '@fitchoice/shared/http-errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { problemOf } from './problem';

const refusal = (status: number, body: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: 'server English', requestId: 'r1', ...body }));

describe('a refused gym panel call', () => {
  it.each([
    [refusal(400, { code: 'validation_failed', field: 'capacityPerSlot' }), 'gymPanel.invalid.capacity'],
    [refusal(400, { code: 'validation_failed', field: 'address.line1' }), 'gymPanel.invalid.address'],
    [refusal(400, { code: 'validation_failed', field: 'location' }), 'gymPanel.invalid.location'],
    [refusal(400, { code: 'validation_failed', field: 'version' }), 'gymPanel.invalid.other'],
    [refusal(409, { code: 'stale_gym' }), 'gymPanel.refused.stale'],
    [refusal(409, { code: 'slot_not_over' }), 'gymPanel.refused.slotNotOver'],
    [refusal(409, { code: 'already_marked' }), 'gymPanel.refused.alreadyMarked'],
    [refusal(403, { code: 'forbidden' }), 'gymPanel.refused.forbidden'],
    [refusal(403, { code: 'password_change_required' }), 'gymPanel.refused.password'],
    [refusal(401, { code: 'unauthorized' }), 'gymPanel.refused.signedOut'],
    [refusal(503, { code: 'unavailable' }), 'gymPanel.refused.other'],
    [new ApiError(502, 'Bad Gateway'), 'gymPanel.refused.other'],
    [new TypeError('Failed to fetch'), 'gymPanel.refused.offline'],
  ])('%s is worded as %s', (error, id) => {
    expect(problemOf(error)).toBe(id);
  });

  it('reads in the partner’s language, never the server’s English', async () => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const said = es.formatMessage({ id: problemOf(refusal(400, { code: 'validation_failed', field: 'capacityPerSlot' })) });
    expect(said).toBe('Indica un número entero de plazas por turno, de 1 a 500.');
  });
});
