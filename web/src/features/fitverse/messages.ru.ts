// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const ru = {
  'fitverse.intro':
    'Все разделы FitChoice на одном колесе, сгруппированные по тому, что вы хотите сделать. Крутите — и получите выбор дня.',
  'fitverse.wheel': 'Разделы FitChoice',
  'fitverse.hint': 'Стрелки перемещают по колесу; Enter открывает раздел; Escape — назад.',
  'fitverse.area.train': 'Тренировки',
  'fitverse.area.book': 'Брони',
  'fitverse.area.earn': 'Награды',
  'fitverse.area.connect': 'Общение',
  'fitverse.area.wellbeing': 'Самочувствие',
  'fitverse.item.checkin': 'Отметка по QR',
  'fitverse.item.wallet': 'Кошелёк',
  'fitverse.item.moodAi': 'ИИ настроения',
  'fitverse.item.motivation': 'ИИ-мотивация',
  'fitverse.badge.book':
    '{count, plural, one {# бронь на сегодня} few {# брони на сегодня} many {# броней на сегодня} other {# брони на сегодня}}',
  'fitverse.badge.earn':
    '{count, plural, one {# челлендж ещё открыт на этой неделе} few {# челленджа ещё открыты на этой неделе} many {# челленджей ещё открыто на этой неделе} other {# челленджа ещё открыто на этой неделе}}',
  'fitverse.spin': 'Крутить',
  'fitverse.pick.title': 'Выбор дня',
  'fitverse.pick.none': 'Крутните колесо, и оно выберет что-нибудь на сегодня.',
  'fitverse.pick.workout': '{name} — тренировка по программе на {minutes} мин.',
  'fitverse.pick.challenge': 'Завершите челлендж этой недели: у вас {progress} из {target}.',
  'fitverse.pick.go': 'Поехали',
} satisfies Translation<typeof fitverseMessages>;
