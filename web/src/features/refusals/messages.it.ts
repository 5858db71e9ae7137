// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const it = {
  'outbox.error.refused': 'FitChoice non l’ha accettata. Riprova o scartala.',
  'outbox.refused.emailNotVerified': 'Conferma prima il tuo indirizzo email, poi riprova.',
  'outbox.refused.notFound': 'Ciò a cui si riferiva non esiste più. Scartala.',
  'outbox.refused.invalid': 'Qualcosa non è stato accettato. Scartala e rifalla.',
  'outbox.refused.forbidden': 'Il tuo account non può farlo.',
  'outbox.refused.signedOut': 'Sei stato disconnesso. Accedi di nuovo, poi riprova.',
  'outbox.refused.passwordChange': 'Cambia prima la password, poi riprova.',
  'outbox.refused.suspended': 'Il tuo account è sospeso, quindi non può essere inviato. Scartalo.',
  'outbox.refused.conflict': 'Nel frattempo qualcosa è cambiato e non va più bene. Scartalo e rifallo.',
  'outbox.refused.tooLarge': 'È troppo grande per essere inviato. Scartalo e rifallo più breve.',
  'outbox.refused.later': 'FitChoice non ha potuto riceverlo in quel momento. Riprova tra poco.',
} satisfies Translation<typeof refusalMessages>;
