// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const ja = {
  'outbox.error.refused': 'FitChoiceがこの操作を受け付けませんでした。再試行するか、破棄してください。',
  'outbox.refused.emailNotVerified': '先にメールアドレスを確認してから、もう一度お試しください。',
  'outbox.refused.notFound': '対象がもう存在しません。破棄してください。',
  'outbox.refused.invalid': '内容の一部が受け付けられませんでした。破棄してやり直してください。',
  'outbox.refused.forbidden': 'このアカウントではこの操作はできません。',
  'outbox.refused.signedOut': 'ログアウトされました。もう一度ログインしてから再試行してください。',
  'outbox.refused.passwordChange': '先にパスワードを変更してから再試行してください。',
  'outbox.refused.suspended': 'アカウントが停止中のため送信できません。破棄してください。',
  'outbox.refused.conflict': 'その間に状況が変わったため、この内容は合わなくなりました。破棄してやり直してください。',
  'outbox.refused.tooLarge': '大きすぎて送信できません。破棄して、短くしてやり直してください。',
  'outbox.refused.later': 'そのときFitChoiceが受け付けられませんでした。少し待ってから再試行してください。',
} satisfies Translation<typeof refusalMessages>;
