// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { accountMessages } from './messages';

export const fr = {
  'account.forgot.title': 'Mot de passe oublié ?',
  'account.forgot.intro':
    'Saisissez l’e-mail de votre compte. Nous vous envoyons un lien pour choisir un nouveau mot de passe ; il ne sert qu’une fois, pendant 30 minutes.',
  'account.forgot.submit': 'Envoyer le lien',
  'account.forgot.sentTitle': 'Consultez vos e-mails',
  'account.forgot.sent':
    'Si un compte utilise {email}, un lien pour réinitialiser son mot de passe est en route. Il ne sert qu’une fois, pendant 30 minutes.',
  'account.forgot.tooMany': 'Trop de demandes de réinitialisation. Réessayez dans une heure.',
  'account.backToSignIn': 'Retour à la connexion',
  'account.signIn': 'Se connecter',
  'account.toProfile': 'Aller à votre profil',
  'account.cancel': 'Annuler',
  'account.field.email': 'E-mail',
  'account.field.newPassword': 'Nouveau mot de passe',
  'account.field.repeatPassword': 'Répétez le nouveau mot de passe',
  'account.field.passwordHint': 'Au moins {min} caractères.',
  'account.field.newEmail': 'Nouvel e-mail',
  'account.field.currentPassword': 'Votre mot de passe',
  'account.error.email': 'Saisissez une adresse e-mail valide, comme nom@exemple.com',
  'account.error.failed': 'Cela n’a pas marché. Vérifiez votre connexion et réessayez.',
  'account.error.load': 'Impossible de charger. Vérifiez votre connexion et réessayez.',
  'account.error.passwordShort': 'Utilisez au moins {min} caractères',
  'account.error.passwordLong': 'Utilisez au plus {max} caractères',
  'account.error.mismatch': 'Les deux mots de passe ne sont pas identiques',
  'account.error.password': 'Ce n’est pas votre mot de passe',
  'account.error.passwordRequired': 'Saisissez votre mot de passe',
  'account.error.newEmail': 'Saisissez une adresse e-mail valide, différente de l’actuelle',
  'account.link.invalidTitle': 'Ce lien ne fonctionne plus',
  'account.reset.title': 'Choisissez un nouveau mot de passe',
  'account.reset.intro':
    'L’enregistrer déconnecte votre compte sur tous les appareils ; connectez-vous ensuite avec le nouveau mot de passe.',
  'account.reset.submit': 'Enregistrer le nouveau mot de passe',
  'account.reset.doneTitle': 'Mot de passe changé',
  'account.reset.done':
    'Votre mot de passe est changé et tous les appareils ont été déconnectés. Connectez-vous avec le nouveau mot de passe.',
  'account.reset.invalid': 'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau : il arrive en une minute.',
  'account.reset.askAgain': 'Demander un nouveau lien',
  'account.verify.title': 'Confirmez votre e-mail',
  'account.verify.doneTitle': 'Confirmé',
  'account.verify.email': 'Merci : {email} est confirmé. Vous pouvez désormais échanger des récompenses, publier et devenir partenaire.',
  'account.verify.newEmail': 'Votre compte utilise désormais {email}. Connectez-vous avec cette adresse.',
  'account.verify.application': 'Merci : {email} est confirmé. Notre équipe examine votre demande sous 5 jours ouvrés.',
  'account.verify.invalid': 'Ce lien a expiré ou a déjà servi. Vous pouvez en demander un nouveau dans les réglages.',
  'account.verify.taken': 'Un autre compte s’est mis à utiliser cet e-mail entre-temps : le vôtre garde son adresse actuelle.',
  'account.email.title': 'E-mail',
  'account.email.confirmed': 'Confirmé',
  'account.email.unconfirmed': 'Non confirmé',
  'account.email.why':
    'Confirmez-le pour échanger des récompenses, publier et devenir partenaire : ouvrez le lien que nous vous avons envoyé.',
  'account.gate.body':
    'Confirmez d’abord votre adresse e-mail : c’est nécessaire pour échanger des récompenses et publier pour les autres. Ouvrez le lien envoyé à {email}, ou demandez-en un nouveau.',
  'account.email.resend': 'Renvoyer le lien',
  'account.email.resent': 'Envoyé à {email}. Le lien est valable 24 heures.',
  'account.email.wait': 'Un lien vient d’être envoyé. Attendez une minute avant d’en redemander un.',
  'account.email.alreadyConfirmed': 'Votre e-mail est déjà confirmé.',
  'account.email.pending':
    'En attente de la confirmation de {email} : ouvrez le lien envoyé à cette adresse. D’ici là, votre compte garde son adresse actuelle.',
  'account.email.change': 'Changer d’e-mail',
  'account.email.sendLink': 'Envoyer le lien de confirmation',
  'account.email.tooMany': 'Trop de changements demandés. Réessayez dans une heure.',
  'account.devices.title': 'Appareils connectés',
  'account.devices.body':
    'Là où votre compte est connecté en ce moment. Déconnectez un appareil que vous ne reconnaissez pas, puis changez votre mot de passe.',
  'account.devices.placeUnknown': 'Lieu inconnu',
  'account.devices.current': 'Cet appareil',
  'account.devices.lastSeen': 'Dernière activité {date}',
  'account.devices.signOut': 'Déconnecter {device}',
  'account.devices.everywhere': 'Se déconnecter partout',
  'account.data.title': 'Vos données',
  'account.data.body':
    'Téléchargez dans un fichier tout ce que FitChoice conserve sur vous, ou supprimez votre compte. La suppression efface votre profil, vos avis et votre historique ; le registre des SweatCoins garde ses montants, sans votre nom.',
  'account.data.download': 'Télécharger mes données',
  'account.delete.start': 'Supprimer mon compte',
  'account.delete.confirm': 'C’est irréversible. Saisissez votre mot de passe pour supprimer votre compte maintenant.',
  'account.delete.submit': 'Supprimer définitivement mon compte',
  'account.delete.doneTitle': 'Compte supprimé',
  'account.delete.done': 'Votre compte et ses données personnelles n’existent plus.',
} satisfies Translation<typeof accountMessages>;
