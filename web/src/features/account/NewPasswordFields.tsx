// A new password, typed twice, under the one policy of every new password (a reset, a partner's
// welcome, a change): the lengths of shared's passwordSchema, checked here before sending; a
// password the server finds too easy to guess is that field's problem too (`PASSWORD_TOO_EASY`).
import { passwordSchema } from '@fitchoice/shared/api';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../../ui/form/Field';
import { inputLimits } from '../../ui/form/limits';
import './messages';

// The lengths word the checks' messages; no maxLength attribute, which would cut a longer paste
// silently and save another password than the one the member's password manager keeps.
const POLICY = inputLimits(passwordSchema);
const MIN = POLICY.minLength ?? 0;
const MAX = POLICY.maxLength ?? Number.POSITIVE_INFINITY;

export interface NewPassword {
  password: string;
  repeat: string;
}

export type NewPasswordProblems = { password?: MessageId; repeat?: MessageId };

/** What the server's `password_too_easy` shows at the new password. */
export const PASSWORD_TOO_EASY: NewPasswordProblems = { password: 'account.error.passwordCommon' };

/** The policy's problems with a new password and its repeat; empty when both are right. */
export function newPasswordProblems({ password, repeat }: NewPassword): NewPasswordProblems {
  const tooShortOrLong: MessageId | null =
    password.length < MIN ? 'account.error.passwordShort' : password.length > MAX ? 'account.error.passwordLong' : null;
  return {
    ...(tooShortOrLong ? { password: tooShortOrLong } : {}),
    ...(repeat !== password ? { repeat: 'account.error.mismatch' } : {}),
  };
}

export function NewPasswordFields({
  value,
  onChange,
  problems,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  problems: NewPasswordProblems;
}) {
  const intl = useIntl();
  const words = (id: MessageId | undefined) => (id ? intl.formatMessage({ id }, { min: MIN, max: MAX }) : undefined);
  return (
    <>
      <Field
        label={intl.formatMessage({ id: 'account.field.newPassword' })}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required={POLICY.required}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        hint={words('account.field.passwordHint')}
        error={words(problems.password)}
      />
      <Field
        label={intl.formatMessage({ id: 'account.field.repeatPassword' })}
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        required={POLICY.required}
        value={value.repeat}
        onChange={(e) => onChange({ ...value, repeat: e.target.value })}
        error={words(problems.repeat)}
      />
    </>
  );
}
