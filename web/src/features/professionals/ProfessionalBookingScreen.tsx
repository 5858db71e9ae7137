// /professional-booking?pro=<id>: the length, the mode (at which gym, or video), a day and a free
// time, the price in the region's currency and in SweatCoins, how to pay (SweatCoins, or at the
// session: members only), then confirm. The booking goes through the outbox: offline it is saved
// and shown as pending; a time taken meanwhile comes back as a clear failure with nothing charged.
// What happened is said where the member is looking: just above the button, and a refusal in a toast too.
import type { ProPayWith } from '@fitchoice/shared/api';
import { professionalsBook } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiPath, apiQueryKey } from '../../api/client';
import { sessionQuery } from '../../api/queries';
import { useAuth } from '../../app/auth';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { CalendarIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toast-store';
import { bookSession, type Outcome } from './actions';
import { ProPhoto } from './ProPhoto';
import { useRegionCode } from './region';
import { SlotPicker } from './SlotPicker';
import type { ProSearch } from './search-params';
import { clock, when } from './time';
import './messages';
import '../gyms/gyms.css';
import './professionals.css';
import { formatCoins, formatRegionPrice } from '../../i18n/formats';

export function ProfessionalBookingScreen() {
  const { pro } = useSearch({ strict: false }) as ProSearch;
  if (!pro) {
    return (
      <Page titleId="professionalBooking.title" introId="professionalBooking.intro">
        <EmptyState
          icon={<CalendarIcon />}
          titleId="professionalBooking.empty.title"
          bodyId="professionalBooking.empty.body"
          actions={[
            { to: '/trainers', labelId: 'professionalBooking.empty.trainers' },
            { to: '/nutritionists', labelId: 'professionalBooking.empty.nutritionists' },
          ]}
        />
      </Page>
    );
  }
  return <BookingForm id={pro} />;
}

/** How the session is paid: what the member chose while it is still possible, else what they can. */
function payment(chosen: ProPayWith | null, affordable: boolean, isGuest: boolean): ProPayWith | null {
  if (chosen === 'sweatcoins' && affordable) return chosen;
  if (chosen === 'at_session' && !isGuest) return chosen;
  return affordable ? 'sweatcoins' : isGuest ? null : 'at_session';
}

function BookingForm({ id }: { id: string }) {
  const intl = useIntl();
  const ids = useId();
  const { user, isGuest } = useAuth();
  const region = useRegionCode();
  const queryClient = useQueryClient();
  const input = { params: { id } };
  const profile = useQuery({
    queryKey: apiQueryKey(routes.professionalsGet, input),
    queryFn: () => apiCall(routes.professionalsGet, input),
  });
  const [length, setLength] = useState<number | null>(null);
  const [mode, setMode] = useState<'in_person' | 'video' | null>(null);
  const [gymId, setGymId] = useState('');
  const [start, setStart] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [payWith, setPayWith] = useState<ProPayWith | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Counts the refreshes of the free times after an answer: each moves the note, so it is brought back.
  const [refreshed, setRefreshed] = useState(0);
  const note = useRef<HTMLDivElement>(null);
  // The answer shows above the button: mid-screen, clear of the toast and the tab bar at the bottom,
  // and again once the free times it changed have been fetched (their list moves it down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshed` is the trigger, not a value the effect reads.
  useEffect(() => {
    if (outcome) note.current?.scrollIntoView({ block: 'center' });
  }, [outcome, refreshed]);

  if (profile.isPending) return <Spinner label={intl.formatMessage({ id: 'pro.loading' })} />;
  if (profile.isError) {
    return (
      <Page titleId="professionalBooking.title">
        <p className="notice" role="status">
          <FormattedMessage id="pro.profile.missing" />
        </p>
      </Page>
    );
  }
  const pro = profile.data;
  const lengthMinutes = length ?? pro.sessionOptions[0]!.lengthMinutes;
  const option = pro.sessionOptions.find((o) => o.lengthMinutes === lengthMinutes)!;
  const chosenMode = mode ?? (pro.video ? 'video' : 'in_person');
  const gym = chosenMode === 'in_person' ? (pro.gyms.find((g) => g.id === gymId) ?? pro.gyms[0]) : undefined;
  const balance = user?.sweatCoins ?? '0.00';
  const affordable = Number(balance) >= Number(option.priceSweatCoins);
  const pay = payment(payWith, affordable, isGuest);
  const priceHere = formatRegionPrice(intl, option.priceUsd, region);
  const coinsHere = formatCoins(intl, option.priceSweatCoins);

  const confirm = async () => {
    if (!start || !pay) return;
    setBusy(true);
    setOutcome(null);
    const result = await bookSession(
      {
        professionalId: pro.id,
        start,
        lengthMinutes,
        mode: chosenMode,
        payWith: pay,
        ...(gym ? { gymId: gym.id } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      },
      option.priceSweatCoins,
    );
    setBusy(false);
    setOutcome(result);
    if (result.state === 'failed') {
      toast({
        title: intl.formatMessage({ id: 'pro.booking.notBooked' }),
        description: intl.formatMessage({ id: result.messageId }),
        variant: 'destructive',
      });
    }
    // The profile's and the free times' answers of this professional all start with its path.
    const prefix = apiPath(routes.professionalsGet, { params: { id: pro.id } });
    await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) });
    if (result.state === 'done') void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    if (result.state === 'failed' && result.code === 'slot_taken') setStart(null);
    setRefreshed((count) => count + 1);
  };

  return (
    <Page titleId="professionalBooking.title" introId="professionalBooking.intro">
      <section className="pro-booking" aria-labelledby="booking-with">
        <div className="pro-booking__who">
          <ProPhoto photo={pro.photo} className="pro-booking__photo" />
          <h2 id="booking-with">
            <FormattedMessage id="pro.booking.with" values={{ name: pro.name }} />
          </h2>
        </div>
        <fieldset className="pro-choice">
          <legend>
            <FormattedMessage id="pro.booking.length" />
          </legend>
          {pro.sessionOptions.map((o) => (
            <label key={o.lengthMinutes} className="pro-choice__option">
              <input
                type="radio"
                name="length"
                checked={o.lengthMinutes === lengthMinutes}
                onChange={() => {
                  setLength(o.lengthMinutes);
                  setStart(null);
                }}
              />
              <FormattedMessage
                id="pro.option"
                values={{
                  minutes: o.lengthMinutes,
                  price: formatRegionPrice(intl, o.priceUsd, region),
                  coins: formatCoins(intl, o.priceSweatCoins),
                }}
              />
            </label>
          ))}
        </fieldset>
        <fieldset className="pro-choice">
          <legend>
            <FormattedMessage id="pro.booking.mode" />
          </legend>
          {pro.gyms.map((g) => (
            <label key={g.id} className="pro-choice__option">
              <input
                type="radio"
                name="mode"
                checked={chosenMode === 'in_person' && gym?.id === g.id}
                onChange={() => {
                  setMode('in_person');
                  setGymId(g.id);
                }}
              />
              <FormattedMessage id="pro.booking.atGym" values={{ gym: g.name }} />
            </label>
          ))}
          {pro.video ? (
            <label className="pro-choice__option">
              <input type="radio" name="mode" checked={chosenMode === 'video'} onChange={() => setMode('video')} />
              <FormattedMessage id="pro.mode.video" />
            </label>
          ) : null}
        </fieldset>
        <section aria-labelledby="booking-when">
          <h3 id="booking-when" className="section__title">
            <FormattedMessage id="pro.booking.when" />
          </h3>
          <SlotPicker
            of={{ professionalId: pro.id }}
            lengthMinutes={lengthMinutes}
            proTimeZone={pro.timeZone}
            selected={start}
            onSelect={setStart}
          />
        </section>
        <fieldset className="pro-choice">
          <legend>
            <FormattedMessage id="pro.booking.payWith" />
          </legend>
          <label className="pro-choice__option">
            <input
              type="radio"
              name={`${ids}pay`}
              checked={pay === 'sweatcoins'}
              disabled={!affordable}
              aria-describedby={`${ids}coins`}
              onChange={() => setPayWith('sweatcoins')}
            />
            <FormattedMessage id="pro.booking.pay.coins" values={{ coins: coinsHere }} />
          </label>
          <p id={`${ids}coins`} className="field__hint">
            {affordable ? (
              <FormattedMessage id="pro.booking.pay.balance" values={{ balance: formatCoins(intl, balance) }} />
            ) : (
              <>
                <FormattedMessage id="pro.booking.pay.coinsShort" values={{ balance: formatCoins(intl, balance) }} />{' '}
                <Link to="/wallet">
                  <FormattedMessage id="pro.booking.pay.getCoins" />
                </Link>
              </>
            )}
          </p>
          <label className="pro-choice__option">
            <input
              type="radio"
              name={`${ids}pay`}
              checked={pay === 'at_session'}
              disabled={isGuest}
              aria-describedby={`${ids}there`}
              onChange={() => setPayWith('at_session')}
            />
            <FormattedMessage id="pro.booking.pay.atSession" values={{ price: priceHere }} />
          </label>
          <p id={`${ids}there`} className="field__hint">
            {isGuest ? (
              <>
                <FormattedMessage id="pro.booking.pay.atSessionGuest" />{' '}
                <Link to="/auth" search={{ mode: 'signup', redirect: `/professional-booking?pro=${encodeURIComponent(pro.id)}` }}>
                  <FormattedMessage id="pro.booking.pay.signUp" />
                </Link>
              </>
            ) : (
              <FormattedMessage id="pro.booking.pay.atSessionHow" />
            )}
          </p>
        </fieldset>
        <TextAreaField
          label={intl.formatMessage({ id: 'pro.booking.notes' })}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          {...professionalsBook.notes}
        />
        <div className="pro-summary" aria-live="polite">
          {start ? (
            <p>
              <FormattedMessage
                id={pay === 'at_session' ? 'pro.booking.summaryAtSession' : 'pro.booking.summary'}
                values={{
                  minutes: lengthMinutes,
                  when: when(intl, start),
                  theirs: clock(intl, start, pro.timeZone),
                  zone: pro.timeZone,
                  price: priceHere,
                  coins: coinsHere,
                }}
              />
            </p>
          ) : (
            <p>
              <FormattedMessage id="pro.booking.pickTime" />
            </p>
          )}
          {pay === null ? (
            <p className="field__hint">
              <FormattedMessage id="pro.booking.pay.none" values={{ coins: coinsHere }} />
            </p>
          ) : null}
          <div ref={note}>{outcome ? <OutcomeNote outcome={outcome} /> : null}</div>
          <Button type="button" disabled={!start || !pay} busy={busy} onClick={() => void confirm()}>
            <FormattedMessage id={pay === 'at_session' ? 'pro.booking.confirmAtSession' : 'pro.booking.confirm'} />
          </Button>
        </div>
      </section>
    </Page>
  );
}

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (outcome.state === 'done') {
    return (
      <p className="notice notice--success" role="status">
        <FormattedMessage id="pro.booking.done" />
        <Link to="/bookings">
          <FormattedMessage id="pro.booking.seeBookings" />
        </Link>
      </p>
    );
  }
  if (outcome.state === 'pending') {
    return (
      <p className="notice" role="status">
        <FormattedMessage id="pro.saved.pending" />
      </p>
    );
  }
  return <FormRefusal messageId={outcome.messageId} />;
}
