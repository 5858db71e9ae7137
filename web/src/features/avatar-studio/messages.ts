// The English copy of the avatar studio. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const avatarStudioMessages = registerMessages(
  {
    'avatarStudio.intro': 'Design the avatar that represents you on leaderboards and in the social feed.',
    'avatarStudio.empty.title': 'No avatar yet',
    'avatarStudio.empty.body': 'Until you design one, your initials are shown. Items you unlock in the rewards store appear here.',
    'avatarStudio.empty.store': 'Browse rewards',
    'avatarStudio.empty.profile': 'Back to profile',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    avatarStudio: typeof avatarStudioMessages;
  }
}
