// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const fr = {
  'qrScanner.title': 'Pointer',
  'qrScanner.intro': 'Scannez le QR code de l’accueil de la salle pour pointer et gagner de l’XP pour votre visite.',
  'qrScanner.empty.bookings': 'Voir les réservations du jour',
  'qr.camera.title': 'Scanner avec l’appareil photo',
  'qr.camera.start': 'Activer la caméra',
  'qr.camera.stop': 'Arrêter la caméra',
  'qr.camera.video': 'Aperçu de la caméra',
  'qr.camera.unsupported': 'Ce navigateur ne peut pas utiliser la caméra. Saisissez plutôt le code ci-dessous.',
  'qr.camera.denied': 'La caméra n’a pas pu démarrer (autorisation refusée ?). Saisissez plutôt le code ci-dessous.',
  'qr.manual.title': 'Ou saisissez le code',
  'qr.manual.label': 'Code de la salle',
  'qr.manual.hint': 'Il figure sous le QR code de l’accueil de la salle, par ex. FG-7K2Q-M9XH, et change toutes les 30 secondes.',
  'qr.manual.invalid': 'Ce n’est pas un code de salle. Scannez le QR code de l’accueil, ou saisissez les 8 caractères inscrits dessous.',
  'qr.submit': 'Pointer',
  'checkin.done': 'Pointage enregistré à {gym} !',
  'checkin.xp': '+{xp} XP · {total} XP au total · niveau {level}',
  'checkin.streak': '{days, plural, one {Série de # jour} other {Série de # jours}} (record : {best})',
  'checkin.seeProgress': 'Voir votre progression',
  'checkin.queued': 'Enregistré : votre pointage sera envoyé dès votre retour en ligne. Le résultat s’affichera ici.',
  'checkin.refused': 'Pointage refusé',
} satisfies Translation<typeof checkInMessages>;
