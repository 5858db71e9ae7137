// The fitness-centre panel (/api/panel/gym/{gymId}/*): a partner runs their gym's listing, and the
// front-desk staff they invite run its desk. The contract's guard has already checked the role and
// that `{gymId}` is one the role covers (a partner's own gym, a desk the staff works). Every desk
// write (check-in, payment, no-show) and staff change is audited in its own transaction. Also
// serves the public redirect to a gym's uploaded photo.
import { randomBytes, randomUUID } from 'node:crypto';
import { type CurrencyCode, convertFromUsd, formatCoinCents, getRegion, regionFromCoordinates } from '@fitchoice/shared';
import {
  type Arrival,
  type ArrivalsResponse,
  CURRENCY_DECIMALS,
  DEFAULT_SLOT_LENGTH_MINUTES,
  GYM_PHOTO_MAX_BYTES,
  GYM_PHOTO_TYPES,
  GYM_THUMBNAIL_MAX_BYTES,
  type GymEarningsResponse,
  type GymProfile,
  gymPanelRoutes,
  type Money,
  minorToMoney,
  moneyToMinor,
  type PanelGymSummary,
  REVIEW_PAGE_MAX,
} from '@fitchoice/shared/api';
import type { BodyOf } from '@fitchoice/shared/api/contract';
import { type AuditActor, auditPut } from '../audit/store';
import { hashNewPassword } from '../auth/credentials';
import { inviteDeskStaff, listDeskStaff, revokeDeskStaff } from '../auth/staff-accounts';
import { mailStaffInvite } from '../auth/staff-invite-mail';
import { checkinSecret } from '../bookings/checkin-secret';
import { type BookingRecord, cancelBooking } from '../bookings/store';
import { gymCodeAt } from '../check-in/gym-code';
import { checkInByStaff } from '../check-in/handler';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { fileStorage } from '../files/storage';
import type { GymRecord, UploadedGymPhoto } from '../gyms/catalogue';
import { type OpeningHours, reexpressOpeningHours } from '../gyms/opening-hours';
import { BOOKING_HORIZON_DAYS, gymSlotsOn, MAX_SLOT_LENGTH_MS } from '../gyms/slots';
import { bookedCounts, forgetSearchCandidates, getGym, getReview, getReviewById, listReviews } from '../gyms/store';
import { toApiGym, toApiReview } from '../gyms/views';
import { createHandler } from '../http/handler';
import { logger } from '../log';
import { issueToken } from '../mail/tokens';
import { endSessions } from '../sessions/sessions';
import { addDays, DAY_MS, localDateOf } from '../time/time-zones';
import type { UserRecord } from '../users/store';
import {
  type DeskBookingRecord,
  getDeskBooking,
  gymBookingsBetween,
  gymSummaries,
  markGymNoShow,
  memberNames,
  recordDeskPayment,
  StaleGymError,
  saveGym,
  setReviewReply,
} from './store';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

async function gymOr404(gymId: string): Promise<GymRecord> {
  const gym = await getGym(gymId);
  if (!gym) throw new NotFoundError('Gym not found');
  return gym;
}

const uploadedPhotos = (gym: GymRecord) => gym.photos.filter((photo): photo is UploadedGymPhoto => 'key' in photo);

async function profileOf(gym: GymRecord, now: Date): Promise<GymProfile> {
  const storage = uploadedPhotos(gym).length > 0 ? await fileStorage() : null;
  return {
    gym: toApiGym(gym, now.getTime()),
    closures: (gym.closures ?? []).filter((date) => date >= localDateOf(now.getTime(), gym.timeZone)),
    slotLengthMinutes: gym.slotLengthMinutes ?? DEFAULT_SLOT_LENGTH_MINUTES,
    uploadedPhotos: await Promise.all(
      uploadedPhotos(gym).map(async (photo) => ({
        key: photo.key,
        thumbnailKey: photo.thumbnailKey,
        alt: photo.alt,
        url: await storage!.readUrl(photo.key, now),
        thumbnailUrl: await storage!.readUrl(photo.thumbnailKey, now),
      })),
    ),
  };
}

