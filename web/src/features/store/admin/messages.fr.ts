// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the admin section when French is shown.
import type { Translation } from '../../../i18n/messages/registry';
import type { storeAdminMessages } from './messages';

export const fr = {
  'store.admin.intro': 'Le catalogue des récompenses : ce que les membres peuvent obtenir avec leurs SweatCoins, où et en quelle quantité.',
  'store.admin.new': 'Nouvelle récompense',
  'store.admin.edit': 'Modifier {title}',
  'store.admin.editButton': 'Modifier',
  'store.admin.retire': 'Retirer',
  'store.admin.retired': 'Retirée',
  'store.admin.active': 'Active',
  'store.admin.redeemed': '{count} échangées',
  'store.admin.field.title': 'Titre',
  'store.admin.field.description': 'Description',
  'store.admin.field.category': 'Type',
  'store.admin.field.price': 'Prix (SweatCoins)',
  'store.admin.field.stock': 'Stock restant',
  'store.admin.field.stockHint': 'Laissez vide pour un stock illimité.',
  'store.admin.field.limit': 'Limite par membre',
  'store.admin.field.validity': 'Validité du code (jours)',
  'store.admin.field.gym': 'Identifiant de la salle partenaire',
  'store.admin.field.gymHint':
    'Seul le personnel de cette salle peut marquer ses codes comme utilisés. Laissez vide pour toute salle partenaire.',
  'store.admin.field.regions': 'Régions où elle est proposée',
  'store.admin.save': 'Enregistrer',
  'store.admin.create': 'Ajouter la récompense',
  'store.admin.cancel': 'Annuler',
  'store.admin.error.load': 'Les récompenses n’ont pas pu être chargées.',
  'store.admin.none': 'Aucune récompense pour l’instant : ajoutez la première.',
  'store.admin.error.changed': 'Quelqu’un d’autre a modifié cette récompense entre-temps : elle a été rechargée, modifiez-la à nouveau.',
  'store.admin.invalid.title': 'Écrivez un titre de 3 à 80 caractères.',
  'store.admin.invalid.description': 'Écrivez une description de 10 à 400 caractères.',
  'store.admin.invalid.price': 'Indiquez un prix supérieur à 0 SweatCoins, avec 2 décimales au plus, comme 250 ou 12.50.',
  'store.admin.invalid.stock': 'Indiquez un nombre entier de 0 à 1 000 000, ou laissez vide pour un stock illimité.',
  'store.admin.invalid.limit': 'Indiquez un nombre entier de 1 à {maxLimit}.',
  'store.admin.invalid.validity': 'Indiquez un nombre entier de jours de 1 à {maxDays}.',
  'store.admin.invalid.gym':
    'Aucune salle partenaire n’a cet identifiant : vérifiez-le, ou laissez vide pour toutes les salles partenaires.',
  'store.admin.invalid.regions': 'Choisissez au moins une région.',
  'store.admin.invalid.other': 'Une valeur n’a pas été acceptée ; vérifiez le formulaire.',
  'store.admin.error.retired': 'Cette récompense a été retirée entre-temps : elle ne peut plus être modifiée.',
  'store.admin.error.notFound': 'Cette récompense n’existe plus.',
  'store.admin.error.forbidden': 'Votre session est terminée ou votre compte n’est plus administrateur. Reconnectez-vous.',
  'store.admin.error.other': 'Le serveur n’a pas pu le faire pour l’instant. Rien n’a changé ; réessayez dans un instant.',
  'store.admin.error.offline': 'Cela n’a pas abouti : rien n’a changé. Vérifiez la connexion et réessayez.',
} satisfies Translation<typeof storeAdminMessages>;
