// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const de = {
  'outbox.error.refused': 'FitChoice hat das nicht angenommen. Versuch es erneut oder verwirf es.',
  'outbox.refused.emailNotVerified': 'Bestätige zuerst deine E-Mail-Adresse und versuche es dann erneut.',
  'outbox.refused.notFound': 'Worum es ging, gibt es nicht mehr. Verwirf es.',
  'outbox.refused.invalid': 'Etwas darin wurde nicht angenommen. Verwirf es und mach es noch einmal.',
  'outbox.refused.forbidden': 'Dein Konto darf das nicht.',
  'outbox.refused.signedOut': 'Du wurdest abgemeldet. Melde dich wieder an und versuche es dann erneut.',
  'outbox.refused.passwordChange': 'Ändere zuerst dein Passwort und versuche es dann erneut.',
  'outbox.refused.suspended': 'Dein Konto ist gesperrt, daher kann das nicht gesendet werden. Verwirf es.',
  'outbox.refused.conflict': 'Inzwischen hat sich etwas geändert, das passt so nicht mehr. Verwirf es und mach es noch einmal.',
  'outbox.refused.tooLarge': 'Das ist zu groß zum Senden. Verwirf es und mach es kürzer noch einmal.',
  'outbox.refused.later': 'FitChoice konnte es gerade nicht annehmen. Versuche es gleich noch einmal.',
} satisfies Translation<typeof refusalMessages>;