/** An upload made for this gym that arrived, of a picture type, within its size. */
async function checkPhotoUpload(gymId: string, key: string, kind: 'photo' | 'thumbnail', field: string): Promise<void> {
  if (!key.startsWith(`uploads/gym-${kind}/${gymId}/`)) throw new InvalidInputError(`${field}: this upload is not this gym's`, { field });
  const stored = await (await fileStorage()).stat(key);
  if (!stored) throw new InvalidInputError(`${field}: the file has not been uploaded yet`, { field });
  const max = kind === 'photo' ? GYM_PHOTO_MAX_BYTES : GYM_THUMBNAIL_MAX_BYTES;
  if (
    !(GYM_PHOTO_TYPES as readonly string[]).includes(stored.contentType) ||
    stored.typeOfBytes !== stored.contentType ||
    stored.size > max
  ) {
    throw new InvalidInputError(`${field}: the uploaded file is not a picture of an allowed size`, { field });
  }
}

/** The photo's id: its file's name without the extension. */
const photoIdOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));

/** Booked visits from now to the end of the booking horizon whose slot the gym's rules no longer have. */
async function bookingsOutsideRules(gym: GymRecord, now: Date): Promise<DeskBookingRecord[]> {
  const upcoming = await gymBookingsBetween(
    gym.id,
    new Date(now.getTime() - MAX_SLOT_LENGTH_MS).toISOString(),
    new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS).toISOString(),
  );
  return upcoming.filter(
    (booking) =>
      booking.status === 'booked' &&
      Date.parse(booking.slotEnd) > now.getTime() &&
      !gymSlotsOn(gym, booking.localDate).some((slot) => slot.start === booking.slotStart),
  );
}

/** An admin at a gym that is not theirs: what they change is audited. */
function actingAsAdmin(user: UserRecord, gymId: string): boolean {
  return user.roles.includes('admin') && !(user.roles.includes('gym_partner') && user.gymIds?.includes(gymId));
}

/**
 * The gym's zone after an edit (the one sent, which a moved pin must send: the app asks the zone
 * lookup for the new place's) and its weekly hours in that zone: when the zone changes the edit must
 * say whether the hours keep their clock times or their moments, else it is refused so the panel can ask.
 */
function zoneOfEdit(
  gym: GymRecord,
  body: BodyOf<'gym-panel.updateProfile'>,
  now: Date,
): { timeZone: string; openingHours: OpeningHours; hoursExact: boolean } {
  const moved = body.location.latitude !== gym.latitude || body.location.longitude !== gym.longitude;
  if (moved && !body.timeZone) {
    throw new InvalidInputError("timeZone: the pin moved; send the new place's zone (GET /api/location/time-zone)", { field: 'timeZone' });
  }
  const timeZone = body.timeZone ?? gym.timeZone;
  if (timeZone === gym.timeZone) return { timeZone, openingHours: body.openingHours, hoursExact: true };
  if (!body.hoursInNewZone) {
    throw new ConflictError(
      `The time zone changes from ${gym.timeZone} to ${timeZone}: say whether the opening hours keep their clock times or their moments`,
      'zone_changes_hours',
    );
  }
  if (body.hoursInNewZone === 'same_clock') return { timeZone, openingHours: body.openingHours, hoursExact: true };
  const { hours, exact } = reexpressOpeningHours(body.openingHours, gym.timeZone, timeZone, now.getTime());
  return { timeZone, openingHours: hours, hoursExact: exact };
}

function toArrival(booking: DeskBookingRecord, names: Map<string, string>): Arrival {
  return {
    bookingId: booking.id,
    memberName: names.get(booking.userId) ?? '—',
    slotStart: booking.slotStart,
    slotEnd: booking.slotEnd,
    localTime: booking.localTime,
    // A cancelled visit is never an arrival: the list leaves it out.
    status: booking.status === 'attended' ? 'attended' : 'booked',
    payWith: booking.payWith,
    paidSweatCoins: formatCoinCents(booking.paidCents),
    attendedAt: booking.attendedAt,
    noShowAt: booking.noShowAt,
    payment: booking.payment
      ? {
          amount: minorToMoney(booking.payment.minor, booking.payment.currency),
          currency: booking.payment.currency,
          recordedAt: booking.payment.recordedAt,
        }
      : null,
  };
}

const actorOf = (user: UserRecord): AuditActor => ({ id: user.id, name: user.name });

/** A visit's price in the currency of the gym's region, rounded to that currency's minor unit. */
function priceIn(gym: GymRecord): Money {
  const currency = getRegion(gym.region).currency.code;
  const minor = Math.round(convertFromUsd(gym.priceUsdCents / 100, currency) * 10 ** CURRENCY_DECIMALS[currency]);
  return { amount: minorToMoney(minor, currency), currency };
}

