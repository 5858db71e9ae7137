// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const ru = {
  'today.today': 'Ваш день',
  'today.next': 'Следующий визит',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'Визитов пока не забронировано.',
  'today.next.checkin': 'Отметиться',
  'today.next.opens': 'Отметка откроется в {time}.',
  'today.streak.start': 'Отметьтесь сегодня, чтобы начать серию.',
  'today.streak.keep':
    '{days, plural, one {Серия: # день} few {Серия: # дня} many {Серия: # дней} other {Серия: # дня}} — отметьтесь сегодня, чтобы её сохранить.',
  'today.streak.kept':
    '{days, plural, one {Серия: # день} few {Серия: # дня} many {Серия: # дней} other {Серия: # дня}} — сегодня вы уже отметились.',
  'today.week': 'На этой неделе: {visits, plural, =0 {визитов пока нет} one {# визит} few {# визита} many {# визитов} other {# визита}}',
  'today.findGym': 'Найти зал',
  'today.challenge': 'Ближе всего к цели',
  'today.challenge.open': 'Открыть челлендж',
  'today.challenge.none': 'Присоединитесь к челленджу, чтобы видеть здесь прогресс.',
  'today.challenge.find': 'Найти челлендж',
  'today.suggestion.coach': 'Занятие от тренера на сегодня',
  'today.suggestion.session': '{focus}, около {minutes} мин',
  'today.suggestion.openPlan': 'Открыть мой план',
  'today.suggestion.gym': 'Свободно рядом',
  'today.suggestion.gymWhy': 'Открыто сейчас, есть места · {distance}',
  'today.suggestion.openGym': 'Открыть зал',
} satisfies Translation<typeof todayMessages>;
