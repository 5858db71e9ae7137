// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { adminMessages } from './messages';

export const fr = {
  'admin.intro': 'Demandes des partenaires, membres, contenus signalés et journal de chaque changement.',
  'admin.sections': 'Rubriques d’administration',
  'admin.section.applications': 'Demandes',
  'admin.section.users': 'Utilisateurs',
  'admin.section.moderation': 'Avis signalés',
  'admin.section.posts': 'Publications signalées',
  'admin.section.audit': 'Journal d’audit',
  'admin.section.certifications': 'Certifications',
  'admin.section.tickets': 'Demandes d’assistance',
  'admin.section.leads': 'Prospects entreprises',
  'admin.section.rewards': 'Récompenses',
  'admin.section.challenges': 'Défis',
  'admin.error.load': 'Impossible de charger. Vérifiez votre connexion et réessayez.',
  'admin.error.failed': 'Cela n’a pas marché. Vérifiez votre connexion et réessayez.',
  'admin.error.reasonRequired': 'Indiquez le motif',
  'admin.applications.filter': 'Afficher les demandes',
  'admin.applications.pending': 'En attente',
  'admin.applications.approved': 'Acceptées',
  'admin.applications.rejected': 'Refusées',
  'admin.applications.none': 'Aucune demande ici.',
  'admin.applications.caption': 'Demandes des partenaires',
  'admin.applications.name': 'Nom',
  'admin.applications.kind': 'Postule en tant que',
  'admin.applications.submitted': 'Envoyée',
  'admin.applications.decided': 'Décidée',
  'admin.applications.catalogueGym': 'Salle du catalogue',
  'admin.applications.emailVerified': '(confirmé)',
  'admin.applications.emailUnverified': '(pas encore confirmé)',
  'admin.applications.certification': '{name}, délivrée par {issuer}, n° {number}',
  'admin.applications.gymId': 'Lier à une salle du catalogue (son id)',
  'admin.applications.gymId.hint': 'Laissez vide pour créer une salle en brouillon à partir de la demande.',
  'admin.applications.approve': 'Accepter',
  'admin.applications.reason': 'Motif du refus',
  'admin.applications.reject': 'Refuser',
  'admin.applications.error.gym': 'Aucune salle n’a cet id',
  'admin.applications.error.decided': 'Cette demande a déjà été tranchée.',
  'admin.section.gyms': 'Salles',
  'admin.applications.confirmed': 'E-mail confirmé',
  'admin.applications.notConfirmed': 'E-mail pas encore confirmé',
  'admin.applications.unconfirmed':
    'Le demandeur n’a pas encore ouvert le lien de confirmation envoyé à {email}. La demande pourra être approuvée ensuite.',
  'admin.applications.resend': 'Renvoyer le lien de confirmation',
  'admin.applications.resent': 'Un nouveau lien de confirmation a été envoyé à {email}.',
  'admin.applications.error.unconfirmed':
    'Cette demande ne peut pas encore être approuvée : le demandeur n’a pas confirmé son e-mail. Renvoyez le lien de confirmation ou attendez qu’il l’ouvre.',
  'admin.applications.mailedWelcome':
    'Approuvée. Nous avons envoyé à {email} un lien pour choisir un mot de passe et se connecter au panneau.',
  'admin.applications.mailedExisting':
    'Approuvée. {email} avait déjà un compte : il ouvre désormais le panneau, et nous lui avons écrit de se connecter comme d’habitude.',
  'admin.applications.notMailed':
    'Approuvée, mais l’e-mail à {email} n’a pas pu partir. Demandez-lui d’utiliser « Mot de passe oublié ? » à la connexion partenaire.',
} satisfies Translation<typeof adminMessages>;
