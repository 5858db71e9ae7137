// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const es = {
  'outbox.error.refused': 'FitChoice no lo aceptó. Vuelve a intentarlo o descártalo.',
  'outbox.refused.emailNotVerified': 'Confirma primero tu dirección de correo y vuelve a intentarlo.',
  'outbox.refused.notFound': 'Lo que afectaba ya no existe. Descártalo.',
  'outbox.refused.invalid': 'Algo no se aceptó. Descártalo y vuelve a hacerlo.',
  'outbox.refused.forbidden': 'Tu cuenta no puede hacer esto.',
  'outbox.refused.signedOut': 'Se cerró tu sesión. Vuelve a iniciarla y reinténtalo.',
  'outbox.refused.passwordChange': 'Cambia primero tu contraseña y luego reinténtalo.',
  'outbox.refused.suspended': 'Tu cuenta está suspendida, así que no se puede enviar. Descártalo.',
  'outbox.refused.conflict': 'Algo cambió mientras tanto y esto ya no encaja. Descártalo y vuelve a hacerlo.',
  'outbox.refused.tooLarge': 'Es demasiado grande para enviarlo. Descártalo y vuelve a hacerlo más corto.',
  'outbox.refused.later': 'FitChoice no pudo recibirlo en ese momento. Reinténtalo en un rato.',
} satisfies Translation<typeof refusalMessages>;
