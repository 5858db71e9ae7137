// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const ja = {
  'activity.intro': 'チェックインとワークアウト、それぞれで獲得したXPです。',
  'activity.empty.title': 'まだアクティビティがありません',
  'activity.empty.body': 'チェックインと完了したワークアウトが、獲得したXPと現在の連続記録とともにここに表示されます。',
  'activity.empty.checkin': 'ジムでチェックイン',
  'activity.empty.challenges': 'チャレンジに参加',
  'activity.loading': 'アクティビティを読み込んでいます',
  'activity.offline': 'アクティビティの表示には接続が必要です。',
  'activity.more': '以前のアクティビティを表示',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'ETHでSweatCoinsを購入',
  'activity.entry.conversion': '{xp, number} XPをSweatCoinsに交換',
  'activity.entry.checkin': '{gym}にチェックイン',
  'activity.entry.review': '{gym}をレビュー（{stars}★）',
  'activity.entry.booking': '{gym}を予約（{when}）',
  'activity.entry.cancellation': '{gym}の予約をキャンセル（{when}）',
  'activity.entry.redemption': '{quantity, plural, =1 {{reward}と交換} other {{reward} × #と交換}}',
  'activity.entry.challenge': '{challenges}を達成',
  'activity.entry.workout': '{program}を完了{mode, select, vr {（VR）} other {}}（{minutes}分）',
  'activity.entry.sessionBooked': '{name}とのセッションを{when}に予約',
  'activity.entry.sessionCancelled': '{name}との{when}のセッションをキャンセル',
  'activity.entry.sessionAttended': '{when}に{name}とのセッションに参加',
} satisfies Translation<typeof activityMessages>;
