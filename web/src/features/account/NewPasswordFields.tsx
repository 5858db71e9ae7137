// A new password, typed twice, under the one policy of every new password (a reset, a partner's
// welcome, a change): the lengths of its schema, checked here before sending; a password the
// server finds too easy to guess is that field's problem too (`PASSWORD_TOO_EASY`).
import { authResetPassword } from '@fitchoice/shared/api/field-limits';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../../ui/form/Field';
import './messages';

// Every new password has the one schema (shared's passwordSchema): a reset's limits are a change's
// and a welcome's. Its lengths word the checks' messages; no maxLength attribute, which would cut
// a longer paste silently and save another password than the one the password manager keeps.
const POLICY = authResetPassword.newPassword;
const MIN = POLICY.minLength;
const MAX = POLICY.maxLength;

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
