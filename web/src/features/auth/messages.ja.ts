// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const ja = {
  'common.or': 'または',
  'auth.title': 'FitChoiceにログイン',
  'auth.signupTitle': 'FitChoiceアカウントを作成',
  'auth.intro': 'ジム、トレーナー、栄養士を予約し、QRコードでチェックイン。ワークアウトをXPとSweatCoinsに変えましょう。',
  'auth.tabs': 'ログインまたは新規登録',
  'auth.tab.signIn': 'ログイン',
  'auth.tab.signUp': '新規登録',
  'auth.field.email': 'メールアドレス',
  'auth.field.password': 'パスワード',
  'auth.field.name': '名前',
  'auth.field.passwordHint': '{min}文字以上。',
  'auth.signIn.submit': 'ログイン',
  'auth.signUp.submit': 'アカウントを作成',
  'auth.forgot': 'パスワードをお忘れですか？',
  'auth.guest.hint': 'アカウントなしで見て回れます。ゲストは閲覧できますが、XPは獲得できません。',
  'auth.refused.invalidCredentials': 'メールアドレスまたはパスワードが正しくありません。',
  'auth.refused.signupRefused': 'この情報ではアカウントを作成できませんでした。すでにアカウントをお持ちの場合は、ログインしてください。',
  'auth.refused.suspended': 'このアカウントは停止されています。誤りだと思われる場合はサポートにお問い合わせください。',
  'auth.refused.tooMany': '試行回数が多すぎます。数分待ってからもう一度お試しください。',
  'auth.refused.signin': 'ログインできませんでした。接続を確認して、もう一度お試しください。',
  'auth.refused.signup': 'アカウントを作成できませんでした。接続を確認して、もう一度お試しください。',
  'auth.refused.guest': 'ゲストセッションを開始できませんでした。接続を確認して、もう一度お試しください。',
  'auth.error.emailRequired': 'メールアドレスを入力してください',
  'auth.error.emailInvalid': '有効なメールアドレスを入力してください（例：name@example.com）',
  'auth.error.passwordRequired': 'パスワードを入力してください',
  'auth.error.passwordShort': '{min}文字以上で入力してください',
  'auth.error.passwordLong': '{max}文字以内で入力してください',
  'auth.error.passwordCommon': 'このパスワードはよく使われているか推測されやすいため、別のものにしてください',
  'auth.error.nameRequired': '名前を入力してください',
  'auth.error.nameInvalid': '文字、スペース、句読点で{max}文字以内で入力してください',
} satisfies Translation<typeof authMessages>;
