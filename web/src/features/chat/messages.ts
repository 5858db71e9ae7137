// The English copy of the chat and messages screens. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const chatMessages = registerMessages(
  {
    'chat.intro': 'Talk with your trainers, nutritionists and workout partners.',
    'chat.empty.title': 'No conversations yet',
    'chat.empty.body': 'A conversation starts when you book a professional or match with a workout partner.',
    'chat.empty.fitMatch': 'Find a workout partner',
    'chat.empty.trainers': 'Book a trainer',
    'messages.intro': 'Notices from gyms and FitChoice: booking changes, check-in reminders and rewards.',
    'messages.empty.title': 'No messages',
    'messages.empty.body': 'Booking confirmations and reminders arrive here. Book a visit to get your first one.',
    'messages.empty.bookings': 'See your bookings',
    'messages.empty.chat': 'Open chat',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    chat: typeof chatMessages;
  }
}
