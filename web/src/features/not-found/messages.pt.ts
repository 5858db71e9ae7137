// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const pt = {
  'notFound.title': 'Página não encontrada',
  'notFound.body': 'Não existe página em {path}. Ela pode ter mudado de lugar ou o link pode estar errado.',
  'notFound.home': 'Ir para a tela inicial',
  'notFound.help': 'Visitar a central de ajuda',
} satisfies Translation<typeof notFoundMessages>;
