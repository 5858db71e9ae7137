// Whether members find and can book a gym: not a draft (made from an application and not yet saved
// by its partner), its owner's account not suspended, and not unlisted by an admin. The gym's index
// in member search, its public page and every new booking follow this one rule; visits already
// booked stay and can still be checked in.
import type { GymListing } from '@fitchoice/shared/api';
import type { GymRecord } from './catalogue';

/** Why a gym is not listed, or null when it is. */
export function gymUnlistedBecause(
  gym: Pick<GymRecord, 'draft' | 'ownerSuspended' | 'adminUnlisted'>,
): Exclude<GymListing, 'listed'> | null {
  if (gym.draft) return 'draft';
  if (gym.ownerSuspended) return 'owner_suspended';
  if (gym.adminUnlisted) return 'unlisted_by_admin';
  return null;
}

export function gymListingOf(gym: Pick<GymRecord, 'draft' | 'ownerSuspended' | 'adminUnlisted'>): GymListing {
  return gymUnlistedBecause(gym) ?? 'listed';
}

export function isGymListed(gym: Pick<GymRecord, 'draft' | 'ownerSuspended' | 'adminUnlisted'>): boolean {
  return gymUnlistedBecause(gym) === null;
}
