// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const es = {
  'common.or': 'o',
  'auth.title': 'Inicia sesión en FitChoice',
  'auth.signupTitle': 'Crea tu cuenta de FitChoice',
  'auth.intro':
    'Reserva gimnasios, entrenadores y nutricionistas, registra tu entrada con un código QR y convierte tus entrenamientos en XP y SweatCoins.',
  'auth.tabs': 'Iniciar sesión o registrarse',
  'auth.tab.signIn': 'Iniciar sesión',
  'auth.tab.signUp': 'Registrarse',
  'auth.field.email': 'Correo electrónico',
  'auth.field.password': 'Contraseña',
  'auth.field.name': 'Nombre',
  'auth.field.passwordHint': 'Al menos {min} caracteres.',
  'auth.signIn.submit': 'Iniciar sesión',
  'auth.signUp.submit': 'Crear cuenta',
  'auth.forgot': '¿Has olvidado tu contraseña?',
  'auth.guest.hint': 'Echa un vistazo sin cuenta. Los invitados pueden navegar, pero no ganan XP.',
  'auth.refused.invalidCredentials': 'Correo o contraseña incorrectos.',
  'auth.refused.signupRefused': 'No pudimos crear una cuenta con estos datos. Si ya tienes una cuenta, inicia sesión.',
  'auth.refused.suspended': 'Esta cuenta está suspendida. Contacta con soporte si crees que es un error.',
  'auth.refused.tooMany': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'auth.refused.signin': 'No se pudo iniciar sesión. Revisa tu conexión y vuelve a intentarlo.',
  'auth.refused.signup': 'No se creó la cuenta. Revisa tu conexión y vuelve a intentarlo.',
  'auth.refused.guest': 'No se pudo entrar como invitado. Revisa tu conexión y vuelve a intentarlo.',
  'auth.error.emailRequired': 'Escribe tu correo electrónico',
  'auth.error.emailInvalid': 'Escribe un correo válido, como nombre@ejemplo.com',
  'auth.error.passwordRequired': 'Escribe tu contraseña',
  'auth.error.passwordShort': 'Usa al menos {min} caracteres',
  'auth.error.passwordLong': 'Usa como máximo {max} caracteres',
  'auth.error.passwordCommon': 'Esta contraseña es demasiado común o fácil de adivinar; elige otra',
  'auth.error.nameRequired': 'Escribe tu nombre',
  'auth.error.nameInvalid': 'Usa hasta {max} letras, espacios y signos de puntuación',
} satisfies Translation<typeof authMessages>;
