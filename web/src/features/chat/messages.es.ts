// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const es = {
  'chat.intro': 'Habla con tus entrenadores, nutricionistas y compañeros de entrenamiento.',
  'chat.empty.title': 'Aún no hay conversaciones',
  'chat.empty.body': 'Una conversación empieza cuando reservas a un profesional o coincides con un compañero de entrenamiento.',
  'chat.empty.fitMatch': 'Buscar compañero de entrenamiento',
  'chat.empty.trainers': 'Reservar entrenador',
  'messages.intro': 'Avisos de los gimnasios y de FitChoice: cambios de reserva, recordatorios de entrada y recompensas.',
  'messages.empty.title': 'No hay mensajes',
  'messages.empty.body': 'Las confirmaciones de reserva y los recordatorios llegan aquí. Reserva una visita para recibir el primero.',
  'messages.empty.bookings': 'Ver tus reservas',
  'messages.empty.chat': 'Abrir el chat',
} satisfies Translation<typeof chatMessages>;
