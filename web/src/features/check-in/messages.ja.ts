// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const ja = {
  'qrScanner.title': 'チェックイン',
  'qrScanner.intro': 'ジムの受付にあるQRコードをスキャンしてチェックインし、利用のXPを獲得しましょう。',
  'qrScanner.empty.bookings': '今日の予約を見る',
  'qr.camera.title': 'カメラでスキャン',
  'qr.camera.start': 'カメラを起動',
  'qr.camera.stop': 'カメラを停止',
  'qr.camera.video': 'カメラのプレビュー',
  'qr.camera.unsupported': 'このブラウザではカメラを使えません。代わりに下にコードを入力してください。',
  'qr.camera.denied': 'カメラを起動できませんでした（アクセスが拒否された可能性があります）。代わりに下にコードを入力してください。',
  'qr.manual.title': 'またはコードを入力',
  'qr.manual.label': 'ジムのコード',
  'qr.manual.hint': 'ジムの受付にあるQRコードの下に表示されています（例：FG-7K2Q-M9XH）。30秒ごとに変わります。',
  'qr.manual.invalid': 'ジムのコードではありません。受付のQRコードをスキャンするか、その下の8文字を入力してください。',
  'qr.submit': 'チェックイン',
  'checkin.done': '{gym}にチェックインしました！',
  'checkin.xp': '+{xp} XP・合計{total} XP・レベル{level}',
  'checkin.streak': '{days, plural, other {#日連続}}（最高{best}日）',
  'checkin.seeProgress': '進捗を見る',
  'checkin.queued': '保存しました。チェックインはオンラインに戻ると送信され、結果はここに表示されます。',
  'checkin.refused': 'チェックインできませんでした',
  'checkin.refused.noBooking': '今チェックインできる予約はありません。チェックインは利用の15分前に始まり、終了時刻に締め切られます。',
  'checkin.refused.wrongCode': '予約したジムの現在のコードではありません。受付のコードをもう一度スキャンしてください。',
  'checkin.refused.payAtDesk': 'この予約は受付でのお支払いです。受付で予約コードを見せると、お支払い時にスタッフがチェックインします。',
  'checkin.refused.already': 'この予約はすでにチェックイン済みです。',
  'checkin.refused.cancelled': 'この予約はキャンセルされたため、チェックインできません。',
  'checkin.refused.tooLate': 'このチェックインは6時間以上前にスキャンされたため、受け付けられません。',
  'checkin.refused.travel':
    'このチェックインは、前回のチェックインからの時間に対して場所が離れすぎています。今いるジムでチェックインしてください。',
  'checkin.refused.other': 'チェックインできませんでした。もう一度お試しください。',
} satisfies Translation<typeof checkInMessages>;
