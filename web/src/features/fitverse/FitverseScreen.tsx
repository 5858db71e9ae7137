// /fitverse, the wheel home: every feature grouped by area (train, book, earn, connect,
// wellbeing) on a wheel that is a keyboard and screen-reader menu, each area with a badge for what
// waits there (a booking today, a challenge still open this week), and a spin that picks today's
// suggestion (a challenge, or a guided workout until the coach's suggestions join).
import { WORKOUT_PROGRAMS, workoutDurationSeconds } from '@fitchoice/shared';
import type { ResponseOf } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey } from '../../api/client';
import { Button } from '../../ui/Button';
import { CalendarIcon, PeopleIcon, SmileIcon, SparkIcon, TrophyIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { AREA_IDS, AREA_ITEMS, type AreaId } from './areas';
import { type Pick, pickOfTheDay } from './pick';
import { Wheel, type WheelArea } from './Wheel';
import '../preset-names/messages';
import './fitverse.css';
import './messages';

const ICONS: Record<AreaId, ReactNode> = {
  train: <SparkIcon />,
  book: <CalendarIcon />,
  earn: <TrophyIcon />,
  connect: <PeopleIcon />,
  wellbeing: <SmileIcon />,
};

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function FitverseScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const bookings = useQuery<ResponseOf<'bookings.list'>>({ queryKey: apiQueryKey(routes.bookingsList, { query: { scope: 'upcoming' } }) });
  const challenges = useQuery<ResponseOf<'challenges.list'>>({ queryKey: apiQueryKey(routes.challengesList, {}) });
  const [spins, setSpins] = useState(0);
  const [pick, setPick] = useState<Pick | null>(null);

  const today = localDay(new Date());
  const bookedToday = (bookings.data?.bookings ?? []).filter((booking) => localDay(new Date(booking.slotStart)) === today).length;
  const openChallenges = (challenges.data?.challenges ?? []).filter((challenge) => !challenge.completed);
  const badges: Partial<Record<AreaId, { count: number; text: string }>> = {
    book: { count: bookedToday, text: intl.formatMessage({ id: 'fitverse.badge.book' }, { count: bookedToday }) },
    earn: { count: openChallenges.length, text: intl.formatMessage({ id: 'fitverse.badge.earn' }, { count: openChallenges.length }) },
  };
  const areas: WheelArea[] = AREA_IDS.map((id) => ({
    id,
    label: intl.formatMessage({ id: `fitverse.area.${id}` }),
    icon: ICONS[id],
    badge: badges[id] && badges[id].count > 0 ? badges[id] : undefined,
    items: AREA_ITEMS[id].map((item) => ({ to: item.to, label: intl.formatMessage({ id: item.labelId }) })),
  }));

  const spin = () => {
    const candidates: Pick[] = [
      ...openChallenges.map((challenge) => ({
        kind: 'challenge' as const,
        id: challenge.id,
        progress: challenge.progress,
        target: challenge.target,
      })),
      ...WORKOUT_PROGRAMS.map((program) => ({
        kind: 'workout' as const,
        programId: program.id,
        minutes: Math.round(workoutDurationSeconds(program) / 60),
      })),
    ];
    setSpins(spins + 1);
    setPick(pickOfTheDay(candidates, today, spins + 1));
  };
  // The pointer stops on the area the pick belongs to, after whole turns.
  const pickArea = pick ? AREA_IDS.indexOf(pick.kind === 'challenge' ? 'earn' : 'train') : 0;
  const pointer = spins * 720 + (360 / AREA_IDS.length) * pickArea;

  return (
    <Page titleId="fitverse.title" introId="fitverse.intro">
      <Wheel
        areas={areas}
        onNavigate={(to) => void navigate({ to })}
        pointer={pointer}
        center={
          <Button variant="primary" onClick={spin}>
            <FormattedMessage id="fitverse.spin" />
          </Button>
        }
      />
      <section className="section card fitverse-pick" aria-live="polite" aria-labelledby="fitverse-pick">
        <h2 id="fitverse-pick" className="section__title">
          <FormattedMessage id="fitverse.pick.title" />
        </h2>
        {pick === null ? (
          <p className="page__meta">
            <FormattedMessage id="fitverse.pick.none" />
          </p>
        ) : pick.kind === 'workout' ? (
          <>
            <p>
              <FormattedMessage
                id="fitverse.pick.workout"
                values={{ name: intl.formatMessage({ id: `workouts.programName.${pick.programId}` }), minutes: pick.minutes }}
              />
            </p>
            <LinkButton to="/celebrity-workouts" search={{ program: pick.programId }}>
              <FormattedMessage id="fitverse.pick.go" />
            </LinkButton>
          </>
        ) : (
          <>
            <p>
              <FormattedMessage id="fitverse.pick.challenge" values={{ progress: pick.progress, target: pick.target }} />
            </p>
            <LinkButton to="/challenges">
              <FormattedMessage id="fitverse.pick.go" />
            </LinkButton>
          </>
        )}
      </section>
    </Page>
  );
}
