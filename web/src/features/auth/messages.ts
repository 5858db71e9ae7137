// The English copy of the sign-in and sign-up screen and its field messages. It loads with the
// screens that show it: importing this module registers it (i18n/messages/registry.ts), and each
// file that shows one of these strings imports it. Its copy in the language being shown
// (messages.<code>.ts) starts loading as it registers, and the screen's route waits for it
// (withStrings in i18n/messages), so the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const authMessages = registerMessages(
  {
    'common.or': 'or',
    'auth.title': 'Sign in to FitChoice',
    'auth.signupTitle': 'Create your FitChoice account',
    'auth.intro': 'Book gyms, trainers and nutritionists, check in with a QR code and turn your workouts into XP and SweatCoins.',
    'auth.tabs': 'Sign in or sign up',
    'auth.tab.signIn': 'Sign in',
    'auth.tab.signUp': 'Sign up',
    'auth.field.email': 'Email',
    'auth.field.password': 'Password',
    'auth.field.name': 'Name',
    'auth.field.passwordHint': 'At least {min} characters.',
    'auth.signIn.submit': 'Sign in',
    'auth.signUp.submit': 'Create account',
    'auth.forgot': 'Forgot your password?',
    'auth.guest.hint': 'Look around without an account. Guests can browse but do not earn XP.',
    'auth.refused.invalidCredentials': 'Invalid email or password.',
    'auth.refused.signupRefused': 'We could not create an account with these details. If you already have an account, sign in instead.',
    'auth.refused.suspended': 'This account is suspended. Contact support if you think this is a mistake.',
    'auth.refused.tooMany': 'Too many attempts. Wait a few minutes and try again.',
    'auth.refused.signin': 'Sign-in did not go through. Check your connection and try again.',
    'auth.refused.signup': 'The account was not created. Check your connection and try again.',
    'auth.refused.guest': 'The guest session did not start. Check your connection and try again.',
    'auth.error.emailRequired': 'Enter your email address',
    'auth.error.emailInvalid': 'Enter a valid email address, like name@example.com',
    'auth.error.passwordRequired': 'Enter your password',
    'auth.error.passwordShort': 'Use at least {min} characters',
    'auth.error.passwordLong': 'Use at most {max} characters',
    'auth.error.passwordCommon': 'This password is too common or too easy to guess; choose another',
    'auth.error.nameRequired': 'Enter your name',
    'auth.error.nameInvalid': 'Use up to {max} letters, spaces and punctuation',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    auth: typeof authMessages;
  }
}
