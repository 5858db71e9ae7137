// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const fr = {
  'panels.admin': 'Espace d’administration',
  'panels.admin.body': 'Demandes des partenaires, membres, modération et journal d’audit.',
  'panels.analytics': 'Statistiques',
  'panels.analytics.body': 'Visites, réservations, paiements encaissés aux accueils et SweatCoins dans le temps.',
  'panels.fitnessCenter': 'Espace salle de sport',
  'panels.fitnessCenter.body': 'Horaires, capacité, prix et codes de pointage de votre salle.',
  'panels.trainer': 'Espace coach',
  'panels.trainer.body': 'Votre planning, vos clients et vos prix par séance.',
  'panels.nutritionist': 'Espace nutritionniste',
  'panels.nutritionist.body': 'Vos consultations, vos clients et vos programmes.',
  'panels.signInRequired': 'Connexion partenaire requise',
  'panels.signInRequired.body':
    'Cet espace s’ouvre une fois connecté avec un compte partenaire. Les comptes partenaires sont distincts des comptes membres.',
  'panels.signIn': 'Espace partenaire',
  'panels.register': 'Devenir partenaire',
  'panels.notForYou.title': 'Pas pour votre compte',
  'panels.notForYou.heading': '{panel} n’est pas ouvert à ce compte',
  'panels.notForYou.body':
    'Vous êtes connecté en tant que {account}, qui n’y a pas accès. Chaque espace ne s’ouvre qu’aux comptes partenaires ou de l’équipe auxquels il est destiné.',
  'panels.notForYou.home': 'Retour à l’application',
  'partnerPanel.signedInAs': 'Connecté en tant que {account}',
  'partnerPanel.loadFailed': 'Impossible de charger votre espace. Vérifiez votre connexion et réessayez.',
  'partnerPanel.gyms': 'Vos salles',
  'partnerPanel.gyms.none': 'Aucune salle n’est encore liée à ce compte.',
  'partnerPanel.gyms.draftHint':
    'Les membres ne voient pas encore une salle en brouillon : elle est publiée quand ses informations, horaires et prix sont complets.',
  'partnerPanel.status.draft': 'Brouillon',
  'partnerPanel.status.listed': 'En ligne',
  'partnerPanel.changePassword': 'Changer le mot de passe',
  'partnerPanel.signOut': 'Se déconnecter',
  'partnerForm.kind.gym': 'Salle ou centre de fitness',
  'partnerForm.kind.trainer': 'Coach sportif',
  'partnerForm.kind.nutritionist': 'Nutritionniste',
  'partnerForm.field.contactName': 'Personne à contacter',
  'partnerForm.field.email': 'E-mail',
  'partnerForm.field.phone': 'Téléphone',
  'partnerForm.field.city': 'Ville',
  'partnerForm.field.address': 'Adresse',
  'partnerForm.field.specialties': 'Spécialités',
  'partnerForm.field.languages': 'Langues de travail',
  'partnerForm.field.certifications': 'Certifications',
  'panels.zone.search': 'Rechercher un fuseau horaire',
  'panels.zone.list': 'Fuseau horaire',
  'panels.zone.matches':
    '{count, plural, =0 {Aucun fuseau ne correspond} one {# fuseau correspond} many {# fuseaux correspondent} other {# fuseaux correspondent}}',
  'panels.section.failed': 'Cette partie du panneau n’a pas pu s’afficher. Le reste du panneau fonctionne toujours.',
  'panels.section.retry': 'Réessayer',
  'partnerPanel.status.suspended': 'Non publiée : votre compte est suspendu',
  'partnerPanel.status.unlisted': 'Non publiée : retirée de la recherche par FitChoice',
  'partnerPanel.gyms.unlistedHint':
    'Les membres ne peuvent ni trouver ni réserver une salle retirée de la recherche par FitChoice ; les visites déjà réservées sont maintenues. Écrivez au support pour savoir pourquoi et quoi changer.',
  'panels.tab.notifications': 'Notifications',
} satisfies Translation<typeof panelsMessages>;
