// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { enterpriseMessages } from './messages';

export const fr = {
  'enterprise.intro': 'Offres entreprise : accès aux salles pour les salariés, défis d’équipe et rapports d’utilisation.',
  'enterprise.empty.title': 'Votre compte ne fait pas partie d’une offre entreprise',
  'enterprise.empty.body': 'Demandez à votre employeur de nous contacter, ou écrivez-nous pour en mettre une en place pour votre équipe.',
  'enterprise.empty.contact': 'Nous contacter',
  'enterprise.empty.help': 'Lire la FAQ',
} satisfies Translation<typeof enterpriseMessages>;
