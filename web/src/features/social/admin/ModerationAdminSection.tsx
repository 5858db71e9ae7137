// The admin panel's moderation queue: reported posts and comments (what was written, by whom, how
// many reports and why), oldest first; hide one for everyone, or dismiss its reports. Each decision
// is written with an audit entry on the server.
import { MODERATION_STATES, type ModerationItem, type ModerationQueueResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/form/SelectField';
import '../messages';

export default function ModerationAdminSection() {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ModerationItem['state']>('open');
  const key = apiQueryKey(routes.socialModerationQueue, { query: { state } });
  const queue = useQuery<ModerationQueueResponse>({ queryKey: key });
  const decide = async (id: string, action: 'hide' | 'dismiss') => {
    await apiCall(routes.socialModerate, { params: { id }, body: { action } });
    await queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <section className="section" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="section__title">
        <FormattedMessage id="social.admin.title" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'social.admin.show' })}
        value={state}
        onChange={(event) => setState(event.target.value as ModerationItem['state'])}
      >
        {MODERATION_STATES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `social.admin.state.${value}` })}
          </option>
        ))}
      </SelectField>
      {queue.data?.items.length === 0 ? (
        <p>
          <FormattedMessage id="social.admin.empty" />
        </p>
      ) : null}
      <ul className="moderation-list">
        {(queue.data?.items ?? []).map((item) => (
          <li key={item.id} className="card">
            <p className="card__title">
              <FormattedMessage id={`social.admin.kind.${item.targetKind}`} values={{ name: item.author.name }} />
            </p>
            <p className="post__text" dir="auto">
              {item.text}
            </p>
            <p className="card__body">
              <FormattedMessage
                id="social.admin.reports"
                values={{
                  count: item.reports,
                  reasons: item.reasons.map((reason) => intl.formatMessage({ id: `social.reason.${reason}` })).join(', '),
                }}
              />{' '}
              · <FormattedDate value={item.firstReportedAt} day="numeric" month="short" year="numeric" />
            </p>
            {item.state === 'open' ? (
              <div className="post__actions">
                <Button variant="danger" onClick={() => void decide(item.id, 'hide')}>
                  <FormattedMessage id="social.admin.hide" />
                </Button>
                <Button variant="secondary" onClick={() => void decide(item.id, 'dismiss')}>
                  <FormattedMessage id="social.admin.dismiss" />
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
