// The app's entry to its strings. English is the core catalogue (en.ts, with the first screen's
// code) plus each code-split screen's catalogue (features/<feature>/messages.ts), registered as that
// screen's code loads (registry.ts). Each catalogue has its es, fr and pt copy beside it, loaded
// with it when that language is shown; the eight other languages show English (spec section 9).
// messages/catalogues.test.ts fails when a translation misses a key or has one English does not.
import type { activityMessages } from '../../features/activity/messages';
import type { aiMessages } from '../../features/ai/messages';
import type { authMessages } from '../../features/auth/messages';
import type { avatarStudioMessages } from '../../features/avatar-studio/messages';
import type { bookingsMessages } from '../../features/bookings/messages';
import type { challengesMessages } from '../../features/challenges/messages';
import type { chatMessages } from '../../features/chat/messages';
import type { checkInMessages } from '../../features/check-in/messages';
import type { enterpriseMessages } from '../../features/enterprise/messages';
import type { fitMatchMessages } from '../../features/fit-match/messages';
import type { fitverseMessages } from '../../features/fitverse/messages';
import type { friendsMessages } from '../../features/friends/messages';
import type { gymsMessages } from '../../features/gyms/messages';
import type { homeMessages } from '../../features/home/messages';
import type { leaderboardMessages } from '../../features/leaderboard/messages';
import type { moodTrackerMessages } from '../../features/mood-tracker/messages';
import type { notFoundMessages } from '../../features/not-found/messages';
import type { onboardingMessages } from '../../features/onboarding/messages';
import type { panelsMessages } from '../../features/panels/messages';
import type { professionalsMessages } from '../../features/professionals/messages';
import type { profileMessages } from '../../features/profile/messages';
import type { settingsMessages } from '../../features/settings/messages';
import type { socialMessages } from '../../features/social/messages';
import type { storeMessages } from '../../features/store/messages';
import type { supportMessages } from '../../features/support/messages';
import type { tutorialMessages } from '../../features/tutorial/messages';
import type { walletMessages } from '../../features/wallet/messages';
import type { workoutsMessages } from '../../features/workouts/messages';
import type { en } from './en';
// The core catalogue registers itself when imported: every screen needs it.
import './en';

/** Every English message, core and features: the ids a screen may use and a translation must have. */
export type EnglishMessages = typeof en &
  typeof activityMessages &
  typeof aiMessages &
  typeof authMessages &
  typeof avatarStudioMessages &
  typeof bookingsMessages &
  typeof challengesMessages &
  typeof chatMessages &
  typeof checkInMessages &
  typeof enterpriseMessages &
  typeof fitMatchMessages &
  typeof fitverseMessages &
  typeof friendsMessages &
  typeof gymsMessages &
  typeof homeMessages &
  typeof leaderboardMessages &
  typeof moodTrackerMessages &
  typeof notFoundMessages &
  typeof onboardingMessages &
  typeof panelsMessages &
  typeof professionalsMessages &
  typeof profileMessages &
  typeof settingsMessages &
  typeof socialMessages &
  typeof storeMessages &
  typeof supportMessages &
  typeof tutorialMessages &
  typeof walletMessages &
  typeof workoutsMessages;
export type MessageId = keyof EnglishMessages;

export const DEFAULT_LOCALE = 'en';

export { loadLanguage, messagesFor, withStrings } from './registry';
