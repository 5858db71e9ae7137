// The English copy of the celebrity and VR workout screens. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const workoutsMessages = registerMessages({
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
});
