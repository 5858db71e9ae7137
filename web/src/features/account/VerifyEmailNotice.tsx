// The email gate where the member met it (the store's redeem, the feed's composer, a queued
// redemption or post the server refused): why, in the member's language instead of the server's
// words, with "Send the link again". Settings' email block sends the link the same way.
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import { useAuth } from '../../app/auth';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import './account.css';
import './messages';

/** Sends the confirmation link again; `feedback` says how that went (sent, wait a minute, already confirmed, failed). */
export function useResendVerification() {
  const language = useLocaleStore((state) => state.language);
  const resend = useMutation({ mutationFn: () => apiCall(routes.accountResendVerification, { body: { language } }) });
  const feedback: { id: MessageId; error: boolean } | null = resend.isSuccess
    ? { id: 'account.email.resent', error: false }
    : resend.isError
      ? {
          id: isApiError(resend.error, 429)
            ? 'account.email.wait'
            : isApiError(resend.error, 409)
              ? 'account.email.alreadyConfirmed'
              : 'account.error.failed',
          error: true,
        }
      : null;
  return { send: () => resend.mutate(), sending: resend.isPending, feedback };
}

export function VerifyEmailNotice() {
  const { user } = useAuth();
  const { send, sending, feedback } = useResendVerification();
  const email = user?.email ?? '';
  return (
    <div className="notice verify-notice" role="alert" data-testid="verify-email-notice">
      <p>
        <FormattedMessage id="account.gate.body" values={{ email }} />
      </p>
      <Button variant="secondary" busy={sending} onClick={send}>
        <FormattedMessage id="account.email.resend" />
      </Button>
      {feedback ? (
        <p className={feedback.error ? 'field__error' : undefined} role="status">
          <FormattedMessage id={feedback.id} values={{ email }} />
        </p>
      ) : null}
    </div>
  );
}
