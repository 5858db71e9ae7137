// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { aiMessages } from './messages';

export const fr = {
  'aiCoach.intro': 'Des programmes qui s’adaptent à vos objectifs, à l’équipement de votre salle et à vos progrès.',
  'aiCoach.empty.title': 'Votre coach a besoin d’un peu d’historique',
  'aiCoach.empty.body':
    'Les programmes s’appuient sur vos pointages et vos séances. Enregistrez quelques séances pour recevoir votre premier programme.',
  'aiCoach.empty.activity': 'Voir votre activité',
  'aiCoach.empty.trainers': 'Réserver un coach humain',
  'aiMotivation.title': 'Motivation IA',
  'aiMotivation.intro': 'De courts encouragements adaptés à votre série et à votre emploi du temps, pour que vous gardiez le rythme.',
  'aiMotivation.empty.title': 'Pas encore d’encouragements',
  'aiMotivation.empty.body': 'Les messages de motivation commencent dès que vous avez une série. Une visite suffit à la lancer.',
  'aiMotivation.empty.gyms': 'Trouver une salle',
  'aiMotivation.empty.mood': 'Noter votre humeur',
  'moodAi.title': 'Humeur IA',
  'moodAi.intro': 'Des suggestions pour la séance du jour selon votre état d’esprit.',
  'moodAi.empty.title': 'Dites-nous d’abord comment vous vous sentez',
  'moodAi.empty.body': 'Notez votre humeur dans le suivi d’humeur ; les suggestions apparaissent ici à partir de vos entrées.',
  'moodAi.empty.tracker': 'Ouvrir le suivi d’humeur',
  'moodAi.empty.aiCoach': 'Demander au coach IA',
} satisfies Translation<typeof aiMessages>;
