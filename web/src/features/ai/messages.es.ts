// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { aiMessages } from './messages';

export const es = {
  'aiCoach.intro': 'Planes de entrenamiento que se adaptan a tus objetivos, al equipamiento de tu gimnasio y a tu progreso.',
  'aiCoach.empty.title': 'Tu entrenador necesita algo de historial',
  'aiCoach.empty.body': 'Los planes se basan en tus entradas y entrenamientos. Registra unas cuantas sesiones para recibir tu primer plan.',
  'aiCoach.empty.activity': 'Ver tu actividad',
  'aiCoach.empty.trainers': 'Reservar un entrenador humano',
  'aiMotivation.title': 'Motivación IA',
  'aiMotivation.intro': 'Mensajes breves adaptados a tu racha y tu horario para que sigas viniendo.',
  'aiMotivation.empty.title': 'Aún no hay mensajes',
  'aiMotivation.empty.body': 'Los mensajes de motivación empiezan cuando tienes una racha. Una visita la inicia.',
  'aiMotivation.empty.gyms': 'Buscar gimnasio',
  'aiMotivation.empty.mood': 'Registrar tu estado de ánimo',
  'moodAi.title': 'Ánimo IA',
  'moodAi.intro': 'Sugerencias para el entrenamiento de hoy según cómo te sientes.',
  'moodAi.empty.title': 'Primero cuéntanos cómo te sientes',
  'moodAi.empty.body': 'Registra tu estado de ánimo en el diario de ánimo; las sugerencias aparecen aquí a partir de tus entradas.',
  'moodAi.empty.tracker': 'Abrir el diario de ánimo',
  'moodAi.empty.aiCoach': 'Preguntar al entrenador IA',
} satisfies Translation<typeof aiMessages>;
