// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const zh = {
  'common.or': '或',
  'auth.title': '登录 FitChoice',
  'auth.signupTitle': '创建你的 FitChoice 账户',
  'auth.intro': '预约健身房、教练和营养师，扫码签到，把训练变成 XP 和 SweatCoins。',
  'auth.tabs': '登录或注册',
  'auth.tab.signIn': '登录',
  'auth.tab.signUp': '注册',
  'auth.field.email': '邮箱',
  'auth.field.password': '密码',
  'auth.field.name': '姓名',
  'auth.field.passwordHint': '至少 {min} 个字符。',
  'auth.signIn.submit': '登录',
  'auth.signUp.submit': '创建账户',
  'auth.forgot': '忘记密码？',
  'auth.guest.hint': '无需账户即可随便看看。访客可以浏览，但无法获得 XP。',
  'auth.refused.invalidCredentials': '邮箱或密码不正确。',
  'auth.refused.signupRefused': '无法使用这些信息创建账户。如果你已有账户，请直接登录。',
  'auth.refused.suspended': '此账户已被停用。如果你认为有误，请联系客服。',
  'auth.refused.tooMany': '尝试次数过多，请等待几分钟后重试。',
  'auth.refused.signin': '登录未成功。请检查网络连接后重试。',
  'auth.refused.signup': '账户未创建。请检查网络连接后重试。',
  'auth.refused.guest': '访客会话未能开始。请检查网络连接后重试。',
  'auth.error.emailRequired': '请输入你的邮箱地址',
  'auth.error.emailInvalid': '请输入有效的邮箱地址，例如 name@example.com',
  'auth.error.passwordRequired': '请输入你的密码',
  'auth.error.passwordShort': '请至少输入 {min} 个字符',
  'auth.error.passwordLong': '最多输入 {max} 个字符',
  'auth.error.passwordCommon': '此密码太常见或太容易被猜到，请换一个',
  'auth.error.nameRequired': '请输入你的姓名',
  'auth.error.nameInvalid': '最多 {max} 个字符，只能包含文字、空格和标点',
} satisfies Translation<typeof authMessages>;
