// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const ar = {
  'outbox.error.refused': 'لم يقبل FitChoice هذا الإجراء. أعد المحاولة أو تجاهله.',
  'outbox.refused.emailNotVerified': 'أكّد بريدك الإلكتروني أولًا، ثم أعد المحاولة.',
  'outbox.refused.notFound': 'ما كان يخصه لم يعد موجودًا. تجاهله.',
  'outbox.refused.invalid': 'لم يُقبل شيء فيه. تجاهله وأعد تنفيذه.',
  'outbox.refused.forbidden': 'لا يمكن لحسابك القيام بذلك.',
  'outbox.refused.signedOut': 'تم تسجيل خروجك. سجّل الدخول مجددًا ثم أعد المحاولة.',
  'outbox.refused.passwordChange': 'غيّر كلمة المرور أولًا ثم أعد المحاولة.',
  'outbox.refused.suspended': 'حسابك موقوف، لذا لا يمكن إرسال هذا. تجاهله.',
  'outbox.refused.conflict': 'تغيّر شيء في الأثناء، فلم يعد هذا مناسبًا. تجاهله وأعد تنفيذه.',
  'outbox.refused.tooLarge': 'إنه أكبر من أن يُرسل. تجاهله وأعد تنفيذه بشكل أقصر.',
  'outbox.refused.later': 'لم يتمكن FitChoice من استلامه حينها. أعد المحاولة بعد قليل.',
} satisfies Translation<typeof refusalMessages>;
