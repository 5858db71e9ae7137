// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const es = {
  'activity.intro': 'Tus entradas, entrenamientos y el XP que te dio cada uno.',
  'activity.empty.title': 'Aún no hay actividad',
  'activity.empty.body': 'Cada entrada y cada entrenamiento terminado aparecen aquí con el XP ganado y tu racha actual.',
  'activity.empty.checkin': 'Registrar entrada en un gimnasio',
  'activity.empty.challenges': 'Unirse a un reto',
  'activity.loading': 'Cargando tu actividad',
  'activity.offline': 'Tu actividad necesita conexión.',
  'activity.more': 'Ver actividad anterior',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'Compraste SweatCoins con ETH',
  'activity.entry.conversion': 'Convertiste {xp, number} XP en SweatCoins',
  'activity.entry.checkin': 'Check-in en {gym}',
  'activity.entry.review': 'Opinaste sobre {gym} ({stars}★)',
  'activity.entry.booking': 'Reservaste {gym} para el {when}',
  'activity.entry.cancellation': 'Cancelaste {gym} del {when}',
  'activity.entry.redemption': '{quantity, plural, one {Canjeaste {reward}} many {Canjeaste # × {reward}} other {Canjeaste # × {reward}}}',
  'activity.entry.challenge': 'Completaste {challenges}',
  'activity.entry.workout': 'Terminaste {program}{mode, select, vr { en RV} other {}} ({minutes} min)',
  'activity.entry.sessionBooked': 'Reservaste una sesión con {name} para el {when}',
  'activity.entry.sessionCancelled': 'Cancelaste la sesión con {name} del {when}',
  'activity.entry.sessionAttended': 'Asististe a una sesión con {name} el {when}',
} satisfies Translation<typeof activityMessages>;
