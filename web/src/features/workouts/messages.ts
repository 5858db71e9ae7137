// The English copy of the celebrity and VR workout screens. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const workoutsMessages = registerMessages(
  {
    'celebrityWorkouts.intro': 'Routines from athletes and trainers you know, adapted to your gym.',
    'celebrityWorkouts.empty.title': 'No routines in your region yet',
    'celebrityWorkouts.empty.body': 'Routines are released in partnership with their creators and appear here when available.',
    'celebrityWorkouts.empty.challenges': 'Try a challenge',
    'celebrityWorkouts.empty.vr': 'Try VR workouts',
    'vrWorkouts.intro': 'Guided workouts for VR headsets, counted towards your XP like a gym visit.',
    'vrWorkouts.empty.title': 'No headset connected',
    'vrWorkouts.empty.body': 'Open FitChoice in your headset’s browser to see the VR workouts available to you.',
    'vrWorkouts.empty.celebrity': 'Celebrity workouts',
    'vrWorkouts.empty.challenges': 'Join a challenge',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    workouts: typeof workoutsMessages;
  }
}
