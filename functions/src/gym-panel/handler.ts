// The fitness-centre panel (/api/panel/gym/{gymId}/*): a partner runs their gym's listing from the
// front desk. The contract's guard has already checked the role and that `{gymId}` is one of the
// partner's gyms. Also serves the public redirect to a gym's uploaded photo.
import { randomUUID } from 'node:crypto';
import { formatCoinCents, regionFromCoordinates } from '@fitchoice/shared';
import {
  DEFAULT_SLOT_LENGTH_MINUTES,
  type DeskBooking,
  type DeskBookingsResponse,
  GYM_PHOTO_MAX_BYTES,
  GYM_PHOTO_TYPES,
  GYM_THUMBNAIL_MAX_BYTES,
  type GymEarningsResponse,
  type GymProfile,
  gymPanelRoutes,
  REVIEW_PAGE_MAX,
} from '@fitchoice/shared/api';
import type { BodyOf } from '@fitchoice/shared/api/contract';
import { auditPut } from '../audit/store';
import { checkinSecret } from '../bookings/checkin-secret';
import { type BookingRecord, cancelBooking, getBooking } from '../bookings/store';
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
import { addDays, DAY_MS, localDateOf } from '../time/time-zones';
import type { UserRecord } from '../users/store';
import {
  type DeskBookingRecord,
  gymBookingsBetween,
  gymSummaries,
  markGymNoShow,
  memberNames,
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

function toDeskBooking(booking: DeskBookingRecord, names: Map<string, string>): DeskBooking {
  return {
    id: booking.id,
    memberName: names.get(booking.userId) ?? '—',
    status: booking.status,
    payWith: booking.payWith,
    paidSweatCoins: formatCoinCents(booking.paidCents),
    attendedAt: booking.attendedAt,
    noShowAt: booking.noShowAt,
  };
}

export const handler = createHandler(gymPanelRoutes, {
  'gym-panel.gyms': {
    async run({ user }) {
      return { statusCode: 200, body: { gyms: await gymSummaries(user.gymIds ?? []) } };
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

  'gym-panel.bookings': {
    async run({ params, query, now }) {
      const gym = await gymOr404(params.gymId);
      const today = localDateOf(now.getTime(), gym.timeZone);
      const date = query.date ?? today;
      // A local date spans at most 26 hours of UTC around its own calendar day.
      const bookings = (await gymBookingsBetween(gym.id, `${addDays(date, -1)}T00:00:00.000Z`, `${addDays(date, 1)}T23:59:59.999Z`)).filter(
        (booking) => booking.localDate === date,
      );
      const names = await memberNames(bookings.map((booking) => booking.userId));
      const ruled = gymSlotsOn(gym, date);
      const counts =
        ruled.length + bookings.length > 0
          ? await bookedCounts(gym.id, `${addDays(date, -1)}T00:00:00.000Z`, `${addDays(date, 1)}T23:59:59.999Z`)
          : new Map<string, number>();
      // Slots the rules have, and any a kept booking still holds after a closure or new hours.
      const slots = new Map(ruled.map((slot) => [slot.start, slot]));
      for (const booking of bookings) {
        if (!slots.has(booking.slotStart))
          slots.set(booking.slotStart, { start: booking.slotStart, end: booking.slotEnd, localTime: booking.localTime });
      }
      const body: DeskBookingsResponse = {
        gymId: gym.id,
        date,
        timeZone: gym.timeZone,
        today,
        closed: ruled.length === 0,
        slots: [...slots.values()]
          .sort((a, b) => a.start.localeCompare(b.start))
          .map((slot) => ({
            ...slot,
            capacity: gym.capacityPerSlot,
            booked: counts.get(slot.start) ?? 0,
            bookings: bookings.filter((booking) => booking.slotStart === slot.start).map((booking) => toDeskBooking(booking, names)),
          })),
      };
      return { statusCode: 200, body };
    },
  },

  'gym-panel.deskCode': {
    async run({ params, now }) {
      const { code, changesAt } = gymCodeAt(params.gymId, now.getTime(), checkinSecret());
      return { statusCode: 200, body: { gymId: params.gymId, code, changesAt } };
    },
  },

  'gym-panel.checkin': {
    async run({ params, body, now }) {
      const checkin = await checkInByStaff({ gymId: params.gymId, code: body.code, at: now });
      const booking = (await getBooking(checkin.bookingId))!;
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
        },
      };
    },
  },

  'gym-panel.noShow': {
    async run({ params, now }) {
      const booking = await getBooking(params.bookingId);
      if (!booking || booking.gymId !== params.gymId) throw new NotFoundError('No booking at this gym has this id');
      if (booking.status !== 'booked') throw new ConflictError('Only a booked visit can be marked a no-show', 'booking_not_booked');
      if (Date.parse(booking.slotEnd) > now.getTime()) {
        throw new ConflictError('A no-show can be marked once the slot is over', 'slot_not_over');
      }
      if (!(await markGymNoShow(booking, now))) throw new ConflictError('This visit is already marked', 'already_marked');
      const names = await memberNames([booking.userId]);
      return { statusCode: 200, body: { booking: toDeskBooking({ ...booking, noShowAt: now.toISOString() }, names) } };
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
      const bookings = (
        await gymBookingsBetween(params.gymId, `${addDays(query.from, -1)}T00:00:00.000Z`, `${addDays(query.to, 1)}T23:59:59.999Z`)
      ).filter(
        (booking: BookingRecord) =>
          booking.localDate >= query.from &&
          booking.localDate <= query.to &&
          booking.payWith === 'sweatcoins' &&
          booking.status !== 'cancelled',
      );
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
