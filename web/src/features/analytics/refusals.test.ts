import { ApiError } from '@fitchoice/shared/http-errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { analyticsProblemOf } from './refusals';

const refusal = (status: number, body: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: 'server English', requestId: 'r1', ...body }));

describe('figures that could not be read', () => {
  it.each([
    [refusal(400, { code: 'validation_failed', field: 'to' }), 'analytics.invalid.range'],
    [refusal(400, { code: 'validation_failed', field: 'gymId' }), 'analytics.invalid.gym'],
    [refusal(400, { code: 'validation_failed', field: 'metric' }), 'analytics.invalid.metric'],
    [refusal(403, { code: 'forbidden' }), 'analytics.refused.forbidden'],
    [refusal(401, { code: 'unauthorized' }), 'analytics.refused.signedOut'],
    [refusal(503, { code: 'unavailable' }), 'analytics.refused.other'],
    [new TypeError('Failed to fetch'), 'analytics.refused.offline'],
  ])('%s is worded as %s', (error, id) => {
    expect(analyticsProblemOf(error)).toBe(id);
  });

  it('reads in the staff member’s language inside the dashboard’s alert', async () => {
    await loadLanguage('pt');
    const pt = createIntl({ locale: 'pt', messages: messagesFor('pt') });
    const message = pt.formatMessage({ id: analyticsProblemOf(refusal(403, { code: 'forbidden' })) });
    expect(pt.formatMessage({ id: 'analytics.error' }, { message })).toBe(
      'Não foi possível carregar os números: esta academia não é uma das suas.',
    );
  });
});
