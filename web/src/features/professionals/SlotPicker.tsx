// Free times of a professional for one length: days in the member's zone, then times, each shown
// in the member's zone with the professional's wall time beside it when the zones differ. A member
// sees a listed professional's; the professional, in their panel, their own, listed or not.
import type { ProfessionalKind } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { localDate } from '@fitchoice/shared/coach';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { Spinner } from '../../ui/Spinner';
import { clock, dayLabel, memberTimeZone, plusDays } from './time';
import './messages';

const DAYS_SHOWN = 14;

/** Whose free times: a professional's, as members book them, or the signed-in professional's own. */
export type FreeTimesOf = { professionalId: string } | { ownPanel: ProfessionalKind };

const OWN_FREE_TIMES = { trainer: routes.proPanelTrainerFreeTimes, nutritionist: routes.proPanelNutritionistFreeTimes } as const;

function freeTimesQuery(of: FreeTimesOf, query: { from: string; to: string; length: number }) {
  if ('ownPanel' in of) {
    const route = OWN_FREE_TIMES[of.ownPanel];
    return { queryKey: apiQueryKey(route, { query }), queryFn: () => apiCall(route, { query }) };
  }
  const input = { params: { id: of.professionalId }, query };
  return {
    queryKey: apiQueryKey(routes.professionalsAvailability, input),
    queryFn: () => apiCall(routes.professionalsAvailability, input),
  };
}

export function SlotPicker({
  of,
  lengthMinutes,
  proTimeZone,
  selected,
  onSelect,
}: {
  of: FreeTimesOf;
  lengthMinutes: number;
  proTimeZone: string;
  selected: string | null;
  onSelect: (start: string) => void;
}) {
  const intl = useIntl();
  const zone = memberTimeZone();
  const from = localDate(Date.now(), proTimeZone);
  const slots = useQuery({
    ...freeTimesQuery(of, { from, to: plusDays(from, DAYS_SHOWN - 1), length: lengthMinutes }),
    staleTime: 15_000,
  });
  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const slot of slots.data?.slots ?? []) {
      const day = localDate(slot.start, zone);
      byDay.set(day, [...(byDay.get(day) ?? []), slot.start]);
    }
    return [...byDay];
  }, [slots.data, zone]);
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = days.find(([d]) => d === chosenDay) ?? days[0];

  // While they load, about the picker's height once they come, so what is below does not jump.
  if (slots.isPending)
    return (
      <div className="slot-picker--pending">
        <Spinner label={intl.formatMessage({ id: 'pro.slots.loading' })} />
      </div>
    );
  if (slots.isError) {
    return (
      <p className="notice" role="status">
        <FormattedMessage id="pro.slots.error" />
      </p>
    );
  }
  if (days.length === 0) {
    return (
      <p className="notice">
        <FormattedMessage id="pro.slots.none" />
      </p>
    );
  }
  return (
    <div className="slot-picker">
      <p className="slot-picker__zones">
        <FormattedMessage id="pro.slots.zones" values={{ mine: zone, theirs: proTimeZone }} />
      </p>
      <fieldset className="slot-picker__days">
        <legend>
          <FormattedMessage id="pro.slots.day" />
        </legend>
        {days.map(([date, starts]) => (
          <button key={date} type="button" className="chip" aria-pressed={day?.[0] === date} onClick={() => setDay(date)}>
            {dayLabel(intl, starts[0]!, zone)}
          </button>
        ))}
      </fieldset>
      <fieldset className="slot-picker__times">
        <legend>
          <FormattedMessage id="pro.slots.time" />
        </legend>
        {day?.[1].map((start) => (
          <button key={start} type="button" className="chip" aria-pressed={selected === start} onClick={() => onSelect(start)}>
            {clock(intl, start, zone)}
            {proTimeZone !== zone ? (
              <small className="slot-picker__theirs">
                <FormattedMessage id="pro.slots.theirTime" values={{ time: clock(intl, start, proTimeZone) }} />
              </small>
            ) : null}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
