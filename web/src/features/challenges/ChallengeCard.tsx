// A joinable challenge (or one with friends, and who made it): its goal, dates and reward, how many
// take part, and the member's place in it — Join, or progress with Leave and its leaderboard, or the finished state with what it paid.
// Joining and leaving go through the outbox and show as pending until the server answers.
import { type JoinableChallenge, MAX_OPEN_CHALLENGES } from '@fitchoice/shared/api';
import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { answerShownHere } from '../../outbox/answer';
import type { OutboxEntry } from '../../outbox/entries';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useRegionName } from '../settings/RegionLanguageSelects';
import { ChallengeBoard } from './ChallengeBoard';
import { challengeWords } from './challenge-words';
import { type ChallengeAction, queueChallengeAction, queuedActionOf } from './challenges-api';
import { ProgressBar } from './ProgressBar';
import { challengeRefusalId } from './refusals';
import './messages';
import { formatCoins } from '../../i18n/formats';

const DAY_MS = 86_400_000;

export function rewardText(intl: IntlShape, reward: { xp: number; sweatCoins: string }): string {
  const coins = Number(reward.sweatCoins) > 0;
  if (reward.xp > 0 && coins)
    return intl.formatMessage({ id: 'challenges.reward.both' }, { xp: reward.xp, coins: formatCoins(intl, reward.sweatCoins) });
  if (coins) return intl.formatMessage({ id: 'challenges.reward.coins' }, { coins: formatCoins(intl, reward.sweatCoins) });
  if (reward.xp > 0) return intl.formatMessage({ id: 'challenges.reward.xp' }, { xp: reward.xp });
  // A challenge with friends pays nothing.
  return intl.formatMessage({ id: 'challenges.reward.none' });
}

const paysSomething = (reward: { xp: number; sweatCoins: string }) => reward.xp > 0 || Number(reward.sweatCoins) > 0;

function When({ challenge, now }: { challenge: JoinableChallenge; now: number }) {
  if (challenge.state === 'ended') return <FormattedMessage id="challenges.state.ended" />;
  if (challenge.state === 'upcoming') {
    return (
      <FormattedMessage
        id="challenges.state.upcoming"
        values={{ days: Math.max(0, Math.floor((Date.parse(challenge.startsAt) - now) / DAY_MS)) }}
      />
    );
  }
  return (
    <FormattedMessage
      id="challenges.state.open"
      values={{ days: Math.max(0, Math.floor((Date.parse(challenge.endsAt) - now) / DAY_MS)) }}
    />
  );
}

export function ChallengeCard({ challenge, entries, now }: { challenge: JoinableChallenge; entries: readonly OutboxEntry[]; now: number }) {
  const intl = useIntl();
  const regionName = useRegionName();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [boardOpen, setBoardOpen] = useState(false);
  const queued = queuedActionOf(entries, challenge.id);
  const me = challenge.me;
  const headingId = `challenge-${challenge.id}`;
  const words = challengeWords(intl, challenge);

  const act = async (action: ChallengeAction) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await answerShownHere(await queueChallengeAction(action, challenge.id));
      // An answer that joined or left goes in the list from the screen (useChallengeAnswers).
      if (answer?.state === 'failed') setError(intl.formatMessage({ id: challengeRefusalId(answer) }, { count: MAX_OPEN_CHALLENGES }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className={`card challenge${me?.completedAt ? ' challenge--finished' : ''}`}
      aria-labelledby={headingId}
      data-testid="challenge-card"
    >
      <div className="challenge__head">
        <h3 className="card__title" id={headingId}>
          <bdi>{words.title}</bdi>
        </h3>
        {me?.completedAt ? (
          <span className="badge badge--open">
            <FormattedMessage id="challenges.finished.badge" />
          </span>
        ) : null}
      </div>
      <p className="challenge__goal">
        <FormattedMessage id={`challenges.goal.${challenge.measure}`} values={{ target: challenge.target }} />
        {challenge.region ? (
          <>
            {' · '}
            <FormattedMessage id="challenges.region" values={{ region: regionName(challenge.region, challenge.region) }} />
          </>
        ) : null}
      </p>
      {challenge.owner ? (
        <p className="field__hint">
          <FormattedMessage id="challenges.owner" values={{ name: challenge.owner.name }} />
        </p>
      ) : null}
      {words.description ? (
        <p className="card__body" dir="auto">
          {words.description}
        </p>
      ) : null}
      <p className="challenge__facts">
        <strong className="challenge__reward">{rewardText(intl, challenge.reward)}</strong>
        <span>
          <When challenge={challenge} now={now} />
        </span>
        <span>
          <FormattedMessage id="challenges.participants" values={{ count: challenge.participants }} />
        </span>
      </p>
      {me ? (
        <ProgressBar
          progress={me.progress}
          target={challenge.target}
          label={intl.formatMessage({ id: 'challenges.progress.label' }, { title: words.title })}
        />
      ) : null}
      {me?.completedAt && me.paid ? (
        <p className="notice notice--success" data-testid="challenge-paid">
          {paysSomething(me.paid) ? (
            <FormattedMessage id="challenges.finished" values={{ reward: rewardText(intl, me.paid) }} />
          ) : (
            <FormattedMessage id="challenges.finished.plain" />
          )}
        </p>
      ) : null}
      {queued && queued.entry.state !== 'failed' ? (
        <p className="field__hint" role="status">
          <span className="badge badge--pending">
            <FormattedMessage id="challenges.pending" />
          </span>{' '}
          <FormattedMessage id={queued.action === 'join' ? 'challenges.pending.join' : 'challenges.pending.leave'} />
        </p>
      ) : null}
      <FormRefusal messageId={error ? 'challenges.failed' : null} values={{ reason: error }} />
      <div className="booking__actions">
        {!me && challenge.state !== 'ended' ? (
          <Button
            busy={busy}
            disabled={queued !== null}
            onClick={() => act('join')}
            aria-label={intl.formatMessage({ id: 'challenges.join.named' }, { title: words.title })}
          >
            <FormattedMessage id="challenges.join" />
          </Button>
        ) : null}
        {me ? (
          <Button variant="secondary" aria-expanded={boardOpen} onClick={() => setBoardOpen(!boardOpen)}>
            <FormattedMessage id={boardOpen ? 'challenges.board.hide' : 'challenges.board.show'} />
          </Button>
        ) : null}
        {me && !me.completedAt && challenge.state !== 'ended' ? (
          <Button
            variant="ghost"
            busy={busy}
            disabled={queued !== null}
            onClick={() => act('leave')}
            aria-label={intl.formatMessage({ id: 'challenges.leave.named' }, { title: words.title })}
          >
            <FormattedMessage id="challenges.leave" />
          </Button>
        ) : null}
      </div>
      {boardOpen ? <ChallengeBoard challenge={challenge} /> : null}
    </li>
  );
}
