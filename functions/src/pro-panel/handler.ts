// The trainer and nutritionist panels (/api/panel/<kind>/*: the same routes for each kind, guarded
// by its role in the contract) and the admin's certification checks (/api/admin/certifications/*). A professional who cancels or moves
// a client's session gives a reason; the client is told by push and mail (queued to the notices function).
import { randomBytes, randomUUID } from 'node:crypto';
import { formatCoinCents } from '@fitchoice/shared';
import {
  type AdminCertification,
  CALENDAR_DAYS,
  PROFESSIONAL_KINDS,
  type ProfessionalKind,
  proPanelRoutes,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadContentType,
} from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { fileStorage } from '../files/storage';
import { getGym } from '../gyms/store';
import { createHandler, type RouteImpl } from '../http/handler';
import { queueMemberNotice, queueNotices } from '../notices/queue';
import {
  cancelProBooking,
  completeProBooking,
  confirmProPayment,
  getProBooking,
  listEarnings,
  listProSchedule,
  markNoShow,
  type ProBookingRecord,
  rescheduleProBooking,
  setVideoLink,
} from '../professionals/bookings';
import { freeTimesBody } from '../professionals/free-times';
import { decideProfessionalChange } from '../professionals/pro-cancellation';
import { checkMovable, instantsAround, localDateIn, plusDays } from '../professionals/pro-slots';
import {
  type CertificationRecord,
  createDraftProfessional,
  getOwnProfessional,
  getProfessional,
  getProReview,
  listProfessionals,
  listProReviews,
  type ProfessionalRecord,
  StaleVersionError,
  saveProfessional,
  setProReviewReply,
  updateProfessional,
} from '../professionals/store';
import { parseProReviewId, toApiProBooking, toApiProReview, toPanelCertification, toPanelProfile } from '../professionals/views';
import { getUser, type UserRecord } from '../users/store';

/**
 * The signed-in partner's profile of a kind. A partner approved before their draft was made (or
 * given the role by an admin) gets a draft now, so the panel always has a profile to edit.
 */
async function ownProfile(user: UserRecord, kind: ProfessionalKind, now: Date): Promise<ProfessionalRecord> {
  const existing = await getOwnProfessional(user.id, kind);
  if (existing) return existing;
  return createDraftProfessional({ userId: user.id, kind, name: user.name, region: 'US', city: '', timeZone: 'America/New_York', now });
}

async function save(pro: ProfessionalRecord, now: Date): Promise<ProfessionalRecord> {
  try {
    return await saveProfessional(pro, now);
  } catch (error) {
    if (error instanceof StaleVersionError)
      throw new ConflictError('Your profile was changed elsewhere; reload and try again', 'stale_profile');
    throw error;
  }
}

const profileBody = async (pro: ProfessionalRecord, now: Date) => ({ profile: await toPanelProfile(pro, fileStorage, now) });

/** An upload this professional was given, that arrived, of a type and size allowed for its purpose. */
async function checkUpload(pro: ProfessionalRecord, key: string, purpose: 'photo' | 'certification', field: string): Promise<void> {
  if (!key.startsWith(`uploads/${purpose}/${pro.id}/`)) throw new InvalidInputError(`${field}: this upload is not yours`, { field });
  const stored = await (await fileStorage()).stat(key);
  if (!stored) throw new InvalidInputError(`${field}: the file has not been uploaded yet`, { field });
  const allowed = purpose === 'photo' ? ['image/jpeg', 'image/png', 'image/webp'] : Object.keys(UPLOAD_TYPES);
  if (!allowed.includes(stored.contentType) || stored.typeOfBytes !== stored.contentType || stored.size > UPLOAD_MAX_BYTES[purpose]) {
    throw new InvalidInputError(`${field}: the uploaded file is not an allowed type or size`, { field });
  }
}

async function ownSession(pro: ProfessionalRecord, id: string): Promise<ProBookingRecord> {
  const booking = await getProBooking(id);
  if (!booking || booking.professionalId !== pro.id) throw new NotFoundError('Session not found');
  return booking;
}

