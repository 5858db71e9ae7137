// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const ja = {
  'tutorial.progress': 'ステップ{current}/{total}',
  'tutorial.back': '戻る',
  'tutorial.next': '次へ',
  'tutorial.close': 'ツアーを閉じる',
  'tutorial.getStarted': 'はじめる',
  'tutorial.welcome.title': 'FitChoiceへようこそ',
  'tutorial.welcome.body': 'よく使う機能を1分で紹介します。いつでも閉じられ、「設定」からもう一度見られます。',
  'tutorial.xp.title': 'XPシステム',
  'tutorial.xp.body': 'チェックイン、ワークアウトの完了、チャレンジの達成で経験値を獲得できます。合計はいつでもここに表示されます。',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'XPはリワードストアの通貨であるSweatCoinsに交換できます。ウォレットからETHで購入することもできます。',
  'tutorial.session.title': 'アクティブセッショントラッカー',
  'tutorial.session.body': '進捗がひと目でわかります。ジムでチェックインするとセッションが始まり、XPを獲得して連続記録が続きます。',
  'tutorial.discover.title': '探す',
  'tutorial.discover.body': '近くのジムを、レビュー、営業時間、リアルタイムの空き状況、あなたの通貨での1回あたりの料金とともに探せます。',
  'tutorial.bookings.title': '予約',
  'tutorial.bookings.body': '今後の利用とセッションが、チェックインコードとともに表示されます。オフラインでもスマホに残ります。',
  'tutorial.profile.title': 'プロフィール',
  'tutorial.profile.body': 'アカウントと設定：テーマ、地域、言語、位置情報、そしてこのツアー。',
  'tutorial.social.title': 'ソーシャルフィード',
  'tutorial.social.body': 'フォローしている人のワークアウト、チェックイン、節目の記録。',
  'tutorial.messaging.title': 'メッセージ',
  'tutorial.messaging.body': '予約の確認、リマインダー、ジムからのお知らせがここに届きます。',
  'tutorial.qr.title': 'QRスキャナー',
  'tutorial.qr.body': '受付でジムのQRコードをスキャンしてチェックインし、利用のXPを獲得しましょう。',
  'tutorial.leaderboards.title': 'ランキング',
  'tutorial.leaderboards.body': '地域のメンバーの中で、今週のXPの順位を確認できます。',
  'tutorial.store.title': 'リワードストア',
  'tutorial.store.body': 'SweatCoinsを1日パス、クラス、グッズ、パートナー特典に使えます。トレーニングを楽しんでください！',
} satisfies Translation<typeof tutorialMessages>;
