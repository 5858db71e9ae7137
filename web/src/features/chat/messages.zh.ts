// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const zh = {
  'chat.back': '所有消息',
  'chat.older': '加载更早的消息',
  'chat.messages.label': '消息',
  'chat.state.sending': '发送中',
  'chat.state.failed': '未发送',
  'chat.state.sent': '已发送',
  'chat.state.delivered': '已送达',
  'chat.state.read': '已读',
  'chat.write': '输入消息',
  'chat.placeholder': '消息',
  'chat.send': '发送',
  'chat.empty.title': '选择一个对话',
  'chat.empty.body': '从消息中打开一个对话，或与训练伙伴配对后开始聊天。',
  'chat.empty.messages': '查看消息',
  'chat.empty.fitMatch': '寻找训练伙伴',
  'messages.intro': '你与好友和训练伙伴的对话。',
  'messages.unread': '{count, plural, other {# 条新消息}}',
  'messages.new.open': '新对话',
  'messages.new.title': '发起对话',
  'messages.new.noFriends': '你可以给好友和配对对象发消息。',
  'messages.new.findFriends': '查找好友',
  'messages.new.who': '对象（最多 {max} 人）',
  'messages.new.groupName': '群名称（可选）',
  'messages.new.start': '开始',
  'messages.new.cancel': '取消',
  'messages.new.queued': '已保存：恢复联网后对话将开始。',
  'messages.new.refused': '无法发起此对话。',
  'messages.empty.title': '暂无对话',
  'messages.empty.body': '与好友开始聊天，或与训练伙伴配对。',
  'messages.empty.friends': '查找好友',
  'messages.empty.fitMatch': '寻找训练伙伴',
} satisfies Translation<typeof chatMessages>;