/** A booking of this gym, as the desk reads it; another gym's reads as unknown. */
async function deskBookingOr404(gymId: string, bookingId: string): Promise<DeskBookingRecord> {
  const booking = await getDeskBooking(bookingId);
  if (!booking || booking.gymId !== gymId) throw new NotFoundError('No booking at this gym has this id');
  return booking;
}

/** Why a visit takes no payment at the desk, or null when it does. */
function paymentRefusal(booking: DeskBookingRecord): ConflictError | null {
  if (booking.status === 'cancelled') return new ConflictError('This booking was cancelled: it takes no payment', 'booking_cancelled');
  if (booking.payWith !== 'card') return new ConflictError('This visit was paid in SweatCoins when it was booked', 'paid_in_sweatcoins');
  if (booking.payment) return new ConflictError('A payment is already recorded for this visit', 'payment_recorded');
  return null;
}

/** What the desk recorded as paid for these visits, per currency, by code. */
function deskTotals(bookings: readonly DeskBookingRecord[]): GymEarningsResponse['desk'] {
  const totals = new Map<CurrencyCode, { minor: number; visits: number }>();
  for (const { payment } of bookings) {
    if (!payment) continue;
    const total = totals.get(payment.currency) ?? { minor: 0, visits: 0 };
    totals.set(payment.currency, { minor: total.minor + payment.minor, visits: total.visits + 1 });
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({ currency, amount: minorToMoney(total.minor, currency), visits: total.visits }));
}

/** The gyms an account runs (owner) and those whose desk it works (desk), each once: owning wins. */
async function panelGymsOf(user: UserRecord): Promise<PanelGymSummary[]> {
  const owned = user.roles.includes('gym_partner') ? (user.gymIds ?? []) : [];
  const desk = user.roles.includes('front_desk') ? (user.deskGymIds ?? []).filter((id) => !owned.includes(id)) : [];
  const summaries = await gymSummaries([...owned, ...desk]);
  return summaries.map((gym) => ({ ...gym, access: owned.includes(gym.id) ? 'owner' : 'desk' }));
}

