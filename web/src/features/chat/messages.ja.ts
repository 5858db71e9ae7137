// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const ja = {
  'chat.back': 'すべてのメッセージ',
  'chat.older': '以前のメッセージを読み込む',
  'chat.messages.label': 'メッセージ',
  'chat.state.sending': '送信中',
  'chat.state.failed': '未送信',
  'chat.state.sent': '送信済み',
  'chat.state.delivered': '配信済み',
  'chat.state.read': '既読',
  'chat.write': 'メッセージを入力',
  'chat.placeholder': 'メッセージ',
  'chat.send': '送信',
  'chat.empty.title': '会話を選んでください',
  'chat.empty.body': 'メッセージから会話を開くか、トレーニング仲間とマッチして会話を始めましょう。',
  'chat.empty.messages': 'メッセージを見る',
  'chat.empty.fitMatch': 'トレーニング仲間を探す',
  'messages.intro': '友達やトレーニング仲間との会話です。',
  'messages.unread': '{count, plural, other {新着#件}}',
  'messages.new.open': '新しい会話',
  'messages.new.title': '会話を始める',
  'messages.new.noFriends': '友達やマッチした相手にメッセージを送れます。',
  'messages.new.findFriends': '友達を探す',
  'messages.new.who': '相手（{max}人まで）',
  'messages.new.groupName': 'グループ名（任意）',
  'messages.new.start': '開始',
  'messages.new.cancel': 'キャンセル',
  'messages.new.queued': '保存しました。オンラインに戻ると会話が始まります。',
  'messages.new.refused': 'この会話は開始できません。',
  'messages.empty.title': 'まだ会話はありません',
  'messages.empty.body': '友達と会話を始めるか、トレーニング仲間とマッチしましょう。',
  'messages.empty.friends': '友達を探す',
  'messages.empty.fitMatch': 'トレーニング仲間を探す',
} satisfies Translation<typeof chatMessages>;
