import { ApiError } from '@fitchoice/shared/http-errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../../i18n/messages';
import { REWARD_LIMITS, rewardAdminProblemOf } from './refusals';

const refusal = (status: number, body: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: 'server English', requestId: 'r1', ...body }));

describe('a refused reward change', () => {
  it.each([
    [refusal(400, { code: 'validation_failed', field: 'priceCoins' }), { field: 'priceCoins', messageId: 'store.admin.invalid.price' }],
    [refusal(400, { code: 'validation_failed', field: 'regions.1' }), { field: 'regions', messageId: 'store.admin.invalid.regions' }],
    [refusal(400, { code: 'validation_failed', field: 'gymId' }), { field: 'gymId', messageId: 'store.admin.invalid.gym' }],
    [refusal(400, { code: 'validation_failed', field: 'category' }), { field: null, messageId: 'store.admin.invalid.other' }],
    [refusal(409, { code: 'reward_changed' }), { field: null, messageId: 'store.admin.error.changed' }],
    [refusal(409, { code: 'reward_retired' }), { field: null, messageId: 'store.admin.error.retired' }],
    [refusal(404, { code: 'not_found' }), { field: null, messageId: 'store.admin.error.notFound' }],
    [refusal(403, { code: 'forbidden' }), { field: null, messageId: 'store.admin.error.forbidden' }],
    [refusal(500, { code: 'internal' }), { field: null, messageId: 'store.admin.error.other' }],
    [new TypeError('Failed to fetch'), { field: null, messageId: 'store.admin.error.offline' }],
  ])('%s is worded as %o', (error, problem) => {
    expect(rewardAdminProblemOf(error)).toEqual(problem);
  });

  it('names the limit in the admin’s language', async () => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const { messageId } = rewardAdminProblemOf(refusal(400, { code: 'validation_failed', field: 'perMemberLimit' }));
    expect(es.formatMessage({ id: messageId }, REWARD_LIMITS)).toBe(`Indica un número entero de 1 a ${REWARD_LIMITS.maxLimit}.`);
  });
});
