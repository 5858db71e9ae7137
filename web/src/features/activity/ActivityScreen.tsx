// /activity: the member's history (check-ins, bookings, cancellations, sessions with professionals
// booked, cancelled and attended, conversions, reviews, purchases, redemptions, challenges completed), newest first, each with its XP and SweatCoin change and the balance after it.
import type { ActivityEntry } from '@fitchoice/shared/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { activityQuery } from '../profile/rewards-api';
import { activityTitle } from './activity-words';
import '../gyms/gyms.css';
import './messages';
import { formatCoins } from '../../i18n/formats';

const ICONS: Record<ActivityEntry['kind'], string> = {
  checkin: '✅',
  booking: '📅',
  cancellation: '↩️',
  conversion: '🔁',
  purchase: '🪙',
  review: '⭐',
  redemption: '🎁',
  challenge: '🏆',
  workout: '🏋️',
  session_booked: '🗓️',
  session_cancelled: '↩️',
  session_attended: '🤝',
};

export function ActivityScreen() {
  const intl = useIntl();
  const activity = useInfiniteQuery(activityQuery);
  const entries = activity.data?.pages.flatMap((p) => p.entries) ?? [];
  if (activity.isPending) return <Spinner label={intl.formatMessage({ id: 'activity.loading' })} />;
  return (
    <Page titleId="activity.title" introId="activity.intro">
      {activity.isError ? (
        <p className="notice">
          <FormattedMessage id="activity.offline" />
        </p>
      ) : entries.length === 0 ? (
        <EmptyState
          icon="📈"
          titleId="activity.empty.title"
          bodyId="activity.empty.body"
          actions={[
            { to: '/qr-scanner', labelId: 'activity.empty.checkin' },
            { to: '/challenges', labelId: 'activity.empty.challenges' },
          ]}
        />
      ) : (
        <ol className="activity-list">
          {entries.map((entry) => (
            <li key={entry.id} className="activity-item card">
              <span className="activity-item__icon" aria-hidden="true">
                {ICONS[entry.kind]}
              </span>
              <span className="activity-item__body">
                <span className="activity-item__title">{activityTitle(intl, entry)}</span>
                <span className="activity-item__date">
                  <FormattedDate value={entry.createdAt} day="numeric" month="short" hour="2-digit" minute="2-digit" />
                </span>
              </span>
              <span className="activity-item__deltas">
                {entry.xpDelta !== 0 ? (
                  <span className={entry.xpDelta > 0 ? 'delta delta--up' : 'delta delta--down'}>
                    <FormattedMessage id="activity.xp" values={{ xp: entry.xpDelta, sign: entry.xpDelta > 0 ? '+' : '' }} />
                  </span>
                ) : null}
                {Number(entry.sweatCoinsDelta) !== 0 ? (
                  <span className={Number(entry.sweatCoinsDelta) > 0 ? 'delta delta--up' : 'delta delta--down'}>
                    <FormattedMessage
                      id="activity.coins"
                      values={{ coins: formatCoins(intl, entry.sweatCoinsDelta), sign: Number(entry.sweatCoinsDelta) > 0 ? '+' : '' }}
                    />
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      {activity.hasNextPage ? (
        <Button variant="secondary" block busy={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
          <FormattedMessage id="activity.more" />
        </Button>
      ) : null}
    </Page>
  );
}
