// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const ko = {
  'outbox.error.refused': 'FitChoice에서 이 작업을 받아들이지 않았어요. 다시 시도하거나 삭제하세요.',
  'outbox.refused.emailNotVerified': '먼저 이메일 주소를 인증한 뒤 다시 시도하세요.',
  'outbox.refused.notFound': '대상이 더 이상 없어요. 삭제하세요.',
  'outbox.refused.invalid': '일부 내용이 받아들여지지 않았어요. 삭제하고 다시 해 주세요.',
  'outbox.refused.forbidden': '이 계정으로는 할 수 없어요.',
  'outbox.refused.signedOut': '로그아웃됐어요. 다시 로그인한 뒤 다시 시도해 주세요.',
  'outbox.refused.passwordChange': '먼저 비밀번호를 바꾼 뒤 다시 시도해 주세요.',
  'outbox.refused.suspended': '계정이 정지되어 보낼 수 없어요. 삭제해 주세요.',
  'outbox.refused.conflict': '그사이 무언가 바뀌어 더 이상 맞지 않아요. 삭제하고 다시 해 주세요.',
  'outbox.refused.tooLarge': '너무 커서 보낼 수 없어요. 삭제하고 더 짧게 다시 해 주세요.',
  'outbox.refused.later': '그때 FitChoice가 받을 수 없었어요. 잠시 후 다시 시도해 주세요.',
} satisfies Translation<typeof refusalMessages>;
