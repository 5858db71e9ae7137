// What the front desk reads: a day's arrivals (through the copy kept on the device, refreshed every
// minute, every 10 seconds while the server cannot be reached) and the desk's own actions still
// waiting in the outbox (check-ins and payments, each booking once), or refused when they were sent.
import type { ArrivalsResponse } from '@fitchoice/shared/api';
import type { BodyIn } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../api/client';
import { useAuth } from '../../app/auth';
import { answerShownHere } from '../../outbox/answer';
import { entriesNewerThan, isEntryOf, type OutboxEntry, type OutboxRouteId, type SettledEntry } from '../../outbox/entries';
import { useEntriesOf } from '../../outbox/hooks';
import { type Kept, readThrough } from './desk-cache';
import { bookingIdOfCode } from './desk-state';

const ONLINE_REFRESH_MS = 60_000;
const OFFLINE_RETRY_MS = 10_000;

/** The arrivals query's key: invalidating it refreshes every day's list of the gym. */
export const arrivalsKey = (gymId: string) => apiQueryKey(routes.gymPanelArrivals, { params: { gymId } });

/** A day's arrivals at the gym (today in its zone when `date` is null), kept on the device for a reload offline. */
export function useArrivals(gymId: string, date: string | null) {
  const { user } = useAuth();
  const input = { params: { gymId }, query: date ? { date } : {} };
  return useQuery<Kept<ArrivalsResponse>>({
    queryKey: [...arrivalsKey(gymId), date ?? 'today'],
    queryFn: () =>
      readThrough(user?.id ?? '', `arrivals|${gymId}|${date ?? 'today'}`, (onCachedCopy) =>
        apiCall(routes.gymPanelArrivals, input, { onCachedCopy }),
      ),
    refetchInterval: (query) => (query.state.data?.offline ? OFFLINE_RETRY_MS : ONLINE_REFRESH_MS),
  });
}

/** A payment the desk queued and the server has not answered yet. */
export type WaitingPayment = BodyIn<'gym-panel.recordPayment'>;

export type DeskEntry = OutboxEntry<'gym-panel.checkin' | 'gym-panel.recordPayment'>;

export interface Waiting {
  /** Bookings whose check-in waits to be sent. */
  checkins: Set<string>;
  /** Payments waiting to be sent, by booking. */
  payments: Map<string, WaitingPayment>;
  /** Check-ins and payments queued here that the server refused when they were sent (the staff dismiss them). */
  refused: DeskEntry[];
}

/** Entries a desk form waits on and words itself: never also listed among the refused. */
const shownHere = new Set<string>();

/** Waits briefly for the server's answer to an entry the desk just queued (answerShownHere), the form saying it. */
export async function answerAtDesk<Id extends OutboxRouteId>(entry: OutboxEntry<Id>): Promise<SettledEntry<Id> | null> {
  shownHere.add(entry.id);
  try {
    return await answerShownHere(entry);
  } finally {
    shownHere.delete(entry.id);
  }
}

const DESK_ROUTES = ['gym-panel.checkin', 'gym-panel.recordPayment'] as const;

/**
 * The gym's check-ins and payments queued on this device and not answered yet (any tab, the
 * service worker): one per booking however often it was queued, so "2 waiting" is two members.
 */
export function useWaitingAtDesk(gymId: string): Waiting {
  return waitingAmong(useEntriesOf(DESK_ROUTES), gymId);
}

/**
 * Whether a check-in of this visit waits, asked of the outbox itself: the list's live copy lags a
 * code typed again at once, or just after a reload.
 */
export async function checkinWaiting(gymId: string, bookingId: string): Promise<boolean> {
  return waitingAmong(await entriesNewerThan(DESK_ROUTES, Date.now()), gymId).checkins.has(bookingId);
}

function waitingAmong(entries: readonly DeskEntry[], gymId: string): Waiting {
  const checkins = new Set<string>();
  const payments = new Map<string, WaitingPayment>();
  const refused: DeskEntry[] = [];
  const prefix = `/api/panel/gym/${encodeURIComponent(gymId)}/`;
  for (const entry of entries) {
    if (!entry.path.startsWith(prefix)) continue;
    if (entry.state === 'failed' && !shownHere.has(entry.id)) refused.push(entry);
    if (entry.state !== 'pending' && entry.state !== 'sending') continue;
    if (isEntryOf(entry, 'gym-panel.checkin')) {
      const bookingId = entry.body ? bookingIdOfCode(entry.body.code) : null;
      if (bookingId) checkins.add(bookingId);
    } else if (isEntryOf(entry, 'gym-panel.recordPayment') && entry.body) {
      // The path is …/bookings/<bookingId>/payment.
      payments.set(decodeURIComponent(entry.path.slice(prefix.length).split('/')[1] ?? ''), entry.body);
    }
  }
  return { checkins, payments, refused };
}
