// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { professionalsMessages } from './messages';

export const fr = {
  'trainers.intro': 'Des coachs sportifs certifiés à réserver à la séance, en salle ou en ligne.',
  'trainers.empty.title': 'Aucun coach disponible près de vous pour l’instant',
  'trainers.empty.body': 'Les coachs de votre région apparaissent ici avec leur spécialité, leur note et leur prix par séance.',
  'trainers.empty.nutritionists': 'Voir les nutritionnistes',
  'trainers.empty.aiCoach': 'Demander au coach IA',
  'nutritionists.intro': 'Des nutritionnistes diplômés pour des plans de repas et des suivis adaptés à votre entraînement.',
  'nutritionists.empty.title': 'Aucun nutritionniste disponible près de vous pour l’instant',
  'nutritionists.empty.body':
    'Les nutritionnistes de votre région apparaissent ici avec leur spécialité, leur note et leur prix par séance.',
  'nutritionists.empty.trainers': 'Voir les coachs',
  'nutritionists.empty.mood': 'Suivre votre humeur',
  'professionalBooking.title': 'Réserver une séance',
  'professionalBooking.intro': 'Choisissez un créneau avec un coach ou un nutritionniste et confirmez la séance.',
  'professionalBooking.empty.title': 'Choisissez d’abord un professionnel',
  'professionalBooking.empty.body':
    'Ouvrez le profil d’un coach ou d’un nutritionniste et choisissez un créneau ; la réservation s’ouvre ici.',
  'professionalBooking.empty.trainers': 'Parcourir les coachs',
  'professionalBooking.empty.nutritionists': 'Parcourir les nutritionnistes',
} satisfies Translation<typeof professionalsMessages>;
