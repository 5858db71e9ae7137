// The fitverse wheel's areas and what each holds: every feature of FitChoice, grouped.
import type { MessageId } from '../../i18n/messages';
import type { LinkTarget } from '../../ui/LinkButton';
import './messages';

export const AREA_IDS = ['train', 'book', 'earn', 'connect', 'wellbeing'] as const;
export type AreaId = (typeof AREA_IDS)[number];

export interface WheelItem {
  to: LinkTarget;
  labelId: MessageId;
}

export const AREA_ITEMS: Record<AreaId, readonly WheelItem[]> = {
  train: [
    { to: '/celebrity-workouts', labelId: 'celebrityWorkouts.title' },
    { to: '/vr-workouts', labelId: 'vrWorkouts.title' },
    { to: '/ai-coach', labelId: 'aiCoach.title' },
    { to: '/activity', labelId: 'activity.title' },
  ],
  book: [
    { to: '/gyms', labelId: 'nav.gyms' },
    { to: '/bookings', labelId: 'nav.bookings' },
    { to: '/trainers', labelId: 'trainers.title' },
    { to: '/nutritionists', labelId: 'nutritionists.title' },
    { to: '/qr-scanner', labelId: 'fitverse.item.checkin' },
  ],
  earn: [
    { to: '/challenges', labelId: 'challenges.title' },
    { to: '/leaderboard', labelId: 'leaderboard.title' },
    { to: '/store', labelId: 'store.title' },
    { to: '/wallet', labelId: 'fitverse.item.wallet' },
  ],
  connect: [
    { to: '/social', labelId: 'nav.social' },
    { to: '/messages', labelId: 'messages.title' },
    { to: '/fit-match', labelId: 'fitMatch.title' },
    { to: '/friends-features', labelId: 'friendsFeatures.title' },
  ],
  wellbeing: [
    { to: '/mood-tracker', labelId: 'moodTracker.title' },
    { to: '/mood-ai', labelId: 'fitverse.item.moodAi' },
    { to: '/ai-motivation', labelId: 'fitverse.item.motivation' },
    { to: '/avatar-studio', labelId: 'avatarStudio.title' },
  ],
};
