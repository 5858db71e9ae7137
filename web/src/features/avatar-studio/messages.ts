// The English copy of the avatar studio. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const avatarStudioMessages = registerMessages({
  'avatarStudio.intro': 'Design the avatar that represents you on leaderboards and in the social feed.',
  'avatarStudio.empty.title': 'No avatar yet',
  'avatarStudio.empty.body': 'Until you design one, your initials are shown. Items you unlock in the rewards store appear here.',
  'avatarStudio.empty.store': 'Browse rewards',
  'avatarStudio.empty.profile': 'Back to profile',
});
