// The Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const zh = {
  'partnerNotices.title': '你会收到哪些通知',
  'partnerNotices.intro': '选择如何获知新预订、取消和评价：设备上的推送通知、邮件，或两者都要。',
  'partnerNotices.kind.booking': '新预订（以及客户改期的课程）',
  'partnerNotices.kind.cancellation': '取消',
  'partnerNotices.kind.review': '评价',
  'partnerNotices.channel.push': '推送通知',
  'partnerNotices.channel.mail': '邮件',
  'partnerNotices.save': '保存',
  'partnerNotices.saved': '已保存。',
  'partnerNotices.loading': '加载中…',
  'partnerNotices.failed': '操作未成功，没有任何更改。请稍后再试。',
  'partnerNotices.forbidden': '这些设置仅适用于合作伙伴账户。',
  'partnerNotices.offline': '未能发送，没有任何更改。请检查网络后重试。',
  'partnerNotices.adminNote': '每位合作伙伴在自己的面板中选择通知。',
  'partnerNotices.push.unsupported': '此浏览器无法显示推送通知。',
  'partnerNotices.push.off': '此设备上的推送通知已关闭。',
  'partnerNotices.push.on': '此设备会显示推送通知。',
  'partnerNotices.push.blocked': '此浏览器的设置屏蔽了 FitChoice 的通知。',
  'partnerNotices.push.enable': '在此设备上开启推送通知',
  'partnerNotices.push.failed': '无法在此开启推送通知，请稍后再试。',
} satisfies Translation<typeof partnerNoticesMessages>;
