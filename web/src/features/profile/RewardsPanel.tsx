// The member's progress on /profile: level and XP to the next one, the XP balance, SweatCoins, the
// streak, counts and badges, the 'how XP works' sheet, and converting XP into SweatCoins (through
// the outbox, like every other change).
import { formatCoinCents } from '@fitchoice/shared';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { enqueueCall } from '../../api/enqueue-call';
import { sessionQuery } from '../../api/queries';
import type { MessageId } from '../../i18n/messages';
import { answerShownHere } from '../../outbox/answer';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { HowXpWorks } from './HowXpWorks';
import { convertRefusalId } from './refusals';
import { profileStatsQuery, rewardsRulesQuery } from './rewards-api';
import './messages';
import { formatCoins } from '../../i18n/formats';

export function RewardsPanel() {
  const intl = useIntl();
  const stats = useQuery(profileStatsQuery);
  if (stats.isPending)
    return (
      <div className="section rewards--pending">
        <Spinner label={intl.formatMessage({ id: 'xp.loading' })} />
      </div>
    );
  if (!stats.data)
    return (
      <p className="notice">
        <FormattedMessage id="xp.offline" />
      </p>
    );
  const s = stats.data;
  const span = Math.max(1, s.nextLevelXp - s.levelStartXp);
  const progress = Math.min(1, Math.max(0, (s.xpEarned - s.levelStartXp) / span));
  return (
    <section className="section card rewards" aria-labelledby="rewards-title">
      <div className="rewards__head">
        <h2 id="rewards-title" className="section__title">
          <FormattedMessage id="xp.level" values={{ level: s.level }} />
        </h2>
        <HowXpWorks />
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={s.levelStartXp}
        aria-valuemax={s.nextLevelXp}
        aria-valuenow={s.xpEarned}
        aria-label={intl.formatMessage({ id: 'xp.progress' })}
      >
        <span className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p className="field__hint">
        <FormattedMessage id="xp.toNext" values={{ xp: s.nextLevelXp - s.xpEarned, level: s.level + 1 }} />
      </p>
      <dl className="stats stats--rewards">
        <div className="stat">
          <dt>
            <FormattedMessage id="home.stats.xp" />
          </dt>
          <dd data-testid="profile-xp">
            <FormattedNumber value={s.xp} />
          </dd>
        </div>
        <div className="stat">
          <dt>
            <FormattedMessage id="home.stats.coins" />
          </dt>
          <dd data-testid="profile-coins">{s.sweatCoins}</dd>
        </div>
        <div className="stat">
          <dt>
            <FormattedMessage id="xp.streak" />
          </dt>
          <dd data-testid="profile-streak">
            <FormattedMessage id="xp.streak.days" values={{ days: s.streak.current }} />
          </dd>
        </div>
      </dl>
      <p className="field__hint">
        <FormattedMessage id="xp.counts" values={{ best: s.streak.best, checkins: s.checkins, gyms: s.gymsVisited, reviews: s.reviews }} />
      </p>
      <ConvertXp xp={s.xp} />
      <h3 className="card__title">
        <FormattedMessage id="xp.badges" />
      </h3>
      <ul className="badges">
        {s.badges.map((badge) => (
          <li key={badge.id} className={badge.earned ? 'badge-tile badge-tile--earned' : 'badge-tile'}>
            <strong>
              <FormattedMessage id={`xp.badge.name.${badge.id}`} />
            </strong>
            <span>
              <FormattedMessage id={`xp.badge.goal.${badge.id}`} />
            </span>
            <span className="visually-hidden">
              <FormattedMessage id={badge.earned ? 'xp.badge.earned' : 'xp.badge.locked'} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConvertXp({ xp }: { xp: number }) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const rules = useQuery(rewardsRulesQuery);
  const rate = rules.data?.conversion.xpPerSweatCoin ?? 10;
  const minXp = rules.data?.conversion.minXp ?? 10;
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= minXp && value <= xp;
  return (
    <form
      className="convert"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!valid) return;
        setNote(null);
        setRefusal(null);
        setBusy(true);
        try {
          // What it credits is in every balance shown (pending) from the moment it is saved.
          const coins = formatCoinCents((BigInt(value) * 100n) / BigInt(rate));
          const answer = await answerShownHere(await enqueueCall(routes.rewardsConvert, { body: { xp: value } }, { coins }));
          if (!answer) setNote(intl.formatMessage({ id: 'xp.convert.queued' }));
          else if (answer.state === 'failed') setRefusal(convertRefusalId(answer));
          else {
            const done = answer.response;
            setNote(
              intl.formatMessage({ id: 'xp.convert.done' }, { xp: done.xpConverted, coins: formatCoins(intl, done.sweatCoinsCredited) }),
            );
            setAmount('');
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: ['rewards'] }),
              queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
            ]);
          }
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className="field__label" htmlFor={`${ids}xp`}>
        <FormattedMessage id="xp.convert.label" values={{ rate }} />
      </label>
      <div className="convert__row">
        <input
          id={`${ids}xp`}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={minXp}
          max={xp}
          step={rate}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby={`${ids}gives`}
        />
        <Button type="submit" busy={busy} disabled={!valid}>
          <FormattedMessage id="xp.convert.submit" />
        </Button>
      </div>
      <p id={`${ids}gives`} className="field__hint">
        {valid ? (
          <FormattedMessage
            id="xp.convert.gives"
            values={{ coins: formatCoins(intl, (Math.floor((value / rate) * 100) / 100).toFixed(2)) }}
          />
        ) : (
          <FormattedMessage id="xp.convert.rule" values={{ min: minXp, max: xp }} />
        )}
      </p>
      {note ? (
        <p className="field__hint" role="status">
          {note}
        </p>
      ) : null}
      <FormRefusal messageId={refusal} />
    </form>
  );
}
