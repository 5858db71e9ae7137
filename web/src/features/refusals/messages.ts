// The English copy of how a refused outbox entry is worded: the words of the codes any route may
// answer (words.ts), in the outbox sheet and where the action was made (RefusedHere). It loads
// with the sheet and with the screens that show a refusal, not with the first screen. Its copy in
// the language being shown (messages.<code>.ts) loads as it registers.
import { registerMessages } from '../../i18n/messages/registry';

export const refusalMessages = registerMessages(
  {
    'outbox.error.refused': 'FitChoice did not accept this. Retry it, or discard it.',
    'outbox.refused.emailNotVerified': 'Confirm your email address first, then retry it.',
    'outbox.refused.notFound': 'What it was about no longer exists. Discard it.',
    'outbox.refused.invalid': 'Something in it was not accepted. Discard it and do it again.',
    'outbox.refused.forbidden': 'Your account may not do this.',
    'outbox.refused.signedOut': 'You were signed out. Sign in again, then retry it.',
    'outbox.refused.passwordChange': 'Change your password first, then retry it.',
    'outbox.refused.suspended': 'Your account is suspended, so this cannot be sent. Discard it.',
    'outbox.refused.conflict': 'Something changed meanwhile, so this no longer fits. Discard it and do it again.',
    'outbox.refused.tooLarge': 'It is too large to send. Discard it and do it again, shorter.',
    'outbox.refused.later': 'FitChoice could not take it just then. Retry it in a moment.',
  },
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    refusals: typeof refusalMessages;
  }
}
