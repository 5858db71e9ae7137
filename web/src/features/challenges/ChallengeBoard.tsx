// A challenge's leaderboard: its members by progress (who got there first ahead at equal
// progress), the member's own place always shown; rows look like the XP leaderboard's.
import type { JoinableChallenge } from '@fitchoice/shared/api';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner';
import { LeaderboardRow } from '../leaderboard/LeaderboardRow';
import { challengeWords } from './challenge-words';
import { challengeBoardQuery } from './challenges-api';
import './messages';

export function ChallengeBoard({ challenge }: { challenge: JoinableChallenge }) {
  const intl = useIntl();
  const board = useQuery(challengeBoardQuery(challenge.id));
  if (board.isPending) return <Spinner label={intl.formatMessage({ id: 'challenges.board.loading' })} />;
  if (board.isError) {
    return (
      <p className="notice">
        <FormattedMessage id="challenges.offline" />
      </p>
    );
  }
  const { entries, me } = board.data;
  return (
    <div className="challenge__board">
      {me ? (
        <p className="leaderboard__me" data-testid="challenge-board-me">
          <FormattedMessage id="challenges.board.me" values={{ rank: me.rank }} />
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="field__hint">
          <FormattedMessage id="challenges.board.empty" />
        </p>
      ) : (
        <ol
          className="leaderboard__list"
          aria-label={intl.formatMessage({ id: 'challenges.board.label' }, { title: challengeWords(intl, challenge).title })}
        >
          {entries.map((entry) => (
            <LeaderboardRow
              key={entry.userId}
              entry={entry}
              you={<FormattedMessage id="challenges.board.you" />}
              score={<FormattedMessage id="challenges.progress" values={{ progress: entry.progress, target: challenge.target }} />}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