function markable(booking: ProBookingRecord, nowMs: number): void {
  if (booking.status !== 'booked') throw new ConflictError('This session has already been marked or cancelled', 'session_not_booked');
  if (nowMs < Date.parse(booking.start)) throw new ConflictError('This session has not started yet', 'session_not_started');
}

/** The professional may still cancel or move the session: booked, and not started. */
function changeable(booking: ProBookingRecord, nowMs: number): void {
  const decision = decideProfessionalChange({ status: booking.status, startMs: Date.parse(booking.start), nowMs });
  if (!decision.ok) throw new ConflictError(decision.message, decision.reason === 'started' ? 'session_started' : 'session_not_booked');
}

const sessionNotBooked = () => new ConflictError('This session has already been marked or cancelled', 'session_not_booked');

/** A payment at the session can be confirmed from this long before it starts (the member may pay on arrival). */
const PAYMENT_OPENS_MINUTES_BEFORE = 15;

const PAYMENT_REFUSALS = {
  not_at_session: 'This session was paid in SweatCoins',
  already_confirmed: 'This payment is already confirmed',
  cancelled: 'This session was cancelled',
} as const;

const panel = {
  profile: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerProfile'> => ({
    async run({ user, now }) {
      return { statusCode: 200, body: await profileBody(await ownProfile(user, kind, now), now) };
    },
  }),
  updateProfile: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerUpdateProfile'> => ({
    async run({ user, body, now }) {
      const pro = await ownProfile(user, kind, now);
      const gyms = await Promise.all(body.gymIds.map((id) => getGym(id)));
      const missing = body.gymIds.find((_, i) => !gyms[i]);
      if (missing) throw new InvalidInputError(`gymIds: no gym ${missing}`, { field: 'gymIds' });
      if (body.photoKey) await checkUpload(pro, body.photoKey, 'photo', 'photoKey');
      const first = gyms[0];
      const next: ProfessionalRecord = {
        ...pro,
        name: body.name,
        headline: body.headline,
        bio: body.bio,
        specialties: body.specialties,
        languages: body.languages,
        video: body.video,
        published: body.published,
        gyms: gyms.map((gym) => ({ id: gym!.id, name: gym!.name, city: gym!.city, latitude: gym!.latitude, longitude: gym!.longitude })),
        photo: body.photoKey ? { kind: 'upload', key: body.photoKey, alt: body.name } : pro.photo,
        // Where they work places them in the directory.
        ...(first ? { city: first.city, region: first.region, latitude: first.latitude, longitude: first.longitude } : {}),
      };
      return { statusCode: 200, body: await profileBody(await save(next, now), now) };
    },
  }),
  upload: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerUpload'> => ({
    async run({ user, body, now }) {
      const pro = await ownProfile(user, kind, now);
      const key = `uploads/${body.purpose}/${pro.id}/${randomBytes(12).toString('base64url')}.${UPLOAD_TYPES[body.contentType as UploadContentType]}`;
      const ticket = await (await fileStorage()).createUpload({ key, contentType: body.contentType, size: body.size, now });
      return {
        statusCode: 201,
        body: { key, url: ticket.url, method: 'PUT', headers: ticket.headers, expiresAt: ticket.expiresAt.toISOString() },
      };
    },
  }),
  addCertification: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerAddCertification'> => ({
    async run({ user, body, now }) {
      const pro = await ownProfile(user, kind, now);
      await checkUpload(pro, body.documentKey, 'certification', 'documentKey');
      if (pro.certifications.length >= 10) throw new InvalidInputError('At most 10 certifications');
      const cert: CertificationRecord = {
        id: randomUUID(),
        name: body.name,
        issuer: body.issuer,
        number: body.number,
        status: 'pending',
        documentKey: body.documentKey,
        submittedAt: now.toISOString(),
        reviewedAt: null,
        rejectionReason: null,
      };
      return { statusCode: 201, body: await profileBody(await save({ ...pro, certifications: [...pro.certifications, cert] }, now), now) };
    },
  }),
  removeCertification: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerRemoveCertification'> => ({
    async run({ user, params, now }) {
      const pro = await ownProfile(user, kind, now);
      if (!pro.certifications.some((cert) => cert.id === params.certificationId)) throw new NotFoundError('Certification not found');
      const next = { ...pro, certifications: pro.certifications.filter((cert) => cert.id !== params.certificationId) };
      return { statusCode: 200, body: await profileBody(await save(next, now), now) };
    },
  }),
  availability: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerAvailability'> => ({
    async run({ user, now }) {
      return { statusCode: 200, body: { availability: (await ownProfile(user, kind, now)).availability } };
    },
  }),
  updateAvailability: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerUpdateAvailability'> => ({
    async run({ user, body, now }) {
      const pro = await ownProfile(user, kind, now);
      const saved = await save({ ...pro, availability: body }, now);
      return { statusCode: 200, body: { availability: saved.availability } };
    },
  }),
  sessions: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerSessions'> => ({
    async run({ user, query, now }) {
      const pro = await ownProfile(user, kind, now);
      const all = await listProSchedule(pro.id);
      const isUpcoming = (b: ProBookingRecord) => b.status === 'booked' && Date.parse(b.end) > now.getTime();
      const sessions = (query.scope ?? 'upcoming') === 'upcoming' ? all.filter(isUpcoming) : all.filter((b) => !isUpcoming(b)).reverse();
      return { statusCode: 200, body: { sessions: sessions.map((b) => toApiProBooking(b, false)) } };
    },
  }),
  complete: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerComplete'> => ({
    async run({ user, params, now }) {
      const pro = await ownProfile(user, kind, now);
      const booking = await ownSession(pro, params.id);
      markable(booking, now.getTime());
      const result = await completeProBooking(booking, now, pro.region);
      if (result.state === 'not_booked') throw new ConflictError('This session has already been marked or cancelled', 'session_not_booked');
      return { statusCode: 200, body: { session: toApiProBooking(result.booking, false) } };
    },
  }),
  noShow: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerNoShow'> => ({
    async run({ user, params, now }) {
      const pro = await ownProfile(user, kind, now);
      const booking = await ownSession(pro, params.id);
      markable(booking, now.getTime());
      const result = await markNoShow(booking, now);
      if (result.state === 'not_booked') throw new ConflictError('This session has already been marked or cancelled', 'session_not_booked');
      return { statusCode: 200, body: { session: toApiProBooking(result.booking, false) } };
    },
  }),
  reviews: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerReviews'> => ({
    async run({ user, now }) {
      const pro = await ownProfile(user!, kind, now);
      const reviews = await listProReviews(pro.id);
      return { statusCode: 200, body: { reviews: reviews.map((review) => toApiProReview(review, null)) } };
    },
  }),
  reply: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerReply'> => ({
    async run({ user, params, body, now }) {
      const pro = await ownProfile(user!, kind, now);
      const id = parseProReviewId(params.reviewId);
      // Another professional's review is "not found", so ids cannot be probed.
      if (!id || id.proId !== pro.id || !(await setProReviewReply(pro.id, id.userId, body.text, now))) {
        throw new NotFoundError('No review of yours has this id');
      }
      return { statusCode: 200, body: { review: toApiProReview((await getProReview(pro.id, id.userId))!, null) } };
    },
  }),
  confirmPayment: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerConfirmPayment'> => ({
    async run({ user, params, now }) {
      const pro = await ownProfile(user!, kind, now);
      const booking = await ownSession(pro, params.id);
      if (now.getTime() < Date.parse(booking.start) - PAYMENT_OPENS_MINUTES_BEFORE * 60_000) {
        throw new ConflictError(
          `A payment can be confirmed from ${PAYMENT_OPENS_MINUTES_BEFORE} minutes before the session`,
          'payment_not_open',
        );
      }
      const result = await confirmProPayment(booking, now);
      if (result.state === 'refused') throw new ConflictError(PAYMENT_REFUSALS[result.reason], `payment_${result.reason}`);
      return { statusCode: 200, body: { session: toApiProBooking(result.booking, false) } };
    },
  }),
  cancelSession: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerCancelSession'> => ({
    async run({ user, params, body, now }) {
      const pro = await ownProfile(user, kind, now);
      const booking = await ownSession(pro, params.id);
      changeable(booking, now.getTime());
      // The professional's cancellation gives back everything paid in SweatCoins, whenever it comes.
      const refundCents = booking.paidCents;
      const result = await cancelProBooking(
        booking,
        { refundCents, late: false, forgiven: false, forgivenessWindowStart: now.toISOString() },
        now,
        { by: 'professional', reason: body.reason },
      );
      if (result.state !== 'cancelled') throw sessionNotBooked();
      await queueMemberNotice(booking.userId, {
        kind: 'session_cancelled',
        place: booking.professionalName,
        start: booking.start,
        timeZone: booking.timeZone,
        reason: body.reason,
        refund: formatCoinCents(refundCents),
      });
      return {
        statusCode: 200,
        body: { session: toApiProBooking(result.booking, false), refundedSweatCoins: formatCoinCents(refundCents) },
      };
    },
  }),
  moveSession: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerMoveSession'> => ({
    async run({ user, params, body, now }) {
      const pro = await ownProfile(user, kind, now);
      const booking = await ownSession(pro, params.id);
      changeable(booking, now.getTime());
      const startMs = Date.parse(body.start);
      if (startMs === Date.parse(booking.start))
        throw new InvalidInputError('start: the session is already at that time', { field: 'start' });
      const rules = pro.availability;
      const movable = checkMovable(rules, startMs, booking.lengthMinutes, now.getTime());
      if (!movable.ok) throw new InvalidInputError(movable.message, { code: `slot_${movable.reason}`, field: 'start' });
      const result = await rescheduleProBooking(
        booking,
        {
          startMs,
          localDate: movable.localDate,
          bufferBeforeMinutes: rules.bufferBeforeMinutes,
          bufferAfterMinutes: rules.bufferAfterMinutes,
          dailyMax: rules.dailyMax,
        },
        { by: 'professional', reason: body.reason },
      );
      if (result.state === 'taken') throw new ConflictError('That time is no longer free; choose another', 'slot_taken');
      if (result.state === 'not_booked') throw sessionNotBooked();
      await queueMemberNotice(booking.userId, {
        kind: 'session_moved',
        place: booking.professionalName,
        start: result.booking.start,
        from: booking.start,
        timeZone: booking.timeZone,
        reason: body.reason,
      });
      return { statusCode: 200, body: { session: toApiProBooking(result.booking, false) } };
    },
  }),
  freeTimes: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerFreeTimes'> => ({
    async run({ user, query, now }) {
      // Any length the schema allows: a session keeps its length when the options offered change.
      return { statusCode: 200, body: await freeTimesBody(await ownProfile(user, kind, now), query, now.getTime()) };
    },
  }),
  videoLink: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerVideoLink'> => ({
    async run({ user, params, body, now }) {
      const pro = await ownProfile(user, kind, now);
      const booking = await ownSession(pro, params.id);
      if (booking.mode !== 'video') throw new ConflictError('Only a video session has a video link', 'session_not_video');
      if (booking.status !== 'booked') throw sessionNotBooked();
      const result = await setVideoLink(booking, body.url);
      if (result.state !== 'set') throw sessionNotBooked();
      return { statusCode: 200, body: { session: toApiProBooking(result.booking, false) } };
    },
  }),
  calendar: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerCalendar'> => ({
    async run({ user, query, now }) {
      const pro = await ownProfile(user, kind, now);
      const timeZone = pro.availability.timeZone;
      const to = plusDays(query.from, CALENDAR_DAYS - 1);
      const around = instantsAround(query.from, to);
      const inWeek = (session: ProBookingRecord) => {
        const date = localDateIn(Date.parse(session.start), timeZone);
        return date >= query.from && date <= to;
      };
      const sessions = (
        await listProSchedule(pro.id, { from: new Date(around.start).toISOString(), to: new Date(around.end).toISOString() })
      ).filter((session) => session.status !== 'cancelled' && inWeek(session));
      return {
        statusCode: 200,
        body: { timeZone, from: query.from, to, sessions: sessions.map((session) => toApiProBooking(session, false)) },
      };
    },
  }),
  earnings: (kind: ProfessionalKind): RouteImpl<'pro-panel.trainerEarnings'> => ({
    async run({ user, now }) {
      const pro = await ownProfile(user, kind, now);
      const entries = await listEarnings(pro.id);
      const months = new Map<string, { sessions: number; cents: bigint }>();
      for (const entry of entries) {
        const month = localDateIn(Date.parse(entry.completedAt), pro.availability.timeZone).slice(0, 7);
        const sum = months.get(month) ?? { sessions: 0, cents: 0n };
        months.set(month, { sessions: sum.sessions + 1, cents: sum.cents + entry.amountCents });
      }
      return {
        statusCode: 200,
        body: {
          months: [...months].map(([month, sum]) => ({ month, sessions: sum.sessions, earnedSweatCoins: formatCoinCents(sum.cents) })),
          entries: entries.map((entry) => ({
            bookingId: entry.bookingId,
            completedAt: entry.completedAt,
            start: entry.start,
            memberName: entry.memberName,
            lengthMinutes: entry.lengthMinutes,
            earnedSweatCoins: formatCoinCents(entry.amountCents),
          })),
        },
      };
    },
  }),
};

