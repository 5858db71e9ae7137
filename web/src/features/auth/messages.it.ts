// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const it = {
  'common.or': 'o',
  'auth.title': 'Accedi a FitChoice',
  'auth.signupTitle': 'Crea il tuo account FitChoice',
  'auth.intro':
    'Prenota palestre, personal trainer e nutrizionisti, fai il check-in con un codice QR e trasforma i tuoi allenamenti in XP e SweatCoins.',
  'auth.tabs': 'Accedi o registrati',
  'auth.tab.signIn': 'Accedi',
  'auth.tab.signUp': 'Registrati',
  'auth.field.email': 'Email',
  'auth.field.password': 'Password',
  'auth.field.name': 'Nome',
  'auth.field.passwordHint': 'Almeno {min} caratteri.',
  'auth.signIn.submit': 'Accedi',
  'auth.signUp.submit': 'Crea account',
  'auth.forgot': 'Password dimenticata?',
  'auth.guest.hint': 'Dai un’occhiata senza account. Gli ospiti possono esplorare, ma non guadagnano XP.',
  'auth.refused.invalidCredentials': 'Email o password non valide.',
  'auth.refused.signupRefused': 'Non è stato possibile creare un account con questi dati. Se hai già un account, accedi.',
  'auth.refused.suspended': 'Questo account è sospeso. Contatta l’assistenza se pensi che sia un errore.',
  'auth.refused.tooMany': 'Troppi tentativi. Aspetta qualche minuto e riprova.',
  'auth.refused.signin': 'L’accesso non è andato a buon fine. Controlla la connessione e riprova.',
  'auth.refused.signup': 'L’account non è stato creato. Controlla la connessione e riprova.',
  'auth.refused.guest': 'La sessione ospite non è partita. Controlla la connessione e riprova.',
  'auth.error.emailRequired': 'Inserisci il tuo indirizzo email',
  'auth.error.emailInvalid': 'Inserisci un indirizzo email valido, ad esempio nome@example.com',
  'auth.error.passwordRequired': 'Inserisci la tua password',
  'auth.error.passwordShort': 'Usa almeno {min} caratteri',
  'auth.error.passwordLong': 'Usa al massimo {max} caratteri',
  'auth.error.passwordCommon': 'Questa password è troppo comune o facile da indovinare; scegline un’altra',
  'auth.error.nameRequired': 'Inserisci il tuo nome',
  'auth.error.nameInvalid': 'Usa fino a {max} lettere, spazi e segni di punteggiatura',
} satisfies Translation<typeof authMessages>;
