// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ja = {
  'leaderboard.intro': '今週または累計のXPで、地域内や友達の間のメンバーを順位付けします。',
  'leaderboard.empty.title': '今週は始まったばかりです',
  'leaderboard.empty.body':
    'メンバーがチェックインしたりチャレンジを達成したりすると、ランキングが埋まっていきます。XPを獲得して上位を目指しましょう。',
  'leaderboard.empty.checkin': 'ジムでチェックイン',
  'leaderboard.period': '期間',
  'leaderboard.scope': '対象',
  'leaderboard.weekly': '今週',
  'leaderboard.allTime': '累計',
  'leaderboard.region': '{region}',
  'leaderboard.friends': '友達',
  'leaderboard.loading': 'ランキングを読み込んでいます',
  'leaderboard.offline': 'ランキングの表示には接続が必要です。',
  'leaderboard.me': 'あなたは{score, number} XPで{rank}位です',
  'leaderboard.me.none': 'このランキングではまだXPがありません。ジムでチェックインして参加しましょう。',
  'leaderboard.you': 'あなた',
} satisfies Translation<typeof leaderboardMessages>;
