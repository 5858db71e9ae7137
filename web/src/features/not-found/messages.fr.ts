// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const fr = {
  'notFound.title': 'Page introuvable',
  'notFound.body': 'Il n’y a aucune page à l’adresse {path}. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
  'notFound.home': 'Aller à l’écran d’accueil',
  'notFound.help': 'Consulter le centre d’aide',
} satisfies Translation<typeof notFoundMessages>;
