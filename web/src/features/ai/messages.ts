// The English copy of the AI coach, AI motivation and mood AI screens. It loads with the screens
// that show it: importing this module registers it (i18n/messages/registry.ts), and each file that
// shows one of these strings imports it. Its copy in the language being shown (messages.<code>.ts)
// starts loading as it registers, and the screen's route waits for it (withStrings in
// i18n/messages), so the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const aiMessages = registerMessages(
  {
    'aiCoach.intro': 'Workout plans that adapt to your goals, your gym’s equipment and your progress.',
    'aiCoach.empty.title': 'Your coach needs a little history',
    'aiCoach.empty.body': 'Plans are built from your check-ins and workouts. Log a few sessions to get your first plan.',
    'aiCoach.empty.activity': 'See your activity',
    'aiCoach.empty.trainers': 'Book a human trainer',
    'aiMotivation.title': 'AI motivation',
    'aiMotivation.intro': 'Short nudges tuned to your streak and schedule, to keep you showing up.',
    'aiMotivation.empty.title': 'No nudges yet',
    'aiMotivation.empty.body': 'Motivation messages start once you have a streak. One visit starts it.',
    'aiMotivation.empty.gyms': 'Find a gym',
    'aiMotivation.empty.mood': 'Log your mood',
    'moodAi.title': 'Mood AI',
    'moodAi.intro': 'Suggestions for today’s workout based on how you feel.',
    'moodAi.empty.title': 'Tell us how you feel first',
    'moodAi.empty.body': 'Log your mood in the mood tracker; suggestions appear here from your entries.',
    'moodAi.empty.tracker': 'Open the mood tracker',
    'moodAi.empty.aiCoach': 'Ask the AI coach',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    ai: typeof aiMessages;
  }
}
