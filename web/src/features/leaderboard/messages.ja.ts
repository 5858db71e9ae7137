// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ja = {
  'leaderboard.intro':
    '今週（月曜〜日曜、UTC）または累計で獲得したXPによる、地域内や友達同士のランキング。XPをSweatCoinsに交換しても順位は下がりません。',
  'leaderboard.empty.title': '今週は始まったばかりです',
  'leaderboard.empty.body':
    '今週XPを獲得するとランキングに載ります：ジムでのチェックイン、ワークアウトの完了、セッションへの参加、チャレンジの達成。',
  'leaderboard.empty.checkin': 'ジムでチェックイン',
  'leaderboard.empty.allTime.title': 'まだ誰もXPを獲得していません',
  'leaderboard.empty.allTime.body': '最初の一人になろう：ジムでチェックイン、ワークアウトを完了、またはセッションに参加。',
  'leaderboard.empty.friends.title': 'このランキングにはまだ友達がいません',
  'leaderboard.empty.friends.body': 'XPを獲得した友達がここに並びます。友達を探すか、招待リンクを共有しましょう。',
  'leaderboard.empty.findFriends': '友達を探す',
  'leaderboard.period': '期間',
  'leaderboard.scope': '対象',
  'leaderboard.weekly': '今週',
  'leaderboard.allTime': '累計',
  'leaderboard.region': '{region}',
  'leaderboard.friends': '友達',
  'leaderboard.loading': 'ランキングを読み込んでいます',
  'leaderboard.offline': 'ランキングの表示には接続が必要です。',
  'leaderboard.me': 'あなたは{score, number} XPで{rank}位です',
  'leaderboard.me.none': 'このランキングではまだXPがありません。チェックイン、ワークアウトの完了、またはセッションへの参加で参加できます。',
  'leaderboard.you': 'あなた',
} satisfies Translation<typeof leaderboardMessages>;
