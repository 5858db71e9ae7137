// The Chinese (Simplified) copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Chinese (Simplified) is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const zh = {
  'outbox.error.refused': 'FitChoice 未接受此操作。请重试或放弃。',
  'outbox.refused.emailNotVerified': '请先确认你的邮箱地址，然后重试。',
  'outbox.refused.notFound': '相关内容已不存在。请丢弃。',
  'outbox.refused.invalid': '其中有内容未被接受。请丢弃后重新操作。',
  'outbox.refused.forbidden': '你的账户无法执行此操作。',
  'outbox.refused.signedOut': '你已退出登录。请重新登录后再重试。',
  'outbox.refused.passwordChange': '请先修改密码，然后重试。',
  'outbox.refused.suspended': '你的账户已被暂停，无法发送。请放弃它。',
  'outbox.refused.conflict': '期间情况有变，这项操作已不适用。请放弃后重新操作。',
  'outbox.refused.tooLarge': '内容太大，无法发送。请放弃后改短重新操作。',
  'outbox.refused.later': 'FitChoice 当时无法接收。请稍后重试。',
} satisfies Translation<typeof refusalMessages>;
