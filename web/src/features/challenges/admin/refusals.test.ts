import { ApiError } from '@fitchoice/shared/http-errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../../i18n/messages';
import { CHALLENGE_LIMITS, challengeAdminProblemOf } from './refusals';

const refusal = (status: number, body: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: 'server English', requestId: 'r1', ...body }));

describe('a refused challenge change', () => {
  it.each([
    [refusal(400, { code: 'validation_failed', field: 'endsAt' }), { field: 'endsAt', messageId: 'challenges.admin.invalid.endsAt' }],
    [refusal(400, { code: 'validation_failed', field: 'rewardXp' }), { field: 'rewardXp', messageId: 'challenges.admin.invalid.reward' }],
    [refusal(400, { code: 'validation_failed', field: 'region' }), { field: null, messageId: 'challenges.admin.invalid.other' }],
    [refusal(404, { code: 'not_found' }), { field: null, messageId: 'challenges.admin.error.notFound' }],
    [refusal(401, { code: 'unauthorized' }), { field: null, messageId: 'challenges.admin.error.forbidden' }],
    [refusal(503, { code: 'unavailable' }), { field: null, messageId: 'challenges.admin.error.other' }],
    [new TypeError('Failed to fetch'), { field: null, messageId: 'challenges.admin.error.offline' }],
  ])('%s is worded as %o', (error, problem) => {
    expect(challengeAdminProblemOf(error)).toEqual(problem);
  });

  it('names the limit in the admin’s language', async () => {
    await loadLanguage('fr');
    const fr = createIntl({ locale: 'fr', messages: messagesFor('fr') });
    const { messageId } = challengeAdminProblemOf(refusal(400, { code: 'validation_failed', field: 'endsAt' }));
    expect(fr.formatMessage({ id: messageId }, CHALLENGE_LIMITS)).toBe(
      `Choisissez une fin future, après le début et au plus ${CHALLENGE_LIMITS.maxDays} jours plus tard.`,
    );
  });
});
