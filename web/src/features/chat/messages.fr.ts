// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const fr = {
  'chat.intro': 'Échangez avec vos coachs, vos nutritionnistes et vos partenaires d’entraînement.',
  'chat.empty.title': 'Aucune conversation pour l’instant',
  'chat.empty.body': 'Une conversation commence quand vous réservez un professionnel ou qu’un partenaire d’entraînement vous correspond.',
  'chat.empty.fitMatch': 'Trouver un partenaire d’entraînement',
  'chat.empty.trainers': 'Réserver un coach',
  'messages.intro': 'Les avis des salles et de FitChoice : changements de réservation, rappels de pointage et récompenses.',
  'messages.empty.title': 'Aucun message',
  'messages.empty.body': 'Les confirmations de réservation et les rappels arrivent ici. Réservez une visite pour recevoir le premier.',
  'messages.empty.bookings': 'Voir vos réservations',
  'messages.empty.chat': 'Ouvrir la discussion',
} satisfies Translation<typeof chatMessages>;
