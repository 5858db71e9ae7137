// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const fr = {
  'common.or': 'ou',
  'auth.title': 'Connexion à FitChoice',
  'auth.signupTitle': 'Créez votre compte FitChoice',
  'auth.intro': 'Réservez salles, coachs et nutritionnistes, pointez avec un QR code et transformez vos séances en XP et en SweatCoins.',
  'auth.tabs': 'Se connecter ou s’inscrire',
  'auth.tab.signIn': 'Se connecter',
  'auth.tab.signUp': 'S’inscrire',
  'auth.field.email': 'E-mail',
  'auth.field.password': 'Mot de passe',
  'auth.field.name': 'Nom',
  'auth.field.passwordHint': 'Au moins {min} caractères.',
  'auth.signIn.submit': 'Se connecter',
  'auth.signUp.submit': 'Créer un compte',
  'auth.forgot': 'Mot de passe oublié ?',
  'auth.guest.hint': 'Découvrez l’app sans compte. Les invités peuvent naviguer mais ne gagnent pas d’XP.',
  'auth.refused.invalidCredentials': 'E-mail ou mot de passe incorrect.',
  'auth.refused.signupRefused': 'Nous n’avons pas pu créer de compte avec ces informations. Si vous avez déjà un compte, connectez-vous.',
  'auth.refused.suspended': 'Ce compte est suspendu. Contactez le support si vous pensez qu’il s’agit d’une erreur.',
  'auth.refused.tooMany': 'Trop de tentatives. Attendez quelques minutes et réessayez.',
  'auth.refused.signin': 'La connexion n’a pas abouti. Vérifiez votre connexion et réessayez.',
  'auth.refused.signup': 'Le compte n’a pas été créé. Vérifiez votre connexion et réessayez.',
  'auth.refused.guest': 'La session invité n’a pas démarré. Vérifiez votre connexion et réessayez.',
  'auth.error.emailRequired': 'Saisissez votre adresse e-mail',
  'auth.error.emailInvalid': 'Saisissez une adresse e-mail valide, comme nom@exemple.com',
  'auth.error.passwordRequired': 'Saisissez votre mot de passe',
  'auth.error.passwordShort': 'Utilisez au moins {min} caractères',
  'auth.error.passwordLong': 'Utilisez au plus {max} caractères',
  'auth.error.passwordCommon': 'Ce mot de passe est trop courant ou trop facile à deviner ; choisissez-en un autre',
  'auth.error.nameRequired': 'Saisissez votre nom',
  'auth.error.nameInvalid': 'Utilisez jusqu’à {max} lettres, espaces et signes de ponctuation',
} satisfies Translation<typeof authMessages>;
