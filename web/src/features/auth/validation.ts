// Field checks of the sign-in and sign-up forms. The rules are the shared API schemas (the server
// checks the same ones); they load with zod on first use, so the sign-in screen itself stays small.
// Each check gives the catalogue id of the first problem, or undefined.
import type { MessageId } from '../../i18n/messages';
import './messages';

export type AuthField = 'email' | 'password' | 'name';
export type AuthMode = 'signin' | 'signup';
export type FieldProblem = { id: MessageId; values?: Record<string, number> } | undefined;

const loadRules = () => import('./rules');

let preloading = false;

/** Starts loading the rules when the member starts on the form, so the first check hardly waits. */
export function preloadRules(): void {
  if (preloading) return;
  preloading = true;
  loadRules().catch((error) => {
    preloading = false;
    console.warn('Could not load the form rules', error);
  });
}

export async function checkField(field: AuthField, value: string, mode: AuthMode): Promise<FieldProblem> {
  const rules = await loadRules();
  if (field === 'email') {
    if (value.trim() === '') return { id: 'auth.error.emailRequired' };
    return rules.emailSchema.safeParse(value).success ? undefined : { id: 'auth.error.emailInvalid' };
  }
  if (field === 'password') {
    if (value === '') return { id: 'auth.error.passwordRequired' };
    const schema = mode === 'signup' ? rules.newPasswordSchema : rules.loginRequestSchema.shape.password;
    if (schema.safeParse(value).success) return undefined;
    if (value.length < rules.PASSWORD_MIN_LENGTH) return { id: 'auth.error.passwordShort', values: { min: rules.PASSWORD_MIN_LENGTH } };
    if (value.length > rules.PASSWORD_MAX_LENGTH) return { id: 'auth.error.passwordLong', values: { max: rules.PASSWORD_MAX_LENGTH } };
    // Within the lengths, what the shared schema refuses is a password too easy to guess.
    return { id: 'auth.error.passwordCommon' };
  }
  if (value.trim() === '') return { id: 'auth.error.nameRequired' };
  return rules.nameSchema.safeParse(value).success ? undefined : { id: 'auth.error.nameInvalid', values: { max: rules.NAME_MAX_LENGTH } };
}

export function fieldsOf(mode: AuthMode): AuthField[] {
  return mode === 'signup' ? ['name', 'email', 'password'] : ['email', 'password'];
}