async function adminCertification(pro: ProfessionalRecord, cert: CertificationRecord, now: Date): Promise<AdminCertification> {
  return { ...(await toPanelCertification(cert, fileStorage, now)), professionalId: pro.id, professionalName: pro.name, kind: pro.kind };
}

/** Sets a certification's status with the admin's audit entry in the same transaction. */
async function reviewCertification(input: {
  admin: AuditActor;
  professionalId: string;
  certificationId: string;
  decision: 'verified' | 'rejected';
  reason: string | null;
  requestId: string;
  now: Date;
}): Promise<{ statusCode: number; body: { certification: AdminCertification } }> {
  const at = input.now.toISOString();
  let reviewed: CertificationRecord | null = null;
  const pro = await updateProfessional(input.professionalId, input.now, (current) => {
    const cert = current.certifications.find((c) => c.id === input.certificationId);
    if (!cert) return null;
    const next: CertificationRecord = { ...cert, status: input.decision, reviewedAt: at, rejectionReason: input.reason };
    reviewed = next;
    return {
      pro: { ...current, certifications: current.certifications.map((c) => (c.id === cert.id ? next : c)) },
      extra: [
        auditPut({
          actor: input.admin,
          action: input.decision === 'verified' ? 'certification.verified' : 'certification.rejected',
          target: { type: 'certification', id: cert.id, name: `${cert.name} (${current.name})` },
          details: { professionalId: current.id, ...(input.reason ? { reason: input.reason } : {}) },
          requestId: input.requestId,
          at: input.now,
        }),
      ],
    };
  });
  if (!pro || !reviewed) throw new NotFoundError('Certification not found');
  const checked: CertificationRecord = reviewed;
  // The professional hears the decision by mail, in their language (a catalogue professional has no account).
  const owner = pro.userId ? await getUser(pro.userId) : null;
  if (owner?.email) {
    await queueNotices([
      {
        to: 'partner',
        decision: {
          kind: input.decision === 'verified' ? 'certification-verified' : 'certification-rejected',
          to: { email: owner.email, name: owner.name, language: owner.language },
          values: { certification: checked.name, ...(input.reason ? { reason: input.reason } : {}) },
          path: pro.kind === 'trainer' ? '/trainer-panel' : '/nutritionist-panel',
        },
      },
    ]);
  }
  return { statusCode: 200, body: { certification: await adminCertification(pro, checked, input.now) } };
}

