// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const es = {
  'chat.back': 'Todos los mensajes',
  'chat.older': 'Cargar mensajes anteriores',
  'chat.messages.label': 'Mensajes',
  'chat.state.sending': 'enviando',
  'chat.state.failed': 'no enviado',
  'chat.state.sent': 'enviado',
  'chat.state.delivered': 'entregado',
  'chat.state.read': 'leído',
  'chat.write': 'Escribe un mensaje',
  'chat.placeholder': 'Mensaje',
  'chat.send': 'Enviar',
  'chat.empty.title': 'Elige una conversación',
  'chat.empty.body': 'Abre una desde tus mensajes o coincide con un compañero de entrenamiento para empezar una.',
  'chat.empty.messages': 'Ver tus mensajes',
  'chat.empty.fitMatch': 'Buscar compañero de entrenamiento',
  'messages.intro': 'Tus conversaciones con amigos y compañeros de entrenamiento.',
  'messages.unread': '{count, plural, one {# nuevo} many {# nuevos} other {# nuevos}}',
  'messages.new.open': 'Nueva conversación',
  'messages.new.title': 'Empieza una conversación',
  'messages.new.noFriends': 'Puedes escribir a tus amigos y coincidencias.',
  'messages.new.findFriends': 'Buscar amigos',
  'messages.new.who': 'Con quién (hasta {max})',
  'messages.new.groupName': 'Nombre del grupo (opcional)',
  'messages.new.start': 'Empezar',
  'messages.new.cancel': 'Cancelar',
  'messages.new.queued': 'Guardado: la conversación empezará cuando vuelvas a tener conexión.',
  'messages.new.refused': 'No se puede empezar esta conversación.',
  'messages.empty.title': 'Aún no hay conversaciones',
  'messages.empty.body': 'Empieza una con un amigo o coincide con un compañero de entrenamiento.',
  'messages.empty.friends': 'Buscar amigos',
  'messages.empty.fitMatch': 'Buscar compañero de entrenamiento',
} satisfies Translation<typeof chatMessages>;
