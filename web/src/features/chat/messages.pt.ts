// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const pt = {
  'chat.intro': 'Converse com seus personal trainers, nutricionistas e parceiros de treino.',
  'chat.empty.title': 'Nenhuma conversa ainda',
  'chat.empty.body': 'Uma conversa começa quando você reserva um profissional ou combina com um parceiro de treino.',
  'chat.empty.fitMatch': 'Encontrar parceiro de treino',
  'chat.empty.trainers': 'Reservar personal',
  'messages.intro': 'Avisos das academias e do FitChoice: mudanças de reserva, lembretes de check-in e recompensas.',
  'messages.empty.title': 'Nenhuma mensagem',
  'messages.empty.body': 'Confirmações de reserva e lembretes chegam aqui. Reserve uma visita para receber a primeira.',
  'messages.empty.bookings': 'Ver suas reservas',
  'messages.empty.chat': 'Abrir o chat',
} satisfies Translation<typeof chatMessages>;
