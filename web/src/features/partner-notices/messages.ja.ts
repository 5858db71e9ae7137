// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const ja = {
  'partnerNotices.title': '受け取るお知らせ',
  'partnerNotices.intro':
    '新しい予約、キャンセル、レビューをどう受け取るか選べます。デバイスへのプッシュ通知、メール、またはその両方です。',
  'partnerNotices.kind.booking': '新しい予約（クライアントによる日時変更を含む）',
  'partnerNotices.kind.cancellation': 'キャンセル',
  'partnerNotices.kind.review': 'レビュー',
  'partnerNotices.channel.push': 'プッシュ通知',
  'partnerNotices.channel.mail': 'メール',
  'partnerNotices.save': '保存',
  'partnerNotices.saved': '保存しました。',
  'partnerNotices.loading': '読み込み中…',
  'partnerNotices.failed': 'うまくいかず、何も変更されませんでした。少ししてからもう一度お試しください。',
  'partnerNotices.forbidden': 'この設定はパートナーアカウント用です。',
  'partnerNotices.offline': '送信できず、何も変更されませんでした。接続を確認して、もう一度お試しください。',
  'partnerNotices.adminNote': 'お知らせの設定は各パートナーが自分のパネルで選びます。',
  'partnerNotices.push.unsupported': 'このブラウザーではプッシュ通知を表示できません。',
  'partnerNotices.push.off': 'このデバイスではプッシュ通知がオフです。',
  'partnerNotices.push.on': 'このデバイスにはプッシュ通知が届きます。',
  'partnerNotices.push.blocked': 'このブラウザーの設定で FitChoice の通知がブロックされています。',
  'partnerNotices.push.enable': 'このデバイスでプッシュ通知をオンにする',
  'partnerNotices.push.failed': 'ここではプッシュ通知をオンにできませんでした。後でもう一度お試しください。',
} satisfies Translation<typeof partnerNoticesMessages>;
