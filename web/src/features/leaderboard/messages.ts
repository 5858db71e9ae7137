// The English copy of the leaderboard. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const leaderboardMessages = registerMessages(
  {
    'leaderboard.intro':
      'Members ranked by the XP they earned this week (Monday to Sunday, UTC) or all time, in your region or among your friends. Converting XP into SweatCoins never lowers your place.',
    'leaderboard.empty.title': 'The week has just started',
    'leaderboard.empty.body':
      'Rankings fill in as members earn XP this week: checking in at a gym, finishing workouts, attending sessions and completing challenges.',
    'leaderboard.empty.checkin': 'Check in at a gym',
    'leaderboard.empty.allTime.title': 'No XP earned here yet',
    'leaderboard.empty.allTime.body': 'Be the first on this board: check in at a gym, finish a workout or attend a session.',
    'leaderboard.empty.friends.title': 'No friends on this board yet',
    'leaderboard.empty.friends.body': 'Friends who earn XP show up here beside you. Find friends or share your invite link.',
    'leaderboard.empty.findFriends': 'Find friends',

    'leaderboard.period': 'Period',
    'leaderboard.scope': 'Who',
    'leaderboard.weekly': 'This week',
    'leaderboard.allTime': 'All time',
    'leaderboard.region': '{region}',
    'leaderboard.friends': 'Friends',
    'leaderboard.loading': 'Loading the leaderboard',
    'leaderboard.offline': 'The leaderboard needs a connection.',
    'leaderboard.me': 'You are #{rank} with {score, number} XP',
    'leaderboard.me.none': 'You have no XP on this board yet. Check in, finish a workout or attend a session to join it.',
    'leaderboard.you': 'You',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    leaderboard: typeof leaderboardMessages;
  }
}
