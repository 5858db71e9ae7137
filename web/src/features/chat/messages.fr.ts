// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const fr = {
  'chat.back': 'Tous les messages',
  'chat.older': 'Charger les messages plus anciens',
  'chat.messages.label': 'Messages',
  'chat.state.sending': 'envoi',
  'chat.state.failed': 'non envoyé',
  'chat.state.sent': 'envoyé',
  'chat.state.delivered': 'distribué',
  'chat.state.read': 'lu',
  'chat.write': 'Écrire un message',
  'chat.placeholder': 'Message',
  'chat.send': 'Envoyer',
  'chat.empty.title': 'Choisissez une conversation',
  'chat.empty.body': "Ouvrez-en une depuis vos messages, ou faites un match avec un partenaire d'entraînement.",
  'chat.empty.messages': 'Voir vos messages',
  'chat.empty.fitMatch': "Trouver un partenaire d'entraînement",
  'messages.intro': "Vos conversations avec vos amis et partenaires d'entraînement.",
  'messages.unread': '{count, plural, one {# nouveau} many {# nouveaux} other {# nouveaux}}',
  'messages.new.open': 'Nouvelle conversation',
  'messages.new.title': 'Commencer une conversation',
  'messages.new.noFriends': 'Vous pouvez écrire à vos amis et à vos matchs.',
  'messages.new.findFriends': 'Trouver des amis',
  'messages.new.who': "Avec qui (jusqu'à {max})",
  'messages.new.groupName': 'Nom du groupe (facultatif)',
  'messages.new.start': 'Commencer',
  'messages.new.cancel': 'Annuler',
  'messages.new.queued': 'Enregistré : la conversation commencera quand vous serez de nouveau en ligne.',
  'messages.new.refused': 'Impossible de commencer cette conversation.',
  'messages.empty.title': 'Pas encore de conversation',
  'messages.empty.body': "Commencez-en une avec un ami, ou faites un match avec un partenaire d'entraînement.",
  'messages.empty.friends': 'Trouver des amis',
  'messages.empty.fitMatch': "Trouver un partenaire d'entraînement",
} satisfies Translation<typeof chatMessages>;
