// Whether members find and can book a professional: published by them, with at least one
// certification an admin verified, and their account not suspended. The directory's index, every
// read of a listed profile and every new booking follow this one rule.
import type { ListingReason } from '@fitchoice/shared/api';

export interface ListingFacts {
  published: boolean;
  certifications: readonly { status: string }[];
  /** The owner's account is suspended (set and lifted with the suspension). */
  suspended?: boolean;
}

/** Why a professional is not listed, or null when they are. */
export function unlistedBecause(pro: ListingFacts): ListingReason | null {
  if (pro.suspended) return 'suspended';
  if (!pro.published) return 'unpublished';
  if (!pro.certifications.some((cert) => cert.status === 'verified')) return 'no_verified_certification';
  return null;
}

export function isListed(pro: ListingFacts): boolean {
  return unlistedBecause(pro) === null;
}
