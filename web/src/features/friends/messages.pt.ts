// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { friendsMessages } from './messages';

export const pt = {
  'friendsFeatures.intro': 'Treine com amigos: sequências compartilhadas, reservas em grupo e competição amigável.',
  'friendsFeatures.empty.title': 'Nenhum amigo adicionado ainda',
  'friendsFeatures.empty.body': 'Conecte-se com parceiros de treino que você conhecer pelo fit match ou pelo feed social.',
  'friendsFeatures.empty.fitMatch': 'Encontrar parceiro de treino',
  'friendsFeatures.empty.social': 'Abrir o feed social',
} satisfies Translation<typeof friendsMessages>;
