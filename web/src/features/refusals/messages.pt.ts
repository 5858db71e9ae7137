// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const pt = {
  'outbox.error.refused': 'A FitChoice não aceitou isto. Tente de novo ou descarte.',
  'outbox.refused.emailNotVerified': 'Confirme primeiro seu endereço de e-mail e tente de novo.',
  'outbox.refused.notFound': 'O que ela envolvia não existe mais. Descarte-a.',
  'outbox.refused.invalid': 'Algo nela não foi aceito. Descarte-a e faça de novo.',
  'outbox.refused.forbidden': 'Sua conta não pode fazer isso.',
  'outbox.refused.signedOut': 'Sua sessão foi encerrada. Entre de novo e tente outra vez.',
  'outbox.refused.passwordChange': 'Troque sua senha primeiro e depois tente de novo.',
  'outbox.refused.suspended': 'Sua conta está suspensa, então isso não pode ser enviado. Descarte.',
  'outbox.refused.conflict': 'Algo mudou nesse meio-tempo e isso não se aplica mais. Descarte e faça de novo.',
  'outbox.refused.tooLarge': 'É grande demais para enviar. Descarte e faça de novo, mais curto.',
  'outbox.refused.later': 'O FitChoice não conseguiu receber isso naquele momento. Tente de novo daqui a pouco.',
} satisfies Translation<typeof refusalMessages>;
