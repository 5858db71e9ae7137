// /challenges: this week's challenges (met by check-ins, each paying its XP once, with what it paid)
// and the joinable ones: the member's own with progress, days left, a leaderboard and the finished
// state with the reward, then those open to join in the member's region (and those friends invited
// them to), and a form to challenge friends.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionQuery } from '../../api/queries';
import { lazyWhenIdle } from '../../startup/when-idle';
import { EmptyState } from '../../ui/EmptyState';
import { TargetIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useRegion } from '../gyms/where';
import { ChallengeCard } from './ChallengeCard';
import { challengesQuery, useChallengesShown } from './challenges-api';
import { WeeklyChallenges } from './WeeklyChallenges';
import '../gyms/gyms.css';
import './challenges.css';
import './messages';

/**
 * The form that makes a friends' challenge, below the lists: its code (the form, its checks and
 * refusals, ~3 KB gzipped) loads once the page is idle or at the first tap, not with the lists.
 */
const FriendChallengeForm = lazyWhenIdle(
  () => import('./FriendChallengeForm').then((module) => module.FriendChallengeForm),
  () => null,
);

export function ChallengesScreen() {
  const intl = useIntl();
  const region = useRegion();
  // The session as the app already holds it (AuthProvider reads it): only to leave guests out of the friends' form.
  const session = useQuery({ ...sessionQuery, enabled: false });
  const queryClient = useQueryClient();
  const list = useQuery(challengesQuery(region));
  // A join or leave answered (here, in another tab, by the service worker) is in the list at once.
  const shown = useChallengesShown(list.data, queryClient);
  const queued = shown.queued;
  const [now] = useState(Date.now);

  if (!shown.list) {
    return (
      <Page titleId="challenges.title" introId="challenges.intro">
        {list.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'challenges.loading' })} />
        ) : (
          <p className="notice" role="status">
            <FormattedMessage id="challenges.offline" />
          </p>
        )}
      </Page>
    );
  }
  const mine = shown.list.joinable.filter((c) => c.me !== null);
  const open = shown.list.joinable.filter((c) => c.me === null && c.state !== 'ended');
  return (
    <Page titleId="challenges.title" introId="challenges.intro">
      <WeeklyChallenges week={shown.list.challenges} now={now} />
      {mine.length > 0 ? (
        <section className="section" aria-labelledby="challenges-mine">
          <h2 id="challenges-mine" className="section__title">
            <FormattedMessage id="challenges.mine.title" />
          </h2>
          <ul className="challenge-list">
            {mine.map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} entries={queued} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section" aria-labelledby="challenges-open">
        <h2 id="challenges-open" className="section__title">
          <FormattedMessage id="challenges.open.title" />
        </h2>
        {open.length === 0 ? (
          <EmptyState
            icon={<TargetIcon />}
            titleId="challenges.empty.title"
            bodyId="challenges.empty.body"
            actions={[
              { to: '/gyms', labelId: 'challenges.empty.gyms' },
              { to: '/leaderboard', labelId: 'challenges.empty.leaderboard' },
            ]}
          />
        ) : (
          <ul className="challenge-list">
            {open.map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} entries={queued} now={now} />
            ))}
          </ul>
        )}
      </section>
      {session.data && !session.data.isGuest ? (
        <Suspense fallback={null}>
          <FriendChallengeForm />
        </Suspense>
      ) : null}
    </Page>
  );
}
