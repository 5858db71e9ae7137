// The 'how XP works' sheet: the server's own rules (GET /api/rewards/rules), so the sheet and the
// awards can never disagree.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { rewardsRulesQuery } from '../gyms/gym-api';
import './messages';

export function HowXpWorks() {
  const intl = useIntl();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const rules = useQuery(rewardsRulesQuery);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <FormattedMessage id="xp.how.open" />
      </Button>
      <dialog ref={dialog} className="sheet" aria-labelledby={`${ids}title`}>
        <h2 id={`${ids}title`}>
          <FormattedMessage id="xp.how.title" />
        </h2>
        {rules.data ? (
          <>
            <ul className="rules">
              {rules.data.awards.map((award) => (
                <li key={award.id}>
                  <span>{award.label}</span>
                  <strong>
                    <FormattedMessage id="xp.amount" values={{ xp: award.xp }} />
                  </strong>
                </li>
              ))}
            </ul>
            <p>{rules.data.streakBonus.description}</p>
            <p>{rules.data.streakRule}</p>
            <p>{rules.data.levelRule}</p>
            <p>{rules.data.conversion.description}</p>
            <p>{rules.data.visitPrice.description}</p>
            <p>{rules.data.checkin.description}</p>
            <p>{rules.data.cancellation.description}</p>
          </>
        ) : rules.isError ? (
          <p className="notice">
            <FormattedMessage id="xp.how.offline" />
          </p>
        ) : (
          <Spinner label={intl.formatMessage({ id: 'xp.how.loading' })} />
        )}
        <Button block onClick={() => dialog.current?.close()}>
          <FormattedMessage id="outbox.close" />
        </Button>
      </dialog>
    </>
  );
}
