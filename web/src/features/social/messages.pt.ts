// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { socialMessages } from './messages';

export const pt = {
  'social.title': 'Social',
  'social.intro': 'Treinos, check-ins e conquistas das pessoas que você segue.',
  'social.empty.title': 'Seu feed está tranquilo',
  'social.empty.body': 'Encontre um parceiro de treino ou entre num desafio, e as novidades dessas pessoas aparecerão aqui.',
  'social.empty.fitMatch': 'Encontrar parceiro de treino',
  'social.empty.challenges': 'Entrar num desafio',
} satisfies Translation<typeof socialMessages>;
