// /leaderboard: XP earned this week (ISO week, UTC) or all time, in the member's region or among
// their friends. Two tab lists choose the board; the member's own place is always shown, and an
// empty board says what fills it (that week, all time, or friends).
import { getRegion } from '@fitchoice/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useRegion } from '../gyms/where';
import { leaderboardQuery } from '../profile/rewards-api';
import { useRegionName } from '../settings/RegionLanguageSelects';
import '../gyms/gyms.css';
import { Tabs } from '../../ui/Tabs';
import { LeaderboardRow } from './LeaderboardRow';
import './messages';

type Period = 'weekly' | 'all-time';
type Scope = 'region' | 'friends';

/** What an empty board says: friends are found on /friends-features; a region's week or all time fill with XP. */
function EmptyBoard({ period, scope }: { period: Period; scope: Scope }) {
  if (scope === 'friends') {
    return (
      <EmptyState
        icon="🤝"
        titleId="leaderboard.empty.friends.title"
        bodyId="leaderboard.empty.friends.body"
        actions={[{ to: '/friends-features', labelId: 'leaderboard.empty.findFriends' }]}
      />
    );
  }
  return (
    <EmptyState
      icon="🏆"
      titleId={period === 'weekly' ? 'leaderboard.empty.title' : 'leaderboard.empty.allTime.title'}
      bodyId={period === 'weekly' ? 'leaderboard.empty.body' : 'leaderboard.empty.allTime.body'}
      actions={[
        { to: '/gyms', labelId: 'bookings.empty.gyms' },
        { to: '/qr-scanner', labelId: 'leaderboard.empty.checkin' },
      ]}
    />
  );
}

export function LeaderboardScreen() {
  const intl = useIntl();
  const panelId = useId();
  const region = useRegion();
  const [period, setPeriod] = useState<Period>('weekly');
  const [scope, setScope] = useState<Scope>('region');
  const board = useQuery(leaderboardQuery(period, scope, region));
  const regionName = useRegionName();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <Page titleId="leaderboard.title" introId="leaderboard.intro">
      <div className="leaderboard__tabs">
        <Tabs
          label={t('leaderboard.period')}
          panelId={panelId}
          value={period}
          onChange={setPeriod}
          choices={[
            { value: 'weekly', label: t('leaderboard.weekly') },
            { value: 'all-time', label: t('leaderboard.allTime') },
          ]}
        />
        <Tabs
          label={t('leaderboard.scope')}
          panelId={panelId}
          value={scope}
          onChange={setScope}
          choices={[
            { value: 'region', label: t('leaderboard.region', { region: regionName(region, getRegion(region).name) }) },
            { value: 'friends', label: t('leaderboard.friends') },
          ]}
        />
      </div>
      <section id={panelId} role="tabpanel" aria-live="polite" className="leaderboard" data-tutorial="leaderboards">
        {board.isPending ? (
          <Spinner label={t('leaderboard.loading')} />
        ) : board.isError || !board.data ? (
          <p className="notice">
            <FormattedMessage id="leaderboard.offline" />
          </p>
        ) : (
          <>
            <p className="leaderboard__me card" data-testid="leaderboard-me">
              {board.data.me.rank === null ? (
                <FormattedMessage id="leaderboard.me.none" />
              ) : (
                <FormattedMessage id="leaderboard.me" values={{ rank: board.data.me.rank, score: board.data.me.score }} />
              )}
            </p>
            {board.data.entries.length === 0 ? (
              <EmptyBoard period={period} scope={scope} />
            ) : (
              <ol className="leaderboard__list">
                {board.data.entries.map((entry) => (
                  <LeaderboardRow
                    key={entry.userId}
                    entry={entry}
                    you={<FormattedMessage id="leaderboard.you" />}
                    score={<FormattedMessage id="xp.amount" values={{ xp: entry.score }} />}
                  />
                ))}
              </ol>
            )}
          </>
        )}
      </section>
    </Page>
  );
}
