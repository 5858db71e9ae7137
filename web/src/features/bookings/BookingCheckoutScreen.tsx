// /booking-checkout?gym=<id>&slot=<start>: confirms the gym, the slot, the price (the card price in
// the region's currency, or SweatCoins) and the cancellation policy, then books through the outbox:
// saved on the device at once, without waiting for the network, and followed on /bookings, where the
// card turns into the booking when the server answers, or says why it was refused (worded by its code).
// A guest who cannot pay (no SweatCoins, and the desk needs an account) is told why and offered a
// sign-up that comes back to this same checkout, instead of a button that cannot be pressed.
import type { PayWith } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueCall } from '../../api/enqueue-call';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { ScreenSpinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toast-store';
import { slotLabel, timeLabel } from '../gyms/format';
import { GymPhoto } from '../gyms/GymPhoto';
import { gymDetailsQuery } from '../gyms/gym-api';
import { useCachedGym } from '../gyms/gym-cache';
import { useRegion } from '../gyms/where';
import { coinsSpent } from '../wallet/coin-balance';
import '../gyms/gyms.css';
import './messages';
import { formatCoins, formatRegionPrice } from '../../i18n/formats';

const CANCEL_FREE_HOURS = 2;

export function BookingCheckoutScreen() {
  const search = useSearch({ from: '/member/booking-checkout' });
  if (!search.gym || !search.slot) {
    return (
      <Page titleId="bookingCheckout.title" introId="bookingCheckout.intro">
        <EmptyState
          icon="🧾"
          titleId="bookingCheckout.empty.title"
          bodyId="bookingCheckout.empty.body"
          actions={[
            { to: '/gyms', labelId: 'bookingCheckout.empty.gyms' },
            { to: '/cancellation-refund', labelId: 'bookingCheckout.empty.policy' },
          ]}
        />
      </Page>
    );
  }
  return <Checkout gymId={search.gym} slotStart={search.slot} />;
}

function Checkout({ gymId, slotStart }: { gymId: string; slotStart: string }) {
  const intl = useIntl();
  const ids = useId();
  const navigate = useNavigate();
  const { user, isGuest } = useAuth();
  const region = useRegion();
  const cached = useCachedGym(gymId);
  const details = useQuery(gymDetailsQuery(gymId));
  const gym = cached ?? details.data;
  const balance = Number(user?.sweatCoins ?? 0);
  const cost = Number(gym?.priceSweatCoins ?? 0);
  const affordable = balance >= cost;
  const [payWith, setPayWith] = useState<PayWith | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  if (!gym) return <ScreenSpinner label={intl.formatMessage({ id: 'gym.loading' })} />;
  // A visit paid at the desk holds a place for nothing up front: the server takes it from members only.
  const chosen: PayWith | null = payWith ?? (affordable ? 'sweatcoins' : isGuest ? null : 'card');
  const freeUntil = new Date(Date.parse(slotStart) - CANCEL_FREE_HOURS * 3600_000).toISOString();
  // Signing up comes back here, to this gym and time.
  const signUpHere = {
    mode: 'signup' as const,
    redirect: `/booking-checkout?gym=${encodeURIComponent(gymId)}&slot=${encodeURIComponent(slotStart)}`,
  };

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      // A visit paid with SweatCoins is in every balance shown (pending) from the moment it is saved.
      const coins = chosen === 'sweatcoins' ? { coins: coinsSpent(gym.priceSweatCoins) } : {};
      await enqueueCall(routes.bookingsCreate, { body: { gymId, slotStart, payWith: chosen } }, coins);
      toast({
        title: intl.formatMessage({ id: 'checkout.queued.title' }),
        description: intl.formatMessage({ id: 'checkout.queued.body' }),
      });
      await navigate({ to: '/bookings' });
    } catch (e) {
      // The device could not store the booking (its database failed): a fault, not a refusal to word.
      console.error('The booking could not be queued', e);
      setError('bookings.refused.other');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page titleId="bookingCheckout.title">
      <section className="card checkout" aria-labelledby={`${ids}gym`}>
        {gym.photos[0] ? <GymPhoto photo={gym.photos[0]} className="checkout__photo" /> : null}
        <h2 id={`${ids}gym`} className="card__title">
          <bdi>{gym.name}</bdi>
        </h2>
        <dl className="checkout__facts">
          <div>
            <dt>
              <FormattedMessage id="checkout.where" />
            </dt>
            <dd>
              <bdi>
                {gym.address.line1}, {gym.city}
              </bdi>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="checkout.when" />
            </dt>
            <dd data-testid="checkout-slot">{slotLabel(intl, slotStart, gym.timeZone)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="checkout.price" />
            </dt>
            <dd>
              <strong>{formatRegionPrice(intl, gym.priceUsd, region)}</strong> <FormattedMessage id="gym.price_per_visit" />
              <span className="checkout__coins">
                {' '}
                <FormattedMessage id="checkout.orCoins" values={{ coins: formatCoins(intl, gym.priceSweatCoins) }} />
              </span>
            </dd>
          </div>
        </dl>
      </section>

      <fieldset className="choice-group section">
        <legend className="choice-group__legend">
          <FormattedMessage id="checkout.payWith" />
        </legend>
        <label className="choice choice--block">
          <input
            type="radio"
            name={`${ids}pay`}
            checked={chosen === 'sweatcoins'}
            disabled={!affordable}
            onChange={() => setPayWith('sweatcoins')}
          />
          <span>
            <FormattedMessage
              id="checkout.pay.coins"
              values={{ coins: formatCoins(intl, gym.priceSweatCoins), balance: formatCoins(intl, user?.sweatCoins ?? '0.00') }}
            />
          </span>
        </label>
        {!affordable ? (
          <p className="field__hint">
            <FormattedMessage id="checkout.pay.coinsShort" />
          </p>
        ) : null}
        <label className="choice choice--block">
          <input type="radio" name={`${ids}pay`} checked={chosen === 'card'} disabled={isGuest} onChange={() => setPayWith('card')} />
          <span>
            <FormattedMessage id="checkout.pay.card" values={{ price: formatRegionPrice(intl, gym.priceUsd, region) }} />
          </span>
        </label>
        <p className="field__hint">
          <FormattedMessage id={isGuest ? 'checkout.pay.cardGuest' : 'checkout.pay.cardCheckin'} />
          {isGuest ? (
            <>
              {' '}
              <Link to="/auth" search={signUpHere}>
                <FormattedMessage id="checkout.guest.signUp" />
              </Link>
            </>
          ) : null}
        </p>
      </fieldset>

      <section className="notice" aria-labelledby={`${ids}policy`}>
        <h2 id={`${ids}policy`} className="card__title">
          <FormattedMessage id="checkout.policy.title" />
        </h2>
        <p>
          <FormattedMessage
            id="checkout.policy.body"
            values={{ time: slotLabel(intl, freeUntil, gym.timeZone), hours: CANCEL_FREE_HOURS }}
          />
        </p>
        <p>
          <FormattedMessage
            id="checkout.checkinWindow"
            values={{ time: timeLabel(intl, new Date(Date.parse(slotStart) - 15 * 60_000).toISOString(), gym.timeZone) }}
          />
        </p>
        <Link to="/cancellation-refund">
          <FormattedMessage id="checkout.policy.link" />
        </Link>
      </section>

      {error ? (
        <div className="notice notice--error" role="alert">
          <p>
            <FormattedMessage id={error} />
          </p>
          <Link to="/gyms" search={{ gym: gymId }}>
            <FormattedMessage id="checkout.pickAnother" />
          </Link>
        </div>
      ) : null}
      {chosen ? (
        <Button block busy={busy} onClick={() => void confirm()}>
          <FormattedMessage
            id="checkout.confirm"
            values={{
              price:
                chosen === 'card'
                  ? formatRegionPrice(intl, gym.priceUsd, region)
                  : intl.formatMessage({ id: 'checkout.coinsAmount' }, { coins: formatCoins(intl, gym.priceSweatCoins) }),
            }}
          />
        </Button>
      ) : (
        <div className="notice" role="note">
          <p>
            <FormattedMessage
              id="checkout.guest.why"
              values={{
                coins: formatCoins(intl, gym.priceSweatCoins),
                balance: formatCoins(intl, user?.sweatCoins ?? '0'),
                price: formatRegionPrice(intl, gym.priceUsd, region),
              }}
            />
          </p>
          <LinkButton to="/auth" search={signUpHere}>
            <FormattedMessage id="checkout.guest.signUp" />
          </LinkButton>
        </div>
      )}
    </Page>
  );
}
