// The English copy of the mood tracker. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const moodTrackerMessages = registerMessages(
  {
    'moodTracker.intro': 'Note how you feel before and after training and see how exercise changes your week.',
    'moodTracker.empty.title': 'No entries yet',
    'moodTracker.empty.body': 'Your entries appear here as a weekly chart. Mood AI uses them to suggest today’s workout.',
    'moodTracker.empty.moodAi': 'Open mood AI',
    'moodTracker.empty.activity': 'See your activity',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    moodTracker: typeof moodTrackerMessages;
  }
}
