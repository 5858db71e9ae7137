// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const ru = {
  'activity.intro': 'Ваши отметки в залах, тренировки и XP за каждую из них.',
  'activity.empty.title': 'Активности пока нет',
  'activity.empty.body': 'Здесь появится каждая отметка в зале и завершённая тренировка с полученным XP и вашей текущей серией.',
  'activity.empty.checkin': 'Отметиться в зале',
  'activity.empty.challenges': 'Присоединиться к челленджу',
  'activity.loading': 'Загружаем вашу активность',
  'activity.offline': 'Для активности нужно подключение к сети.',
  'activity.more': 'Показать более раннюю активность',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'Покупка SweatCoins за ETH',
  'activity.entry.conversion': '{xp, number} XP обменяно на SweatCoins',
  'activity.entry.checkin': 'Отметка: {gym}',
  'activity.entry.review': 'Отзыв: {gym} ({stars}★)',
  'activity.entry.booking': 'Бронь: {gym}, {when}',
  'activity.entry.cancellation': 'Отмена брони: {gym}, {when}',
  'activity.entry.redemption':
    '{quantity, plural, =1 {Получено: {reward}} one {Получено: # × {reward}} few {Получено: # × {reward}} many {Получено: # × {reward}} other {Получено: # × {reward}}}',
  'activity.entry.challenge': 'Выполнено: {challenges}',
  'activity.entry.workout': 'Тренировка завершена: {program}{mode, select, vr { в VR} other {}} ({minutes} мин)',
  'activity.entry.sessionBooked': 'Запись на занятие с {name} на {when}',
  'activity.entry.sessionCancelled': 'Отмена занятия с {name} на {when}',
  'activity.entry.sessionAttended': 'Занятие с {name} {when}',
} satisfies Translation<typeof activityMessages>;
