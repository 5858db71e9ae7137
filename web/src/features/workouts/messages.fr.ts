// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { workoutsMessages } from './messages';

export const fr = {
  'celebrityWorkouts.intro': 'Les routines d’athlètes et de coachs connus, adaptées à votre salle.',
  'celebrityWorkouts.empty.title': 'Pas encore de routines dans votre région',
  'celebrityWorkouts.empty.body':
    'Les routines sont publiées en partenariat avec leurs créateurs et apparaissent ici dès qu’elles sont disponibles.',
  'celebrityWorkouts.empty.challenges': 'Essayer un défi',
  'celebrityWorkouts.empty.vr': 'Essayer les séances en RV',
  'vrWorkouts.intro': 'Des séances guidées pour casques de réalité virtuelle, comptées en XP comme une visite en salle.',
  'vrWorkouts.empty.title': 'Aucun casque connecté',
  'vrWorkouts.empty.body': 'Ouvrez FitChoice dans le navigateur de votre casque pour voir les séances en RV disponibles.',
  'vrWorkouts.empty.celebrity': 'Séances de célébrités',
  'vrWorkouts.empty.challenges': 'Rejoindre un défi',
} satisfies Translation<typeof workoutsMessages>;
