// The 'how XP works' sheet: the server's own numbers (GET /api/rewards/rules), so the sheet and the
// awards can never disagree, worded here in the member's language.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { rewardsRulesQuery } from './rewards-api';
import './messages';

export function HowXpWorks() {
  const intl = useIntl();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const rules = useQuery(rewardsRulesQuery);
  // Level n starts at step x (n-1)² XP.
  const step = rules.data?.level.xpPerLevelStep ?? 0;
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
                  <span>
                    <FormattedMessage id={`xp.award.${award.id}`} />
                  </span>
                  <strong>
                    <FormattedMessage id="xp.amount" values={{ xp: award.xp }} />
                  </strong>
                </li>
              ))}
            </ul>
            <p>
              <FormattedMessage id="xp.rule.streakBonus" values={rules.data.streakBonus} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.training" values={{ cap: rules.data.training.dailyXpCap }} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.streak" values={{ days: rules.data.streak.graceWindowDays }} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.level" values={{ level2: step, level3: 4 * step, level4: 9 * step }} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.conversion" values={rules.data.conversion} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.visitPrice" values={rules.data.visitPrice} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.checkin" values={{ minutes: rules.data.checkin.opensMinutesBefore }} />
            </p>
            <p>
              <FormattedMessage id="xp.rule.cancellation" values={{ hours: rules.data.cancellation.freeUntilHoursBefore }} />
            </p>
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
