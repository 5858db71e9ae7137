// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const ja = {
  'aiMotivation.title': 'AIモチベーション',
  'aiMotivation.intro': '連続記録とスケジュールに合わせた短いメッセージで、続ける力をサポートします。',
  'motivation.todayTitle': '今日のメッセージ',
  'motivation.offline': 'オフラインのため、この端末で作成しました。',
  'motivation.byModel': 'あなたのデータをもとにAIモデルが作成しました。',
  'motivation.note.booking': '{at}に{gym}を予約しています。ほかのことは後回しでOK。',
  'motivation.note.challenge': '{remaining, plural, =1 {あと1歩} other {あと#歩}}で今週のチャレンジ達成です。',
  'motivation.note.streak': '{days}日連続です。今日も記録をつなげましょう。',
  'motivation.note.streak_start': '新しい連続記録の1日目です。明日も来て2日目にしましょう。',
  'motivation.note.comeback': '前回の利用から{days}日たちました。今日の短いセッションでも十分です。',
  'motivation.note.first_visit': '最初のチェックインで連続記録がスタートします。近くのジムを選びましょう。',
  'motivation.note.sessions_left': '今週のプランは残り{count, plural, other {#セッション}}です。あなたならできます。',
  'motivation.note.week_done': '今週のプランはすべて完了しました。ゆっくり休みましょう。',
  'motivation.note.mood_up': '今週は気分が上向いています。トレーニングもその一因です。',
  'motivation.note.mood_down': '今週は少し重たい1週間でした。軽く10分動くだけでも気分が上がります。',
  'motivation.note.goal': 'すべてのセッションが目標に近づく一歩です：{goal}',
  'motivation.note.general_1': '来て、やって、胸を張って帰ろう。',
  'motivation.note.general_2': 'いつかの大きな計画より、毎日の小さな一歩。',
  'motivation.note.general_3': '今日は少しだけ体を動かそう。未来の自分が感謝します。',
  'motivation.reminder.title': '毎日のリマインダー',
  'motivation.reminder.enabled': '毎日リマインドする',
  'motivation.reminder.time': '時刻',
  'motivation.reminder.save': 'リマインダーを保存',
  'motivation.reminder.saved': 'リマインダーを保存しました。この端末で通知が許可されていれば、通知でお知らせします。',
  'motivation.history.title': '以前のメッセージ',
  'motivation.history.empty': '以前のメッセージがここに表示されます。',
} satisfies Translation<typeof motivationMessages>;
