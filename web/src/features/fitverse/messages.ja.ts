// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const ja = {
  'fitverse.intro': 'FitChoiceのすべての機能を、目的別に1つのホイールにまとめました。回して今日のおすすめを決めましょう。',
  'fitverse.wheel': 'FitChoiceのエリア',
  'fitverse.hint': '矢印キーでホイールを移動、Enterでエリアを開き、Escapeで戻ります。',
  'fitverse.area.train': 'トレーニング',
  'fitverse.area.book': '予約',
  'fitverse.area.earn': '獲得',
  'fitverse.area.connect': 'つながる',
  'fitverse.area.wellbeing': 'ウェルビーイング',
  'fitverse.item.checkin': 'QRチェックイン',
  'fitverse.item.wallet': 'ウォレット',
  'fitverse.item.moodAi': '気分AI',
  'fitverse.item.motivation': 'AIモチベーション',
  'fitverse.badge.book': '{count, plural, other {今日の予約#件}}',
  'fitverse.badge.earn': '{count, plural, other {今週参加できるチャレンジ#件}}',
  'fitverse.spin': '回す',
  'fitverse.pick.title': '今日のおすすめ',
  'fitverse.pick.none': 'ホイールを回すと、今日のおすすめを選びます。',
  'fitverse.pick.workout': '{name}：{minutes}分のガイド付きワークアウト',
  'fitverse.pick.challenge': '今週のチャレンジを達成しましょう。現在{progress}/{target}です。',
  'fitverse.pick.go': 'はじめる',
} satisfies Translation<typeof fitverseMessages>;
