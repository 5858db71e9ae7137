// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ru = {
  'leaderboard.intro':
    'Рейтинг участников по XP, заработанному на этой неделе (с понедельника по воскресенье, UTC) или за всё время, в вашем регионе или среди друзей. Обмен XP на SweatCoins не понижает ваше место.',
  'leaderboard.empty.title': 'Неделя только началась',
  'leaderboard.empty.body':
    'Рейтинг заполняется, когда участники зарабатывают XP на этой неделе: отмечаются в зале, завершают тренировки, посещают занятия и проходят челленджи.',
  'leaderboard.empty.checkin': 'Отметиться в зале',
  'leaderboard.empty.allTime.title': 'Здесь пока никто не заработал XP',
  'leaderboard.empty.allTime.body': 'Станьте первым: отметьтесь в зале, завершите тренировку или посетите занятие.',
  'leaderboard.empty.friends.title': 'Друзей в этом рейтинге пока нет',
  'leaderboard.empty.friends.body':
    'Друзья, которые зарабатывают XP, появятся здесь рядом с вами. Найдите друзей или поделитесь ссылкой-приглашением.',
  'leaderboard.empty.findFriends': 'Найти друзей',
  'leaderboard.period': 'Период',
  'leaderboard.scope': 'Кто',
  'leaderboard.weekly': 'Эта неделя',
  'leaderboard.allTime': 'Всё время',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Друзья',
  'leaderboard.loading': 'Загружаем рейтинг',
  'leaderboard.offline': 'Для рейтинга нужно подключение к сети.',
  'leaderboard.me': 'Вы на {rank}-м месте с {score, number} XP',
  'leaderboard.me.none':
    'У вас пока нет XP в этом рейтинге. Отметьтесь в зале, завершите тренировку или посетите занятие, чтобы попасть в него.',
  'leaderboard.you': 'Вы',
} satisfies Translation<typeof leaderboardMessages>;
