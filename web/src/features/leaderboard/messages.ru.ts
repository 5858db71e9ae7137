// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ru = {
  'leaderboard.intro': 'Участники по XP — за эту неделю или за всё время, в вашем регионе или среди друзей.',
  'leaderboard.empty.title': 'Неделя только началась',
  'leaderboard.empty.body':
    'Рейтинг заполняется по мере того, как участники отмечаются и выполняют челленджи. Получайте XP, чтобы занять место.',
  'leaderboard.empty.checkin': 'Отметиться в зале',
  'leaderboard.period': 'Период',
  'leaderboard.scope': 'Кто',
  'leaderboard.weekly': 'Эта неделя',
  'leaderboard.allTime': 'Всё время',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Друзья',
  'leaderboard.loading': 'Загружаем рейтинг',
  'leaderboard.offline': 'Для рейтинга нужно подключение к сети.',
  'leaderboard.me': 'Вы на {rank}-м месте с {score, number} XP',
  'leaderboard.me.none': 'У вас пока нет XP в этом рейтинге. Отметьтесь в зале, чтобы попасть в него.',
  'leaderboard.you': 'Вы',
} satisfies Translation<typeof leaderboardMessages>;
