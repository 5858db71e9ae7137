// Gym and review records as the API shows them (shared/src/api/gyms.ts).
import { formatCoinCents } from '@fitchoice/shared';
import { GYM_PHOTO_PATH, type Gym, type Review } from '@fitchoice/shared/api';
import { visitPriceCoinCents } from '../wallet/visit-price';
import type { GymRecord } from './catalogue';
import { isOpenAt } from './opening-hours';
import type { ReviewRecord } from './store';

export function ratingOf(sum: number, count: number): { average: number | null; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

/** Where the app reads an uploaded photo: the route redirects to a short-lived link to the file. */
export function gymPhotoPath(gymId: string, photoId: string): string {
  return GYM_PHOTO_PATH.replace('{id}', gymId).replace('{photoId}', photoId);
}

export function toApiGym(gym: GymRecord, nowMs: number): Gym {
  return {
    id: gym.id,
    name: gym.name,
    description: gym.description,
    address: gym.address,
    city: gym.city,
    region: gym.region,
    location: { latitude: gym.latitude, longitude: gym.longitude },
    timeZone: gym.timeZone,
    amenities: gym.amenities,
    openingHours: gym.openingHours,
    priceUsd: gym.priceUsdCents / 100,
    priceSweatCoins: formatCoinCents(visitPriceCoinCents(gym.priceUsdCents)),
    capacityPerSlot: gym.capacityPerSlot,
    rating: ratingOf(gym.ratingSum, gym.ratingCount),
    photos: gym.photos.map((photo) =>
      'key' in photo
        ? {
            id: photo.id,
            alt: photo.alt,
            url: gymPhotoPath(gym.id, photo.id),
            thumbnailUrl: `${gymPhotoPath(gym.id, photo.id)}?size=thumbnail`,
          }
        : photo,
    ),
    openNow: isOpenAt(gym.openingHours, gym.timeZone, nowMs),
    version: gym.version,
    updatedAt: gym.updatedAt,
  };
}

export function toApiReview(review: ReviewRecord, viewerId: string | null): Review {
  return {
    id: review.id,
    gymId: review.gymId,
    authorName: review.authorName,
    stars: review.stars,
    text: review.text,
    createdAt: review.createdAt,
    helpfulCount: review.helpfulCount,
    mine: viewerId !== null && review.userId === viewerId,
    reply: review.reply,
  };
}
