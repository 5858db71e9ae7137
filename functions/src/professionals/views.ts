// Professionals and their sessions as the API shows them (shared/src/api/professionals.ts and
// pro-panel.ts). Uploaded photos and documents are shown through short-lived signed URLs.
import { formatCoinCents } from '@fitchoice/shared';
import type {
  PanelCertification,
  PanelProfile,
  ProBooking,
  ProfessionalPhoto,
  ProfessionalSummary,
  ProReview,
  SessionOption,
} from '@fitchoice/shared/api';
import type { FileStorage } from '../files/storage';
import { ratingOf } from '../gyms/views';
import { visitPriceCoinCents } from '../wallet/visit-price';
import type { ProBookingRecord } from './bookings';
import { isListed, unlistedBecause } from './listing';
import { memberCancellableUntil } from './pro-cancellation';
import type { CertificationRecord, ProfessionalRecord, ProReviewRecord } from './store';

export function priceUsdCentsOf(priceUsd: number): number {
  return Math.round(priceUsd * 100);
}

export function sessionOptionsOf(pro: ProfessionalRecord): SessionOption[] {
  return pro.availability.sessionOptions.map((option) => ({
    lengthMinutes: option.lengthMinutes,
    priceUsd: option.priceUsd,
    priceSweatCoins: formatCoinCents(visitPriceCoinCents(priceUsdCentsOf(option.priceUsd))),
  }));
}

export async function photoOf(pro: ProfessionalRecord, storage: () => Promise<FileStorage>, now: Date): Promise<ProfessionalPhoto> {
  if (pro.photo.kind === 'art') return pro.photo;
  return { kind: 'upload', url: await (await storage()).readUrl(pro.photo.key, now), alt: pro.photo.alt };
}

export function toApiSummary(pro: ProfessionalRecord, photo: ProfessionalPhoto, distanceKm: number | null): ProfessionalSummary {
  return {
    id: pro.id,
    kind: pro.kind,
    name: pro.name,
    headline: pro.headline,
    photo,
    specialties: pro.specialties,
    languages: pro.languages,
    // Members see the certifications an admin verified or is checking, never a rejected one.
    certifications: pro.certifications
      .filter((cert) => cert.status !== 'rejected')
      .map((cert) => ({ id: cert.id, name: cert.name, issuer: cert.issuer, number: cert.number, verified: cert.status === 'verified' })),
    verified: pro.certifications.some((cert) => cert.status === 'verified'),
    rating: ratingOf(pro.ratingSum, pro.ratingCount),
    city: pro.city,
    region: pro.region,
    timeZone: pro.availability.timeZone,
    gyms: pro.gyms,
    video: pro.video,
    sessionOptions: sessionOptionsOf(pro),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}

/**
 * A review's id in the API: the professional's and the author's ids (a member reviews a professional
 * once) joined by `_`, which neither kind of id holds (catalogue ids and UUIDs), so it fits a path.
 */
export function proReviewId(review: Pick<ProReviewRecord, 'proId' | 'userId'>): string {
  return `${review.proId}_${review.userId}`;
}

/** The professional and author a review id names; null when it cannot be one. */
export function parseProReviewId(id: string): { proId: string; userId: string } | null {
  const at = id.lastIndexOf('_');
  return at > 0 && at < id.length - 1 ? { proId: id.slice(0, at), userId: id.slice(at + 1) } : null;
}

export function toApiProReview(review: ProReviewRecord, viewerId: string | null): ProReview {
  return {
    id: proReviewId(review),
    authorName: review.authorName,
    stars: review.stars,
    text: review.text,
    createdAt: review.createdAt,
    mine: viewerId === review.userId,
    attendedAt: review.attendedAt,
    reply: review.reply,
  };
}

export function toApiProBooking(booking: ProBookingRecord, reviewed: boolean): ProBooking {
  return {
    id: booking.id,
    professionalId: booking.professionalId,
    professionalName: booking.professionalName,
    kind: booking.kind,
    memberName: booking.memberName,
    start: booking.start,
    end: booking.end,
    lengthMinutes: booking.lengthMinutes,
    timeZone: booking.timeZone,
    mode: booking.mode,
    gym: booking.gym,
    notes: booking.notes,
    status: booking.status,
    priceUsd: booking.priceUsdCents / 100,
    payWith: booking.payWith,
    priceSweatCoins: formatCoinCents(booking.priceCents),
    paidSweatCoins: formatCoinCents(booking.paidCents),
    paymentConfirmedAt: booking.paymentConfirmedAt,
    refundedSweatCoins: formatCoinCents(booking.refundedCents),
    cancellableUntil: new Date(
      memberCancellableUntil({
        startMs: Date.parse(booking.start),
        cutoffHours: booking.cancellationCutoffHours,
        movedByProfessional: booking.movedFrom !== null,
      }),
    ).toISOString(),
    lateCancellation: booking.lateCancellation,
    reviewed,
    createdAt: booking.createdAt,
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy,
    professionalReason: booking.professionalReason,
    movedFrom: booking.movedFrom,
    // Only a booked session's member (and its professional) may join it.
    videoLink: booking.status === 'booked' ? booking.videoLink : null,
  };
}

export async function toPanelCertification(
  cert: CertificationRecord,
  storage: () => Promise<FileStorage>,
  now: Date,
): Promise<PanelCertification> {
  return {
    id: cert.id,
    name: cert.name,
    issuer: cert.issuer,
    number: cert.number,
    status: cert.status,
    rejectionReason: cert.rejectionReason,
    submittedAt: cert.submittedAt,
    reviewedAt: cert.reviewedAt,
    documentUrl: cert.documentKey ? await (await storage()).readUrl(cert.documentKey, now) : null,
  };
}

export async function toPanelProfile(pro: ProfessionalRecord, storage: () => Promise<FileStorage>, now: Date): Promise<PanelProfile> {
  return {
    id: pro.id,
    kind: pro.kind,
    name: pro.name,
    headline: pro.headline,
    bio: pro.bio,
    photo: await photoOf(pro, storage, now),
    specialties: pro.specialties,
    languages: pro.languages,
    gymIds: pro.gyms.map((gym) => gym.id),
    gyms: pro.gyms.map(({ id, name, city }) => ({ id, name, city })),
    video: pro.video,
    published: pro.published,
    listing: { listed: isListed(pro), reason: unlistedBecause(pro) },
    certifications: await Promise.all(pro.certifications.map((cert) => toPanelCertification(cert, storage, now))),
    sessionOptions: sessionOptionsOf(pro),
  };
}