export const handler = createHandler(gymPanelRoutes, {
  'gym-panel.gyms': {
    async run({ user }) {
      return { statusCode: 200, body: { gyms: await panelGymsOf(user) } };
    },
  },

  'gym-panel.profile': {
    async run({ params, now }) {
      const gym = await gymOr404(params.gymId);
      return {
        statusCode: 200,
        body: {
          profile: await profileOf(gym, now),
          notices: { overbookedSlots: 0, keptOnClosedTimes: 0, cancelledOnClosedTimes: 0, hoursToCheck: false },
        },
      };
    },
  },

  'gym-panel.updateProfile': {
    async run({ params, body, now, user, requestId }) {
      const gym = await gymOr404(params.gymId);
      if (body.version !== gym.version) throw new ConflictError('The gym was changed elsewhere; reload and try again', 'stale_gym');
      const region = regionFromCoordinates(body.location.latitude, body.location.longitude);
      if (!region) throw new InvalidInputError('location: this place is outside the regions FitChoice serves', { field: 'location' });
      await Promise.all(
        body.photos.flatMap((photo, i) => [
          checkPhotoUpload(gym.id, photo.key, 'photo', `photos.${i}.key`),
          checkPhotoUpload(gym.id, photo.thumbnailKey, 'thumbnail', `photos.${i}.thumbnailKey`),
        ]),
      );
      const zone = zoneOfEdit(gym, body, now);
      const today = localDateOf(now.getTime(), zone.timeZone);
      const edited: GymRecord = {
        ...gym,
        name: body.name,
        description: body.description,
        address: body.address,
        city: body.city,
        region,
        latitude: body.location.latitude,
        longitude: body.location.longitude,
        timeZone: zone.timeZone,
        amenities: body.amenities,
        openingHours: zone.openingHours,
        closures: [...new Set(body.closures)].filter((date) => date >= today).sort(),
        priceUsdCents: Math.round(body.priceUsd * 100),
        slotLengthMinutes: body.slotLengthMinutes,
        capacityPerSlot: body.capacityPerSlot,
        // No uploads: the gym keeps its generated art.
        photos:
          body.photos.length > 0
            ? body.photos.map((photo) => ({ id: photoIdOf(photo.key), key: photo.key, thumbnailKey: photo.thumbnailKey, alt: photo.alt }))
            : gym.photos.filter((photo) => !('key' in photo)),
        // The partner's first save publishes a draft; an admin's edit leaves that to the partner.
        draft: gym.draft === true && actingAsAdmin(user, gym.id),
        version: gym.version + 1,
        updatedAt: now.toISOString(),
      };
      const outside = await bookingsOutsideRules(edited, now);
      if (outside.length > 0 && !body.bookingsOnClosedTimes) {
        throw new ConflictError(
          `${outside.length} booked visits fall on days or hours this closes: choose to cancel and refund them or to keep them`,
          'closing_has_bookings',
        );
      }
      const audit = actingAsAdmin(user, gym.id)
        ? [
            auditPut({
              actor: { id: user.id, name: user.name },
              action: 'gym.edited',
              target: { type: 'gym', id: gym.id, name: edited.name },
              requestId,
              at: now,
              details: edited.timeZone === gym.timeZone ? {} : { timeZone: `${gym.timeZone} -> ${edited.timeZone}` },
            }),
          ]
        : [];
      try {
        await saveGym(edited, gym.version, audit);
      } catch (error) {
        if (error instanceof StaleGymError) throw new ConflictError('The gym was changed elsewhere; reload and try again', 'stale_gym');
        throw error;
      }
      forgetSearchCandidates();
      let cancelled = 0;
      if (body.bookingsOnClosedTimes === 'cancel') {
        for (const booking of outside) {
          const title = `${edited.name} is closed on ${booking.localDate} at ${booking.localTime}: your visit was cancelled and refunded`;
          const result = await cancelBooking(booking, now, title);
          if (result.state === 'cancelled') cancelled += 1;
        }
      }
      // A lowered capacity keeps every booking: those slots only stop taking new ones.
      const counts = await bookedCounts(
        gym.id,
        new Date(now.getTime() - MAX_SLOT_LENGTH_MS).toISOString(),
        new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS).toISOString(),
      );
      const overbookedSlots = [...counts.values()].filter((booked) => booked > edited.capacityPerSlot).length;
      return {
        statusCode: 200,
        body: {
          profile: await profileOf(edited, now),
          notices: {
            overbookedSlots,
            keptOnClosedTimes: outside.length - cancelled,
            cancelledOnClosedTimes: cancelled,
            hoursToCheck: !zone.hoursExact,
          },
        },
      };
    },
  },

  'gym-panel.upload': {
    async run({ params, body, now }) {
      const key = `uploads/gym-${body.purpose}/${params.gymId}/${randomUUID().replaceAll('-', '')}.${EXTENSION[body.contentType]}`;
      const ticket = await (await fileStorage()).createUpload({ key, contentType: body.contentType, size: body.size, now });
      return {
        statusCode: 201,
        body: { key, url: ticket.url, method: 'PUT' as const, headers: ticket.headers, expiresAt: ticket.expiresAt.toISOString() },
      };
    },
  },

  'gym-panel.arrivals': {
    async run({ params, query, now }) {
      const gym = await gymOr404(params.gymId);
      const today = localDateOf(now.getTime(), gym.timeZone);
      const date = query.date ?? today;
      // A local date spans at most 26 hours of UTC around its own calendar day.
      const bookings = (await gymBookingsBetween(gym.id, `${addDays(date, -1)}T00:00:00.000Z`, `${addDays(date, 1)}T23:59:59.999Z`)).filter(
        (booking) => booking.localDate === date && booking.status !== 'cancelled',
      );
      const names = await memberNames(bookings.map((booking) => booking.userId));
      const body: ArrivalsResponse = {
        gymId: gym.id,
        asOf: now.toISOString(),
        date,
        timeZone: gym.timeZone,
        today,
        closed: gymSlotsOn(gym, date).length === 0,
        price: priceIn(gym),
        arrivals: bookings
          .map((booking) => toArrival(booking, names))
          .sort((a, b) => a.slotStart.localeCompare(b.slotStart) || a.memberName.localeCompare(b.memberName)),
      };
      return { statusCode: 200, body };
    },
  },

  'gym-panel.deskCode': {
    async run({ params, now }) {
      const { code, changesAt, validUntil } = gymCodeAt(params.gymId, now.getTime(), checkinSecret());
      return { statusCode: 200, body: { gymId: params.gymId, code, issuedAt: now.toISOString(), changesAt, validUntil } };
    },
  },

  'gym-panel.checkin': {
    async run({ params, body, now, user, requestId }) {
      const checkin = await checkInByStaff({ gymId: params.gymId, code: body.code, at: now, desk: { actor: actorOf(user), requestId } });
      const booking = (await getDeskBooking(checkin.bookingId))!;
      const names = await memberNames([booking.userId]);
      return {
        statusCode: 200,
        body: {
          bookingId: booking.id,
          memberName: names.get(booking.userId) ?? '—',
          slotStart: booking.slotStart,
          payWith: booking.payWith,
          checkedInAt: checkin.checkedInAt,
          xpAwarded: checkin.xpAwarded,
          payment: toArrival(booking, names).payment,
        },
      };
    },
  },

  'gym-panel.recordPayment': {
    async run({ params, body, now, user, requestId }) {
      const booking = await deskBookingOr404(params.gymId, params.bookingId);
      const refusal = paymentRefusal(booking);
      if (refusal) throw refusal;
      const names = await memberNames([booking.userId]);
      const payment = { minor: moneyToMinor(body.amount, body.currency)!, currency: body.currency };
      const amount = minorToMoney(payment.minor, payment.currency);
      const audit = auditPut({
        actor: actorOf(user),
        action: 'booking.payment_recorded',
        target: { type: 'booking', id: booking.id, name: `${names.get(booking.userId) ?? '—'} at ${booking.gymName}` },
        requestId,
        at: now,
        details: { gymId: booking.gymId, amount, currency: payment.currency },
      });
      if (!(await recordDeskPayment(booking, payment, now, audit))) {
        // Cancelled, or another desk recorded it, since it was read.
        const again = await deskBookingOr404(params.gymId, params.bookingId);
        throw paymentRefusal(again) ?? new ConflictError('This visit takes no payment now', 'payment_recorded');
      }
      const recorded = { ...booking, payment: { ...payment, recordedAt: now.toISOString() } };
      return { statusCode: 200, body: { arrival: toArrival(recorded, names) } };
    },
  },

  'gym-panel.noShow': {
    async run({ params, now, user, requestId }) {
      const booking = await deskBookingOr404(params.gymId, params.bookingId);
      if (booking.status !== 'booked') throw new ConflictError('Only a booked visit can be marked a no-show', 'booking_not_booked');
      if (Date.parse(booking.slotEnd) > now.getTime()) {
        throw new ConflictError('A no-show can be marked once the slot is over', 'slot_not_over');
      }
      const names = await memberNames([booking.userId]);
      const audit = auditPut({
        actor: actorOf(user),
        action: 'booking.no_show_marked',
        target: { type: 'booking', id: booking.id, name: `${names.get(booking.userId) ?? '—'} at ${booking.gymName}` },
        requestId,
        at: now,
        details: { gymId: booking.gymId, slotStart: booking.slotStart },
      });
      if (!(await markGymNoShow(booking, now, audit))) throw new ConflictError('This visit is already marked', 'already_marked');
      return { statusCode: 200, body: { arrival: toArrival({ ...booking, noShowAt: now.toISOString() }, names) } };
    },
  },

  'gym-panel.staff': {
    async run({ params }) {
      await gymOr404(params.gymId);
      return { statusCode: 200, body: { staff: await listDeskStaff(params.gymId) } };
    },
  },

  'gym-panel.inviteStaff': {
    async run({ params, body, now, user, requestId }) {
      const gym = await gymOr404(params.gymId);
      const result = await inviteDeskStaff(
        {
          gymId: gym.id,
          gymName: gym.name,
          email: body.email,
          name: body.name,
          language: body.language,
          // A new account's password is one nobody knows: the invited person chooses theirs through the mailed link.
          unusablePasswordHash: await hashNewPassword(randomBytes(32).toString('base64url')),
        },
        { actor: actorOf(user), requestId, now },
      );
      if (result.state === 'already_staff') throw new ConflictError('This person already works this front desk', 'already_staff');
      if (result.state === 'unavailable')
        throw new ConflictError('The account of this email cannot be given access', 'account_unavailable');
      const to = { email: body.email, language: body.language ?? result.user.language };
      const values = { name: result.member.name, gym: gym.name, owner: user.name };
      let mailed = false;
      try {
        mailed = result.created
          ? await mailStaffInvite(
              'staff-invited',
              to,
              values,
              `/panel/welcome?token=${await issueToken({ purpose: 'partner-welcome', userId: result.user.id, email: body.email }, now)}`,
            )
          : await mailStaffInvite('staff-added', to, values, '/partner-login');
      } catch (error) {
        logger.error('The staff invitation was not mailed', { error: error as Error });
      }
      return { statusCode: 201, body: { member: result.member, mailed } };
    },
  },

  'gym-panel.revokeStaff': {
    async run({ params, now, user, requestId }) {
      const gym = await gymOr404(params.gymId);
      if (!(await revokeDeskStaff(gym.id, gym.name, params.userId, { actor: actorOf(user), requestId, now }))) {
        throw new NotFoundError('Nobody with this id works this front desk');
      }
      // Their access ended with the role; their sessions end too, wherever they are signed in.
      return { statusCode: 200, body: { signedOutSessions: await endSessions(params.userId, Date.now()) } };
    },
  },

  'gym-panel.reviews': {
    async run({ params }) {
      await gymOr404(params.gymId);
      const { reviews } = await listReviews(params.gymId, 'newest', Number.MAX_SAFE_INTEGER, { limit: REVIEW_PAGE_MAX, cursor: undefined });
      return {
        statusCode: 200,
        body: { reviews: reviews.map((review) => ({ ...toApiReview(review, null), reportCount: review.reportCount })) },
      };
    },
  },

  'gym-panel.reply': {
    async run({ params, body, now }) {
      const found = await getReviewById(params.reviewId);
      if (!found || found.gymId !== params.gymId || !(await setReviewReply(found.gymId, found.userId, body.text, now))) {
        throw new NotFoundError('No review of this gym has this id');
      }
      const review = (await getReview(found.gymId, found.userId))!;
      return { statusCode: 200, body: { review: { ...toApiReview(review, null), reportCount: review.reportCount } } };
    },
  },

  'gym-panel.earnings': {
    async run({ params, query }) {
      const inRange = (
        await gymBookingsBetween(params.gymId, `${addDays(query.from, -1)}T00:00:00.000Z`, `${addDays(query.to, 1)}T23:59:59.999Z`)
      ).filter((booking) => booking.localDate >= query.from && booking.localDate <= query.to);
      const bookings = inRange.filter((booking: BookingRecord) => booking.payWith === 'sweatcoins' && booking.status !== 'cancelled');
      const days = new Map<string, { visits: number; cents: bigint }>();
      const months = new Map<string, { visits: number; cents: bigint }>();
      for (const booking of bookings) {
        const earned = booking.paidCents - booking.refundedCents;
        for (const [map, key] of [
          [days, booking.localDate],
          [months, booking.localDate.slice(0, 7)],
        ] as const) {
          const entry = map.get(key) ?? { visits: 0, cents: 0n };
          map.set(key, { visits: entry.visits + 1, cents: entry.cents + earned });
        }
      }
      const rows = (map: Map<string, { visits: number; cents: bigint }>) =>
        [...map.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, entry]) => ({ key, visits: entry.visits, sweatCoins: formatCoinCents(entry.cents) }));
      const totalCents = bookings.reduce((sum, booking) => sum + booking.paidCents - booking.refundedCents, 0n);
      const body: GymEarningsResponse = {
        days: rows(days).map(({ key, ...rest }) => ({ date: key, ...rest })),
        months: rows(months).map(({ key, ...rest }) => ({ month: key, ...rest })),
        total: { visits: bookings.length, sweatCoins: formatCoinCents(totalCents) },
        desk: deskTotals(inRange),
      };
      return { statusCode: 200, body };
    },
  },

  'gym-panel.photo': {
    async run({ params, query, now }) {
      const gym = await gymOr404(params.id);
      const photo = uploadedPhotos(gym).find((p) => p.id === params.photoId);
      if (!photo) throw new NotFoundError('No such photo');
      const url = await (await fileStorage()).readUrl(query.size === 'thumbnail' ? photo.thumbnailKey : photo.key, now);
      // The link lives an hour; the browser may reuse this redirect for most of it.
      return { statusCode: 302, headers: { location: url, 'cache-control': 'private, max-age=1800' } };
    },
  },
});
