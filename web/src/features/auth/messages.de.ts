// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const de = {
  'common.or': 'oder',
  'auth.title': 'Bei FitChoice anmelden',
  'auth.signupTitle': 'Dein FitChoice-Konto erstellen',
  'auth.intro': 'Buche Studios, Trainer und Ernährungsberater, checke per QR-Code ein und verwandle deine Workouts in XP und SweatCoins.',
  'auth.tabs': 'Anmelden oder registrieren',
  'auth.tab.signIn': 'Anmelden',
  'auth.tab.signUp': 'Registrieren',
  'auth.field.email': 'E-Mail',
  'auth.field.password': 'Passwort',
  'auth.field.name': 'Name',
  'auth.field.passwordHint': 'Mindestens {min} Zeichen.',
  'auth.signIn.submit': 'Anmelden',
  'auth.signUp.submit': 'Konto erstellen',
  'auth.forgot': 'Passwort vergessen?',
  'auth.guest.hint': 'Sieh dich ohne Konto um. Gäste können stöbern, sammeln aber keine XP.',
  'auth.refused.invalidCredentials': 'E-Mail oder Passwort ist falsch.',
  'auth.refused.signupRefused':
    'Mit diesen Angaben konnten wir kein Konto erstellen. Wenn du schon ein Konto hast, melde dich stattdessen an.',
  'auth.refused.suspended': 'Dieses Konto ist gesperrt. Wende dich an den Support, wenn du das für einen Fehler hältst.',
  'auth.refused.tooMany': 'Zu viele Versuche. Warte ein paar Minuten und versuch es erneut.',
  'auth.refused.signin': 'Die Anmeldung hat nicht geklappt. Prüfe deine Verbindung und versuch es noch einmal.',
  'auth.refused.signup': 'Das Konto wurde nicht erstellt. Prüfe deine Verbindung und versuch es noch einmal.',
  'auth.refused.guest': 'Die Gastsitzung wurde nicht gestartet. Prüfe deine Verbindung und versuch es noch einmal.',
  'auth.error.emailRequired': 'Gib deine E-Mail-Adresse ein',
  'auth.error.emailInvalid': 'Gib eine gültige E-Mail-Adresse ein, z. B. name@example.com',
  'auth.error.passwordRequired': 'Gib dein Passwort ein',
  'auth.error.passwordShort': 'Verwende mindestens {min} Zeichen',
  'auth.error.passwordLong': 'Verwende höchstens {max} Zeichen',
  'auth.error.passwordCommon': 'Dieses Passwort ist zu verbreitet oder zu leicht zu erraten; wähle ein anderes',
  'auth.error.nameRequired': 'Gib deinen Namen ein',
  'auth.error.nameInvalid': 'Verwende bis zu {max} Buchstaben, Leerzeichen und Satzzeichen',
} satisfies Translation<typeof authMessages>;
