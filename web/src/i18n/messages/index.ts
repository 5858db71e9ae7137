// The catalogues by language. English is the core catalogue (en.ts, in the first screen's code)
// plus each code-split screen's own catalogue (features/<feature>/messages.ts), registered as that
// screen's code loads (registry.ts). A language without a catalogue falls back to English (spec
// section 9: translations exist for en, es, fr and pt only); es, fr and pt (~15 KB gzipped each)
// each translate every English key in one file, loaded when the language is chosen (loadCatalogue);
// messages/catalogues.test.ts fails when a key is missing from one of them.
import { catalogueLanguage, type LanguageCode } from '@fitchoice/shared';
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
import { en } from './en';
import { registeredMessages } from './registry';

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
/** A translated catalogue: only English keys (a stale or misspelt key does not compile). */
export type Catalogue = Partial<Record<MessageId, string>>;

type TranslatedCode = 'es' | 'fr' | 'pt';

const LOADERS: Readonly<Record<TranslatedCode, () => Promise<Catalogue>>> = {
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
  pt: () => import('./pt').then((module) => module.pt),
};

const loaded: Partial<Record<TranslatedCode, Catalogue>> = {};

export const DEFAULT_LOCALE = 'en';

function translatedCode(language: LanguageCode): TranslatedCode | null {
  const code = catalogueLanguage(language);
  return code in LOADERS ? (code as TranslatedCode) : null;
}

/** Loads the language's catalogue once; English and the eight untranslated languages need nothing. */
export async function loadCatalogue(language: LanguageCode): Promise<void> {
  const code = translatedCode(language);
  if (code && !loaded[code]) loaded[code] = await LOADERS[code]();
}

/**
 * The messages a language is shown in: its loaded catalogue over English (the core and the feature
 * catalogues registered so far), or English alone.
 */
export function messagesFor(language: LanguageCode): Readonly<Record<string, string>> {
  const code = translatedCode(language);
  const catalogue = code ? loaded[code] : undefined;
  return { ...en, ...registeredMessages(), ...catalogue };
}
