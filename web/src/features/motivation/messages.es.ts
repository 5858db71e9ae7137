// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const es = {
  'aiMotivation.title': 'Motivación IA',
  'aiMotivation.intro': 'Mensajes breves adaptados a tu racha y tu horario para que sigas viniendo.',
  'motivation.todayTitle': 'El mensaje de hoy',
  'motivation.offline': 'Escrito en este dispositivo mientras estás sin conexión.',
  'motivation.byModel': 'Escrito por el modelo de IA a partir de tus datos.',
  'motivation.note.booking': 'Tienes reservado {gym} para el {at}. Todo lo demás puede esperar.',
  'motivation.note.challenge':
    '{remaining, plural, one {Un paso más} many {# pasos más} other {# pasos más}} y el reto de esta semana estará hecho.',
  'motivation.note.streak': '{days} días seguidos. Mantén viva la racha hoy.',
  'motivation.note.streak_start': 'Primer día de una nueva racha. Vuelve mañana para que sean dos.',
  'motivation.note.comeback': 'Han pasado {days} días desde tu última visita. Una sesión corta hoy también cuenta.',
  'motivation.note.first_visit': 'Tu primera entrada en un gimnasio empieza tu racha. Elige uno cerca de ti.',
  'motivation.note.sessions_left':
    '{count, plural, one {Te queda una sesión} many {Te quedan # sesiones} other {Te quedan # sesiones}} del plan de esta semana. Tú puedes.',
  'motivation.note.week_done': 'Has hecho todas las sesiones del plan de esta semana. Descansa bien.',
  'motivation.note.mood_up': 'Tu ánimo ha ido a más esta semana. El entrenamiento tiene mucho que ver.',
  'motivation.note.mood_down': 'Ha sido una semana pesada. Incluso diez minutos suaves pueden mejorar tu ánimo.',
  'motivation.note.goal': 'Cada sesión te acerca a tu objetivo: {goal}.',
  'motivation.note.general_1': 'Ven, haz el trabajo y vuelve a casa orgulloso.',
  'motivation.note.general_2': 'Los pasos pequeños de cada día valen más que los grandes planes de algún día.',
  'motivation.note.general_3': 'Muévete un poco hoy. Tu yo del futuro te lo agradecerá.',
  'motivation.reminder.title': 'Recordatorio diario',
  'motivation.reminder.enabled': 'Recuérdamelo cada día',
  'motivation.reminder.time': 'Hora',
  'motivation.reminder.save': 'Guardar recordatorio',
  'motivation.reminder.saved': 'Recordatorio guardado. Te llegará como notificación donde este dispositivo lo permita.',
  'motivation.history.title': 'Mensajes anteriores',
  'motivation.history.empty': 'Aquí aparecerán tus mensajes anteriores.',
} satisfies Translation<typeof motivationMessages>;
