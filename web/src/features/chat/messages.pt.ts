// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const pt = {
  'chat.back': 'Todas as mensagens',
  'chat.older': 'Carregar mensagens anteriores',
  'chat.messages.label': 'Mensagens',
  'chat.state.sending': 'enviando',
  'chat.state.failed': 'não enviada',
  'chat.state.sent': 'enviada',
  'chat.state.delivered': 'entregue',
  'chat.state.read': 'lida',
  'chat.write': 'Escreva uma mensagem',
  'chat.placeholder': 'Mensagem',
  'chat.send': 'Enviar',
  'chat.empty.title': 'Escolha uma conversa',
  'chat.empty.body': 'Abra uma nas suas mensagens ou dê match com um parceiro de treino para começar.',
  'chat.empty.messages': 'Ver suas mensagens',
  'chat.empty.fitMatch': 'Encontrar parceiro de treino',
  'messages.intro': 'Suas conversas com amigos e parceiros de treino.',
  'messages.unread': '{count, plural, one {# nova} many {# novas} other {# novas}}',
  'messages.new.open': 'Nova conversa',
  'messages.new.title': 'Comece uma conversa',
  'messages.new.noFriends': 'Você pode escrever para seus amigos e matches.',
  'messages.new.findFriends': 'Encontrar amigos',
  'messages.new.who': 'Com quem (até {max})',
  'messages.new.groupName': 'Nome do grupo (opcional)',
  'messages.new.start': 'Começar',
  'messages.new.cancel': 'Cancelar',
  'messages.new.queued': 'Salvo: a conversa começa quando você voltar a ficar online.',
  'messages.new.refused': 'Não é possível começar esta conversa.',
  'messages.empty.title': 'Ainda não há conversas',
  'messages.empty.body': 'Comece uma com um amigo ou dê match com um parceiro de treino.',
  'messages.empty.friends': 'Encontrar amigos',
  'messages.empty.fitMatch': 'Encontrar parceiro de treino',
} satisfies Translation<typeof chatMessages>;
