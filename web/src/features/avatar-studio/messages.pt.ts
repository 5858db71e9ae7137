// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { avatarStudioMessages } from './messages';

export const pt = {
  'avatarStudio.intro': 'Crie o avatar que representa você nos rankings e no feed social.',
  'avatarStudio.empty.title': 'Nenhum avatar ainda',
  'avatarStudio.empty.body': 'Até você criar um, suas iniciais aparecem. Os itens desbloqueados na loja de recompensas aparecem aqui.',
  'avatarStudio.empty.store': 'Ver recompensas',
  'avatarStudio.empty.profile': 'Voltar ao perfil',
} satisfies Translation<typeof avatarStudioMessages>;
