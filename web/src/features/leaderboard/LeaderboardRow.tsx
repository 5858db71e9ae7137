// One member's row on a board, ranked: the XP leaderboard's and a challenge's look the same. The
// member's own row is marked (aria-current and a "You" badge), whatever its score says.
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';

export interface RankedMember {
  userId: string;
  name: string;
  rank: number;
  isMe: boolean;
}

export function LeaderboardRow({ entry, you, score }: { entry: RankedMember; you: ReactNode; score: ReactNode }) {
  return (
    <li
      className={entry.isMe ? 'leaderboard__row leaderboard__row--me' : 'leaderboard__row'}
      aria-current={entry.isMe ? 'true' : undefined}
    >
      <span className={`leaderboard__rank leaderboard__rank--${Math.min(entry.rank, 4)}`}>{entry.rank}</span>
      <Avatar userId={entry.userId} name={entry.name} size="small" />
      <span className="leaderboard__name">
        <bdi>{entry.name}</bdi>
        {entry.isMe ? <span className="badge">{you}</span> : null}
      </span>
      <span className="leaderboard__score">{score}</span>
    </li>
  );
}
