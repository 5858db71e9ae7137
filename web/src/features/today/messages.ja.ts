// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const ja = {
  'today.today': '今日の予定',
  'today.next': '次の利用',
  'today.next.visit': '{gym}、{when}',
  'today.next.none': 'まだ予約はありません。',
  'today.next.checkin': '今すぐチェックイン',
  'today.next.opens': 'チェックインは{time}に始まります。',
  'today.streak.start': '今日チェックインして連続記録をスタートしましょう。',
  'today.streak.keep': '{days, plural, other {#日連続}}：今日チェックインして記録をつなげましょう。',
  'today.streak.kept': '{days, plural, other {#日連続}}：今日はチェックイン済みです。',
  'today.week': '今週：{visits, plural, =0 {まだ利用なし} other {#回利用}}',
  'today.findGym': 'ジムを探す',
  'today.challenge': '達成間近',
  'today.challenge.open': 'チャレンジを見る',
  'today.challenge.none': 'チャレンジに参加すると、ここに進捗が表示されます。',
  'today.challenge.find': 'チャレンジを探す',
  'today.suggestion.coach': '今日のコーチのセッション',
  'today.suggestion.session': '{focus}、約{minutes}分',
  'today.suggestion.openPlan': 'プランを開く',
  'today.suggestion.gym': '近くで今すぐ空きあり',
  'today.suggestion.gymWhy': '営業中で空きあり・{distance}',
  'today.suggestion.openGym': 'ジムを見る',
} satisfies Translation<typeof todayMessages>;
