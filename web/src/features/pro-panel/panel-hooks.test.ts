import { ApiError } from '@fitchoice/shared/http-errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { problemOf } from './panel-hooks';

const refusal = (status: number, body: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: 'server English', requestId: 'r1', ...body }));

describe('a refused professional panel call', () => {
  it.each([
    [refusal(400, { code: 'validation_failed', field: 'bio' }), 'proPanel.invalid.bio'],
    [refusal(400, { code: 'validation_failed', field: 'gymIds' }), 'proPanel.invalid.gyms'],
    [refusal(400, { code: 'validation_failed', field: 'weekly.mon.0' }), 'proPanel.invalid.hours'],
    [refusal(400, { code: 'validation_failed', field: 'size' }), 'proPanel.invalid.file'],
    [refusal(400, { code: 'bad_request' }), 'proPanel.invalid.other'],
    [refusal(409, { code: 'stale_profile' }), 'proPanel.refused.stale'],
    [refusal(409, { code: 'session_not_booked' }), 'proPanel.refused.sessionDone'],
    [refusal(409, { code: 'session_not_started' }), 'proPanel.refused.sessionNotStarted'],
    [refusal(404, { code: 'not_found' }), 'proPanel.refused.notFound'],
    [refusal(429, { code: 'too_many_requests' }), 'proPanel.refused.tooMany'],
    [refusal(500, { code: 'internal' }), 'proPanel.refused.other'],
    [new TypeError('Failed to fetch'), 'proPanel.refused.offline'],
  ])('%s is worded as %s', (error, id) => {
    expect(problemOf(error)).toBe(id);
  });

  it('reads in the professional’s language', async () => {
    await loadLanguage('fr');
    const fr = createIntl({ locale: 'fr', messages: messagesFor('fr') });
    expect(fr.formatMessage({ id: problemOf(refusal(409, { code: 'session_not_started' })) })).toBe(
      'Cette séance n’a pas encore commencé.',
    );
  });
});
