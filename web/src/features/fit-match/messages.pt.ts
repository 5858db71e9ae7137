// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitMatchMessages } from './messages';

export const pt = {
  'fitMatch.intro': 'Conheça pessoas que treinam nas suas academias, nos seus horários e no seu nível.',
  'fitMatch.empty.title': 'Nenhuma combinação ainda',
  'fitMatch.empty.body':
    'As sugestões vêm das academias que você frequenta e dos seus horários de treino. Faça alguns check-ins para receber as primeiras.',
  'fitMatch.empty.gyms': 'Encontrar academia',
  'fitMatch.empty.social': 'Abrir o feed social',
} satisfies Translation<typeof fitMatchMessages>;
