import { ApiError } from '@fitchoice/shared/http-errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { leadRefusalOf } from './refusals';

const refusal = (status: number, body: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: 'server English', requestId: 'r1', ...body }));

describe('a refused enterprise lead', () => {
  it.each([
    [refusal(400, { code: 'validation_failed', field: 'email' }), { field: 'email' }],
    [refusal(400, { code: 'validation_failed', field: 'message' }), { field: 'message' }],
    [
      refusal(400, { code: 'validation_failed', field: 'planId' }),
      { outcome: 'enterprise.form.failed', reason: 'enterprise.refused.invalid' },
    ],
    [refusal(429, { code: 'too_many_requests' }), { outcome: 'enterprise.form.tooMany' }],
    [refusal(403, { code: 'forbidden' }), { outcome: 'enterprise.form.failed', reason: 'enterprise.refused.other' }],
    [new TypeError('Failed to fetch'), { outcome: 'enterprise.form.offline' }],
  ])('%s is worded as %o', (error, worded) => {
    expect(leadRefusalOf(error)).toEqual(worded);
  });

  it('reads in the visitor’s language', async () => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const reason = es.formatMessage({ id: 'enterprise.refused.invalid' });
    expect(es.formatMessage({ id: 'enterprise.form.failed' }, { reason })).toBe(
      'No se envió: vuelve a elegir la región y el plan, y envía.',
    );
  });
});
