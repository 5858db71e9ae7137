// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const fr = {
  'today.today': 'Votre journée',
  'today.next': 'Prochaine visite',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'Aucune visite réservée pour l’instant.',
  'today.next.checkin': 'Pointer maintenant',
  'today.next.opens': 'Le pointage ouvre à {time}.',
  'today.streak.start': 'Pointez aujourd’hui pour commencer une série.',
  'today.streak.keep':
    '{days, plural, one {Série de # jour} many {Série de # jours} other {Série de # jours}} : pointez aujourd’hui pour la garder.',
  'today.streak.kept':
    '{days, plural, one {Série de # jour} many {Série de # jours} other {Série de # jours}} : vous avez pointé aujourd’hui.',
  'today.week': 'Cette semaine : {visits, plural, =0 {pas encore de visite} one {# visite} many {# visites} other {# visites}}',
  'today.findGym': 'Trouver une salle',
  'today.challenge': 'Le plus près du but',
  'today.challenge.open': 'Voir le défi',
  'today.challenge.none': 'Rejoignez un défi pour voir votre progression ici.',
  'today.challenge.find': 'Trouver un défi',
  'today.suggestion.coach': 'La séance du jour de votre coach',
  'today.suggestion.session': '{focus}, environ {minutes} min',
  'today.suggestion.openPlan': 'Ouvrir mon programme',
  'today.suggestion.gym': 'De la place maintenant, tout près',
  'today.suggestion.gymWhy': 'Ouverte, avec des places libres · {distance}',
  'today.suggestion.openGym': 'Voir la salle',
} satisfies Translation<typeof todayMessages>;
