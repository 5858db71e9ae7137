// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { professionalsMessages } from './messages';

export const es = {
  'trainers.intro': 'Entrenadores personales certificados que puedes reservar por sesión, en el gimnasio o en línea.',
  'trainers.empty.title': 'Todavía no hay entrenadores disponibles cerca de ti',
  'trainers.empty.body': 'Los entrenadores de tu región aparecen aquí con su especialidad, valoración y precio por sesión.',
  'trainers.empty.nutritionists': 'Ver nutricionistas',
  'trainers.empty.aiCoach': 'Preguntar al entrenador IA',
  'nutritionists.intro': 'Nutricionistas colegiados para planes de comidas y seguimientos que encajan con tu entrenamiento.',
  'nutritionists.empty.title': 'Todavía no hay nutricionistas disponibles cerca de ti',
  'nutritionists.empty.body': 'Los nutricionistas de tu región aparecen aquí con su especialidad, valoración y precio por sesión.',
  'nutritionists.empty.trainers': 'Ver entrenadores',
  'nutritionists.empty.mood': 'Registrar tu estado de ánimo',
  'professionalBooking.title': 'Reservar una sesión',
  'professionalBooking.intro': 'Elige una hora con un entrenador o nutricionista y confirma la sesión.',
  'professionalBooking.empty.title': 'Elige primero un profesional',
  'professionalBooking.empty.body': 'Abre el perfil de un entrenador o nutricionista y elige una hora; la reserva se abre aquí.',
  'professionalBooking.empty.trainers': 'Ver entrenadores',
  'professionalBooking.empty.nutritionists': 'Ver nutricionistas',
} satisfies Translation<typeof professionalsMessages>;