export const handler = createHandler(proPanelRoutes, {
  'pro-panel.trainerProfile': panel.profile('trainer'),
  'pro-panel.trainerUpdateProfile': panel.updateProfile('trainer'),
  'pro-panel.trainerUpload': panel.upload('trainer'),
  'pro-panel.trainerAddCertification': panel.addCertification('trainer'),
  'pro-panel.trainerRemoveCertification': panel.removeCertification('trainer'),
  'pro-panel.trainerAvailability': panel.availability('trainer'),
  'pro-panel.trainerUpdateAvailability': panel.updateAvailability('trainer'),
  'pro-panel.trainerSessions': panel.sessions('trainer'),
  'pro-panel.trainerComplete': panel.complete('trainer'),
  'pro-panel.trainerNoShow': panel.noShow('trainer'),
  'pro-panel.trainerConfirmPayment': panel.confirmPayment('trainer'),
  'pro-panel.trainerReviews': panel.reviews('trainer'),
  'pro-panel.trainerReply': panel.reply('trainer'),
  'pro-panel.trainerEarnings': panel.earnings('trainer'),
  'pro-panel.trainerCancelSession': panel.cancelSession('trainer'),
  'pro-panel.trainerMoveSession': panel.moveSession('trainer'),
  'pro-panel.trainerFreeTimes': panel.freeTimes('trainer'),
  'pro-panel.trainerVideoLink': panel.videoLink('trainer'),
  'pro-panel.trainerCalendar': panel.calendar('trainer'),
  'pro-panel.nutritionistProfile': panel.profile('nutritionist'),
  'pro-panel.nutritionistUpdateProfile': panel.updateProfile('nutritionist'),
  'pro-panel.nutritionistUpload': panel.upload('nutritionist'),
  'pro-panel.nutritionistAddCertification': panel.addCertification('nutritionist'),
  'pro-panel.nutritionistRemoveCertification': panel.removeCertification('nutritionist'),
  'pro-panel.nutritionistAvailability': panel.availability('nutritionist'),
  'pro-panel.nutritionistUpdateAvailability': panel.updateAvailability('nutritionist'),
  'pro-panel.nutritionistSessions': panel.sessions('nutritionist'),
  'pro-panel.nutritionistComplete': panel.complete('nutritionist'),
  'pro-panel.nutritionistNoShow': panel.noShow('nutritionist'),
  'pro-panel.nutritionistConfirmPayment': panel.confirmPayment('nutritionist'),
  'pro-panel.nutritionistReviews': panel.reviews('nutritionist'),
  'pro-panel.nutritionistReply': panel.reply('nutritionist'),
  'pro-panel.nutritionistEarnings': panel.earnings('nutritionist'),
  'pro-panel.nutritionistCancelSession': panel.cancelSession('nutritionist'),
  'pro-panel.nutritionistMoveSession': panel.moveSession('nutritionist'),
  'pro-panel.nutritionistFreeTimes': panel.freeTimes('nutritionist'),
  'pro-panel.nutritionistVideoLink': panel.videoLink('nutritionist'),
  'pro-panel.nutritionistCalendar': panel.calendar('nutritionist'),

  'pro-panel.adminProfessional': {
    async run({ params, now }) {
      const pro = await getProfessional(params.professionalId);
      if (!pro) throw new NotFoundError('Professional not found');
      const sessions = (await listProSchedule(pro.id)).filter((b) => b.status === 'booked' && Date.parse(b.end) > now.getTime());
      return {
        statusCode: 200,
        body: {
          profile: await toPanelProfile(pro, fileStorage, now),
          availability: pro.availability,
          // A session's video link is for its client and its professional only.
          sessions: sessions.map((b) => ({ ...toApiProBooking(b, false), videoLink: null })),
        },
      };
    },
  },
  'pro-panel.adminCertifications': {
    async run({ query, now }) {
      const status = query.status ?? 'pending';
      const pros = (
        await Promise.all(PROFESSIONAL_KINDS.flatMap((kind) => [listProfessionals(kind, true), listProfessionals(kind, false)]))
      ).flat();
      const rows = pros.flatMap((pro) => pro.certifications.filter((cert) => cert.status === status).map((cert) => ({ pro, cert })));
      rows.sort((a, b) => a.cert.submittedAt.localeCompare(b.cert.submittedAt) || a.cert.id.localeCompare(b.cert.id));
      const certifications = await Promise.all(rows.map(({ pro, cert }) => adminCertification(pro, cert, now)));
      return { statusCode: 200, body: { certifications } };
    },
  },
  'pro-panel.adminVerifyCertification': {
    run: ({ user, params, requestId, now }) =>
      reviewCertification({ admin: { id: user.id, name: user.name }, ...params, decision: 'verified', reason: null, requestId, now }),
  },
  'pro-panel.adminRejectCertification': {
    run: ({ user, params, body, requestId, now }) =>
      reviewCertification({
        admin: { id: user.id, name: user.name },
        ...params,
        decision: 'rejected',
        reason: body.reason,
        requestId,
        now,
      }),
  },
});
