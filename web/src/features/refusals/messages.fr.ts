// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const fr = {
  'outbox.error.refused': 'FitChoice ne l’a pas accepté. Réessayez ou abandonnez-le.',
  'outbox.refused.emailNotVerified': 'Confirmez d’abord votre adresse e-mail, puis réessayez.',
  'outbox.refused.notFound': 'Ce qu’elle concernait n’existe plus. Supprimez-la.',
  'outbox.refused.invalid': 'Un élément n’a pas été accepté. Supprimez-la et recommencez.',
  'outbox.refused.forbidden': 'Votre compte ne peut pas faire cela.',
  'outbox.refused.signedOut': 'Vous avez été déconnecté. Reconnectez-vous, puis réessayez.',
  'outbox.refused.passwordChange': 'Changez d’abord votre mot de passe, puis réessayez.',
  'outbox.refused.suspended': 'Votre compte est suspendu : cela ne peut pas être envoyé. Abandonnez-le.',
  'outbox.refused.conflict': 'Quelque chose a changé entre-temps : cela ne convient plus. Abandonnez-le et recommencez.',
  'outbox.refused.tooLarge': 'C’est trop volumineux pour être envoyé. Abandonnez-le et recommencez en plus court.',
  'outbox.refused.later': 'FitChoice n’a pas pu le prendre à ce moment-là. Réessayez dans un instant.',
} satisfies Translation<typeof refusalMessages>;
