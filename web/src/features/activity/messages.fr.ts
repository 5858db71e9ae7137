// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const fr = {
  'activity.intro': 'Vos pointages, vos séances et l’XP que chacun vous a rapporté.',
  'activity.empty.title': 'Aucune activité pour l’instant',
  'activity.empty.body': 'Chaque pointage et chaque séance terminée apparaissent ici avec l’XP gagné et votre série en cours.',
  'activity.empty.checkin': 'Pointer dans une salle',
  'activity.empty.challenges': 'Rejoindre un défi',
  'activity.loading': 'Chargement de votre activité',
  'activity.offline': 'Votre activité nécessite une connexion.',
  'activity.more': 'Afficher l’activité plus ancienne',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'SweatCoins achetés avec de l’ETH',
  'activity.entry.conversion': '{xp, number} XP convertis en SweatCoins',
  'activity.entry.checkin': 'Pointage à {gym}',
  'activity.entry.review': 'Avis sur {gym} ({stars}★)',
  'activity.entry.booking': '{gym} réservé pour le {when}',
  'activity.entry.cancellation': '{gym} annulé pour le {when}',
  'activity.entry.redemption': '{quantity, plural, one {Échangé : {reward}} many {Échangé : # × {reward}} other {Échangé : # × {reward}}}',
  'activity.entry.challenge': 'Défi réussi : {challenges}',
  'activity.entry.workout': 'Séance terminée : {program}{mode, select, vr { en VR} other {}} ({minutes} min)',
  'activity.entry.sessionBooked': 'Séance réservée avec {name} pour le {when}',
  'activity.entry.sessionCancelled': 'Séance avec {name} du {when} annulée',
  'activity.entry.sessionAttended': 'Séance suivie avec {name} le {when}',
} satisfies Translation<typeof activityMessages>;
