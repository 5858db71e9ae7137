// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const fr = {
  'fitverse.intro': 'Tout FitChoice sur une roue, rangé selon ce que vous voulez faire. Faites-la tourner pour la suggestion du jour.',
  'fitverse.wheel': 'Espaces FitChoice',
  'fitverse.hint': 'Les flèches parcourent la roue ; Entrée ouvre un espace ; Échap revient en arrière.',
  'fitverse.area.train': 'S’entraîner',
  'fitverse.area.book': 'Réserver',
  'fitverse.area.earn': 'Gagner',
  'fitverse.area.connect': 'Se retrouver',
  'fitverse.area.wellbeing': 'Bien-être',
  'fitverse.item.checkin': 'Pointage QR',
  'fitverse.item.wallet': 'Portefeuille',
  'fitverse.item.moodAi': 'IA d’humeur',
  'fitverse.item.motivation': 'Motivation IA',
  'fitverse.badge.book':
    '{count, plural, one {# réservation aujourd’hui} many {# réservations aujourd’hui} other {# réservations aujourd’hui}}',
  'fitverse.badge.earn':
    '{count, plural, one {# défi encore ouvert cette semaine} many {# défis encore ouverts cette semaine} other {# défis encore ouverts cette semaine}}',
  'fitverse.spin': 'Tourner',
  'fitverse.pick.title': 'La suggestion du jour',
  'fitverse.pick.none': 'Faites tourner la roue : elle choisit quelque chose pour aujourd’hui.',
  'fitverse.pick.workout': '{name}, une séance guidée de {minutes} minutes.',
  'fitverse.pick.challenge': 'Terminez le défi de la semaine : vous en êtes à {progress} sur {target}.',
  'fitverse.pick.go': 'C’est parti',
} satisfies Translation<typeof fitverseMessages>;
