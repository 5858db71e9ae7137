// One reward of the store: its art, what it is and where it is used, its price, what is left, the
// member's limit, and Redeem (which opens the confirm step); and the cards' placeholder while they load.
import type { StoreReward } from '@fitchoice/shared/api';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { GymPhoto } from '../gyms/GymPhoto';
import { rewardWords } from './reward-words';
import './messages';
import { formatCoins } from '../../i18n/formats';

export function RewardCard({ reward, onRedeem }: { reward: StoreReward; onRedeem: (reward: StoreReward) => void }) {
  const intl = useIntl();
  const soldOut = reward.stockLeft === 0;
  const limitReached = reward.redeemedByMe >= reward.perMemberLimit;
  const headingId = `reward-${reward.id}`;
  const words = rewardWords(intl, reward);
  // The art's alt text is the reward's title, so it is worded too; the same object while it is, so the memoised art is not drawn again.
  const art = useMemo(() => ({ ...reward.image, alt: words.title }), [reward.image, words.title]);
  return (
    <li className="card reward-card" aria-labelledby={headingId} data-testid="reward-card">
      <GymPhoto photo={art} className="reward-card__art" />
      <div className="reward-card__body">
        <p className="reward-card__kind">
          <FormattedMessage id={`store.category.${reward.category}`} />
        </p>
        <h3 className="card__title" id={headingId}>
          <bdi>{words.title}</bdi>
        </h3>
        <p className="reward-card__where">
          {reward.category === 'donation' || reward.category === 'session' ? (
            <FormattedMessage id="store.where.online" />
          ) : reward.gymName ? (
            <FormattedMessage id="store.where.gym" values={{ gym: reward.gymName }} />
          ) : (
            <FormattedMessage id="store.where.anyGym" />
          )}
        </p>
        <p className="card__body" dir="auto">
          {words.description}
        </p>
        <p className="reward-card__price">
          <strong>
            <FormattedMessage id="store.price" values={{ coins: formatCoins(intl, reward.priceSweatCoins) }} />
          </strong>
          <span className={soldOut ? 'badge badge--closed' : 'badge badge--open'}>
            {reward.stockLeft === null ? (
              <FormattedMessage id="store.stock.unlimited" />
            ) : soldOut ? (
              <FormattedMessage id="store.stock.soldOut" />
            ) : (
              <FormattedMessage id="store.stock.left" values={{ count: reward.stockLeft }} />
            )}
          </span>
        </p>
        <p className="field__hint">
          {limitReached ? (
            <FormattedMessage id="store.limit.reached" />
          ) : reward.redeemedByMe > 0 ? (
            <FormattedMessage id="store.limit.used" values={{ used: reward.redeemedByMe, limit: reward.perMemberLimit }} />
          ) : (
            <FormattedMessage id="store.limit" values={{ count: reward.perMemberLimit }} />
          )}
        </p>
        <Button
          disabled={soldOut || limitReached}
          onClick={() => onRedeem(reward)}
          aria-label={intl.formatMessage({ id: 'store.redeem.named' }, { title: words.title })}
        >
          <FormattedMessage id="store.redeem" />
        </Button>
      </div>
    </li>
  );
}

/**
 * While the rewards load: two cards of a reward card's size (a row of two on a wide screen), so that
 * "My rewards" below does not jump when the list comes. Screen readers hear `label`.
 */
export function RewardListPlaceholder({ label }: { label: string }) {
  return (
    <div data-testid="reward-list-placeholder">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className="reward-list" aria-hidden="true">
        {[0, 1].map((card) => (
          <li key={card} className="card reward-card reward-card--placeholder">
            <span className="reward-card__art" />
            <span className="reward-card__body">
              <span className="reward-card__bar reward-card__bar--short" />
              <span className="reward-card__bar reward-card__bar--title" />
              <span className="reward-card__bar" />
              <span className="reward-card__bar" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
