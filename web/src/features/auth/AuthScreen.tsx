// /auth: sign in, sign up, or continue as a guest. Errors show at their field, worded by the app
// (a server refusal about a field too); what the member typed stays when the server refuses.
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fitchoice/shared/api';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldProblemOf, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import { useAuth } from '../../app/auth';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { usePressSettled } from '../../ui/press-settled';
import { type AuthField, type AuthMode, checkField, type FieldProblem, fieldsOf, preloadRules } from './validation';
import './messages';

const route = getRouteApi('/auth');

type Values = Record<AuthField, string>;
type Problems = Partial<Record<AuthField, FieldProblem>>;

/** A server refusal about a field the form's own checks passed: its wording at that field. */
const AUTH_FIELD_REFUSALS = {
  email: 'auth.error.emailInvalid',
  password: 'auth.error.passwordCommon',
  name: 'auth.error.nameInvalid',
} as const satisfies Record<AuthField, MessageId>;

/** A refusal about no field, worded by its code in the form's alert (the toast only says it failed). */
const AUTH_REFUSALS = {
  unauthorized: 'auth.refused.invalidCredentials',
  signup_refused: 'auth.refused.signupRefused',
  account_suspended: 'auth.refused.suspended',
  too_many_requests: 'auth.refused.tooMany',
} as const satisfies RefusalTable<'auth.login' | 'auth.signup' | 'auth.guest'>;

export function AuthScreen() {
  const intl = useIntl();
  const auth = useAuth();
  const navigate = useNavigate();
  const search = route.useSearch();
  // The confirmation mail is written in the language the app is shown in.
  const language = useLocaleStore((state) => state.language);
  const mode: AuthMode = search.mode ?? 'signin';
  const [values, setValues] = useState<Values>({ email: '', password: '', name: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const { ref: form, focusFirstError } = useErrorFocus();
  // A message shown on leaving a field waits for a press on the form's button to end (ui/press-settled.ts).
  const press = usePressSettled();

  const busy = auth.pending.login || auth.pending.signup || auth.pending.guest;

  const messageOf = (problem: Problems[AuthField]): string | undefined =>
    problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;

  // The other form's messages (e.g. sign-up's password length) do not apply after switching.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a mode switch only
  useEffect(() => {
    setProblems({});
    setRefusal(null);
  }, [mode]);

  const update = (field: AuthField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message as soon as it is valid.
    if (problems[field]) {
      checkField(field, value, mode).then((problem) => {
        if (!problem) setProblems((current) => ({ ...current, [field]: undefined }));
      });
    }
  };

  const validateOnBlur = async (field: AuthField) => {
    if (values[field] === '') return; // leaving an untouched field is not an error yet
    const problem = await checkField(field, values[field], mode);
    await press.settled();
    setProblems((current) => ({ ...current, [field]: problem }));
  };

  const goOn = () => navigate({ href: search.redirect ?? '/' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const fields = fieldsOf(mode);
    const found: Problems = {};
    for (const field of fields) found[field] = await checkField(field, values[field], mode);
    setProblems(found);
    if (fields.some((field) => found[field])) {
      focusFirstError();
      return;
    }
    try {
      if (mode === 'signup') await auth.signup({ email: values.email, password: values.password, name: values.name, language });
      else await auth.login({ email: values.email, password: values.password });
      await goOn();
    } catch (error) {
      // The toast already told the member; a field-specific refusal also shows at its field.
      const atField = fieldProblemOf(error, AUTH_FIELD_REFUSALS);
      if (atField) {
        const problem = { id: atField.messageId, values: { max: NAME_MAX_LENGTH } };
        setProblems((current) => ({ ...current, [atField.field]: problem }));
      } else setRefusal(refusalMessageId(error, AUTH_REFUSALS, mode === 'signup' ? 'auth.refused.signup' : 'auth.refused.signin'));
    }
  };

  const continueAsGuest = async () => {
    setRefusal(null);
    try {
      await auth.loginAsGuest();
      await goOn();
    } catch (error) {
      setRefusal(refusalMessageId(error, AUTH_REFUSALS, 'auth.refused.guest'));
    }
  };

  return (
    <div className="auth-shell">
      <main id="main" className="auth-main">
        <Link to="/" className="brand brand--large">
          <span className="brand__mark" aria-hidden="true">
            F
          </span>
          <FormattedMessage id="app.name" />
        </Link>
        <section className="auth-card">
          <h1 className="page__title" tabIndex={-1} data-page-title>
            <FormattedMessage id={mode === 'signup' ? 'auth.signupTitle' : 'auth.title'} />
          </h1>
          <p className="page__intro">
            <FormattedMessage id="auth.intro" />
          </p>
          <nav className="segmented" aria-label={intl.formatMessage({ id: 'auth.tabs' })}>
            <Link
              to="/auth"
              search={{ mode: 'signin', redirect: search.redirect }}
              className="segmented__item"
              aria-current={mode === 'signin' ? 'page' : undefined}
            >
              <FormattedMessage id="auth.tab.signIn" />
            </Link>
            <Link
              to="/auth"
              search={{ mode: 'signup', redirect: search.redirect }}
              className="segmented__item"
              aria-current={mode === 'signup' ? 'page' : undefined}
            >
              <FormattedMessage id="auth.tab.signUp" />
            </Link>
          </nav>
          {/* The checks' rules (zod and the common passwords, ~65 KB) start loading when the member
              starts on the form, not with the screen: the sign-in screen paints without them. */}
          <form
            ref={form}
            className="form"
            noValidate
            onSubmit={submit}
            onFocus={preloadRules}
            onPointerDownCapture={press.onPointerDownCapture}
          >
            {mode === 'signup' ? (
              <Field
                label={intl.formatMessage({ id: 'auth.field.name' })}
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
                onBlur={() => validateOnBlur('name')}
                error={messageOf(problems.name)}
                required
              />
            ) : null}
            <Field
              label={intl.formatMessage({ id: 'auth.field.email' })}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => update('email', e.target.value)}
              onBlur={() => validateOnBlur('email')}
              error={messageOf(problems.email)}
              required
            />
            <Field
              label={intl.formatMessage({ id: 'auth.field.password' })}
              name="password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              value={values.password}
              onChange={(e) => update('password', e.target.value)}
              onBlur={() => validateOnBlur('password')}
              error={messageOf(problems.password)}
              hint={mode === 'signup' ? intl.formatMessage({ id: 'auth.field.passwordHint' }, { min: PASSWORD_MIN_LENGTH }) : undefined}
              required
            />
            {mode === 'signin' ? (
              <p className="auth-card__forgot">
                <Link to="/forgot-password">
                  <FormattedMessage id="auth.forgot" />
                </Link>
              </p>
            ) : null}
            <FormRefusal messageId={refusal} />
            <Button type="submit" block busy={mode === 'signup' ? auth.pending.signup : auth.pending.login} disabled={busy}>
              <FormattedMessage id={mode === 'signup' ? 'auth.signUp.submit' : 'auth.signIn.submit'} />
            </Button>
          </form>
          <p className="divider">
            <span>
              <FormattedMessage id="common.or" />
            </span>
          </p>
          <Button variant="secondary" block busy={auth.pending.guest} disabled={busy} onClick={continueAsGuest}>
            <FormattedMessage id="auth.guest.submit" />
          </Button>
          <p className="auth-card__hint">
            <FormattedMessage id="auth.guest.hint" />
          </p>
        </section>
      </main>
    </div>
  );
}
