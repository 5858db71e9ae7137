// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const fr = {
  'partnerNotices.title': 'Ce dont vous êtes prévenu',
  'partnerNotices.intro':
    'Choisissez comment vous apprenez les nouvelles réservations, les annulations et les avis : par notification sur vos appareils, par e-mail, ou les deux.',
  'partnerNotices.kind.booking': 'Nouvelles réservations (et séances déplacées par un client)',
  'partnerNotices.kind.cancellation': 'Annulations',
  'partnerNotices.kind.review': 'Avis',
  'partnerNotices.channel.push': 'Notification',
  'partnerNotices.channel.mail': 'E-mail',
  'partnerNotices.save': 'Enregistrer',
  'partnerNotices.saved': 'Enregistré.',
  'partnerNotices.loading': 'Chargement…',
  'partnerNotices.failed': 'Cela n’a pas fonctionné et rien n’a changé. Réessayez dans un instant.',
  'partnerNotices.forbidden': 'Ces réglages sont réservés aux comptes partenaires.',
  'partnerNotices.offline': 'Cela n’est pas passé : rien n’a changé. Vérifiez la connexion et réessayez.',
  'partnerNotices.adminNote': 'Chaque partenaire choisit ses propres avis dans son espace.',
  'partnerNotices.push.unsupported': 'Ce navigateur ne peut pas afficher de notifications.',
  'partnerNotices.push.off': 'Les notifications sont désactivées sur cet appareil.',
  'partnerNotices.push.on': 'Cet appareil affiche les notifications.',
  'partnerNotices.push.blocked': 'Les notifications de FitChoice sont bloquées dans les réglages de ce navigateur.',
  'partnerNotices.push.enable': 'Activer les notifications sur cet appareil',
  'partnerNotices.push.failed': 'Impossible d’activer les notifications ici. Réessayez plus tard.',
} satisfies Translation<typeof partnerNoticesMessages>;
