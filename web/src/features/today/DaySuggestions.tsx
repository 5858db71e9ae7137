// Two cards of the member's day: the joined challenge closest to done (its progress and a link), and
// one suggestion — the coach's session when the plan has one today, else a gym nearby with room now.
// They read what the device has (the plan and the gyms in the local database, the challenges and
// availability as last answered, which the service worker keeps), so they show offline too.
import { localDate, localDate as memberDate } from '@fitchoice/shared/coach';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { challengeWords } from '../challenges/challenge-words';
import { challengesQuery } from '../challenges/challenges-api';
import { ProgressBar } from '../challenges/ProgressBar';
import { usePlan } from '../coach/coach-data';
import { distanceText } from '../gyms/format';
import { availabilityQuery } from '../gyms/gym-api';
import { useCachedGyms } from '../gyms/gym-cache';
import { useMemberPosition, useRegion } from '../gyms/where';
import { afterHomeRead } from './home-read';
import { closestChallenge, gymWithRoom, openGymsNearby } from './suggestions';
import '../challenges/messages';
import '../coach/messages';
import '../gyms/gyms.css';
import '../challenges/challenges.css';
import './messages';

/**
 * How many of the nearest open gyms may have their availability asked for: one at a time, nearest
 * first, the next only when the one before has no room (usually the nearest answers it: one request,
 * which each costs its edge, gateway and Lambda; issue 40).
 */
const GYMS_ASKED = 3;

/** Asked even offline: the service worker answers with the last copy it kept (the API's NetworkFirst route). */
const FROM_THE_DEVICE_TOO = { networkMode: 'offlineFirst' } as const;

/** `read`: home's one read has answered (or failed), which seeds the challenges (home-read.ts). */
export function ClosestChallenge({ read }: { read: boolean }) {
  const intl = useIntl();
  const region = useRegion();
  const list = useQuery({ ...challengesQuery(region), ...FROM_THE_DEVICE_TOO, ...afterHomeRead(read) });
  if (!list.data) return null;
  const challenge = closestChallenge(list.data.joinable);
  const title = challenge ? challengeWords(intl, challenge).title : '';
  return (
    <div className="card home-today__card" data-testid="home-challenge">
      <p className="home-today__label">
        <FormattedMessage id="today.challenge" />
      </p>
      {challenge?.me ? (
        <>
          <p className="home-today__value">{title}</p>
          <ProgressBar
            progress={challenge.me.progress}
            target={challenge.target}
            label={intl.formatMessage({ id: 'challenges.progress.label' }, { title })}
          />
          <LinkButton to="/challenges" variant="secondary">
            <FormattedMessage id="today.challenge.open" />
          </LinkButton>
        </>
      ) : (
        <>
          <p>
            <FormattedMessage id="today.challenge.none" />
          </p>
          <LinkButton to="/challenges" variant="secondary">
            <FormattedMessage id="today.challenge.find" />
          </LinkButton>
        </>
      )}
    </div>
  );
}

export function Suggestion({ userId, now }: { userId: string; now: number }) {
  const plan = usePlan(userId);
  if (plan === undefined) return null;
  const session = plan?.sessions.find((s) => s.date === memberDate(new Date(now)) && !s.done);
  if (session) {
    return (
      <div className="card home-today__card" data-testid="home-suggestion">
        <p className="home-today__label">
          <FormattedMessage id="today.suggestion.coach" />
        </p>
        <p className="home-today__value">
          <FormattedMessage
            id="today.suggestion.session"
            values={{ focus: <FormattedMessage id={`coach.focus.${session.focus}`} />, minutes: session.minutes }}
          />
        </p>
        <LinkButton to="/ai-coach" variant="secondary">
          <FormattedMessage id="today.suggestion.openPlan" />
        </LinkButton>
      </div>
    );
  }
  return <GymWithRoom now={now} />;
}

function GymWithRoom({ now }: { now: number }) {
  const intl = useIntl();
  const region = useRegion();
  const position = useMemberPosition();
  const gyms = useCachedGyms(region);
  const nearby = position && gyms ? openGymsNearby(gyms, position, now) : [];
  const candidates = nearby.slice(0, GYMS_ASKED);
  const [askedCount, setAskedCount] = useState(1);
  const asked = candidates.slice(0, askedCount);
  const availability = useQueries({
    queries: asked.map(({ gym }) => ({ ...availabilityQuery(gym.id, localDate(now, gym.timeZone)), ...FROM_THE_DEVICE_TOO, retry: false })),
  });
  // Until each asked gym's availability has answered (or failed), what is known about room is not settled.
  const settled = !availability.some((query) => query.isPending && query.fetchStatus === 'fetching');
  const pick = settled ? gymWithRoom(asked, now, (id) => availability[asked.findIndex(({ gym }) => gym.id === id)]?.data?.slots) : null;
  const askNext = settled && pick === null && askedCount < candidates.length;
  useEffect(() => {
    if (askNext) setAskedCount((count) => count + 1);
  }, [askNext]);
  if (!pick) return null;
  return (
    <div className="card home-today__card" data-testid="home-suggestion">
      <p className="home-today__label">
        <FormattedMessage id="today.suggestion.gym" />
      </p>
      <p className="home-today__value">
        <bdi>{pick.gym.name}</bdi>
      </p>
      <p className="home-today__hint">
        <FormattedMessage id="today.suggestion.gymWhy" values={{ distance: distanceText(intl, pick.distanceKm) }} />
      </p>
      <LinkButton to="/gyms" search={{ gym: pick.gym.id }} variant="secondary">
        <FormattedMessage id="today.suggestion.openGym" />
      </LinkButton>
    </div>
  );
}
