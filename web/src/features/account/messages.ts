// The English copy of the account screens (forgot and reset the password, confirm an email) and of
// the account's blocks in Settings (email, devices, your data). Importing this module registers it
// (i18n/messages/registry.ts); its copies (messages.<code>.ts) load with it in the language shown.
import { registerMessages } from '../../i18n/messages/registry';

export const accountMessages = registerMessages(
  {
    'account.forgot.title': 'Forgot your password?',
    'account.forgot.intro': 'Enter the email of your account. We mail you a link to choose a new password; it works once, for 30 minutes.',
    'account.forgot.submit': 'Send the link',
    'account.forgot.sentTitle': 'Check your mail',
    'account.forgot.sent': 'If an account uses {email}, a link to reset its password is on its way. It works once, for 30 minutes.',
    'account.forgot.tooMany': 'Too many reset requests. Try again in an hour.',
    'account.backToSignIn': 'Back to sign in',
    'account.signIn': 'Sign in',
    'account.toProfile': 'Go to your profile',
    'account.cancel': 'Cancel',
    'account.field.email': 'Email',
    'account.field.newPassword': 'New password',
    'account.field.repeatPassword': 'Repeat the new password',
    'account.field.passwordHint': 'At least {min} characters.',
    'account.field.newEmail': 'New email',
    'account.field.currentPassword': 'Your password',
    'account.error.email': 'Enter a valid email address, like name@example.com',
    'account.error.failed': 'That did not work. Check your connection and try again.',
    'account.error.load': 'This could not be loaded. Check your connection and try again.',
    'account.error.passwordShort': 'Use at least {min} characters',
    'account.error.passwordLong': 'Use at most {max} characters',
    'account.error.passwordCommon': 'This password is too common or too easy to guess; choose another',
    'account.error.mismatch': 'The two passwords are not the same',
    'account.error.password': 'That is not your password',
    'account.error.passwordRequired': 'Enter your password',
    'account.error.newEmail': 'Enter a valid email address that is not your current one',
    'account.link.invalidTitle': 'This link no longer works',
    'account.reset.title': 'Choose a new password',
    'account.reset.intro': 'Saving it signs your account out on every device; then sign in with the new password.',
    'account.reset.submit': 'Save the new password',
    'account.reset.doneTitle': 'Password changed',
    'account.reset.done': 'Your password is changed and every device was signed out. Sign in with the new password.',
    'account.reset.invalid': 'This link has expired or was already used. Ask for a new one: it arrives in a minute.',
    'account.reset.askAgain': 'Ask for a new link',
    'account.verify.title': 'Confirm your email',
    'account.verify.doneTitle': 'Confirmed',
    'account.verify.email': 'Thank you: {email} is confirmed. You can now redeem rewards, post publicly and apply as a partner.',
    'account.verify.newEmail': 'Your account now uses {email}. Sign in with it from now on.',
    'account.verify.application': 'Thank you: {email} is confirmed. Our team reviews your application within 5 working days.',
    'account.verify.invalid': 'This link has expired or was already used. You can ask for a new one in Settings.',
    'account.verify.taken': 'Another account started using this email meanwhile, so yours keeps its current email.',
    'account.email.title': 'Email',
    'account.email.confirmed': 'Confirmed',
    'account.email.unconfirmed': 'Not confirmed',
    'account.email.why': 'Confirm it to redeem rewards, post publicly and apply as a partner: open the link we mailed you.',
    'account.gate.body':
      'Confirm your email first: redeeming rewards and posting for others to see need it. Open the link we mailed to {email}, or get a new one.',
    'account.email.resend': 'Send the link again',
    'account.email.resent': 'Sent to {email}. The link works for 24 hours.',
    'account.email.wait': 'A link was just sent. Wait a minute before asking again.',
    'account.email.alreadyConfirmed': 'Your email is already confirmed.',
    'account.email.pending':
      'Waiting for {email} to be confirmed: open the link we sent there. Until then your account keeps its current email.',
    'account.email.change': 'Change email',
    'account.email.sendLink': 'Send the confirmation link',
    'account.email.tooMany': 'Too many changes asked for. Try again in an hour.',
    'account.devices.title': 'Signed-in devices',
    'account.devices.body': 'Where your account is signed in now. Sign out a device you do not recognise, then change your password.',
    'account.devices.placeUnknown': 'Place unknown',
    'account.devices.current': 'This device',
    'account.devices.lastSeen': 'Last active {date}',
    'account.devices.signOut': 'Sign out {device}',
    'account.devices.everywhere': 'Sign out everywhere',
    'account.data.title': 'Your data',
    'account.data.body':
      'Download everything FitChoice keeps about you as a file, or delete your account. Deleting removes your profile, reviews and history; the SweatCoin ledger keeps its amounts, without your name.',
    'account.data.download': 'Download my data',
    'account.delete.start': 'Delete my account',
    'account.delete.confirm': 'This cannot be undone. Enter your password to delete your account now.',
    'account.delete.submit': 'Delete my account for good',
    'account.delete.doneTitle': 'Account deleted',
    'account.delete.done': 'Your account and its personal data are gone.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    account: typeof accountMessages;
  }
}
