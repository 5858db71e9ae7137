// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const ru = {
  'aiMotivation.title': 'ИИ-мотивация',
  'aiMotivation.intro': 'Короткие напоминания с учётом вашей серии и расписания, чтобы вы не сбавляли темп.',
  'motivation.todayTitle': 'Сообщение дня',
  'motivation.offline': 'Составлено на этом устройстве, пока вы не в сети.',
  'motivation.byModel': 'Составлено ИИ-моделью по вашим данным.',
  'motivation.note.booking': 'У вас бронь: {gym}, {at}. Всё остальное подождёт.',
  'motivation.note.challenge':
    '{remaining, plural, =1 {Ещё один шаг} one {Ещё # шаг} few {Ещё # шага} many {Ещё # шагов} other {Ещё # шага}} — и челлендж этой недели выполнен.',
  'motivation.note.streak': '{days} дн. подряд. Не прерывайте серию сегодня.',
  'motivation.note.streak_start': 'Первый день новой серии. Возвращайтесь завтра, чтобы стало два.',
  'motivation.note.comeback': 'С последнего визита прошло {days} дн. Даже короткая тренировка сегодня засчитывается.',
  'motivation.note.first_visit': 'Первая отметка начинает вашу серию. Выберите зал рядом.',
  'motivation.note.sessions_left':
    '{count, plural, =1 {Осталось одно занятие} one {Осталось # занятие} few {Осталось # занятия} many {Осталось # занятий} other {Осталось # занятия}} по плану этой недели. У вас всё получится.',
  'motivation.note.week_done': 'Все занятия плана этой недели выполнены. Хорошо отдохните.',
  'motivation.note.mood_up': 'На этой неделе ваше настроение растёт. Тренировки — часть этого.',
  'motivation.note.mood_down': 'Неделя выдалась тяжелее. Даже десять спокойных минут могут поднять настроение.',
  'motivation.note.goal': 'Каждое занятие приближает вас к цели: {goal}.',
  'motivation.note.general_1': 'Приходите, работайте, уходите с гордостью.',
  'motivation.note.general_2': 'Маленькие шаги каждый день лучше больших планов когда-нибудь.',
  'motivation.note.general_3': 'Подвигайтесь сегодня хоть немного. Вы из будущего скажете спасибо.',
  'motivation.reminder.title': 'Ежедневное напоминание',
  'motivation.reminder.enabled': 'Напоминать каждый день',
  'motivation.reminder.time': 'Время',
  'motivation.reminder.save': 'Сохранить напоминание',
  'motivation.reminder.saved': 'Напоминание сохранено. Оно придёт уведомлением, если это устройство их разрешает.',
  'motivation.history.title': 'Предыдущие сообщения',
  'motivation.history.empty': 'Здесь появятся ваши предыдущие сообщения.',
} satisfies Translation<typeof motivationMessages>;
