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
  'checkin.streak': '{days, plural, one {Série de # jour} many {Série de # jours} other {Série de # jours}} (record : {best})',
  'checkin.seeProgress': 'Voir votre progression',
  'checkin.queued': 'Enregistré : votre pointage sera envoyé dès votre retour en ligne. Le résultat s’affichera ici.',
  'checkin.refused': 'Pointage refusé',
  'checkin.refused.noBooking':
    'Vous n’avez aucune visite où vous enregistrer maintenant : l’enregistrement ouvre 15 minutes avant votre visite et ferme à sa fin.',
  'checkin.refused.wrongCode': 'Ce n’est pas le code actuel de la salle réservée : scannez à nouveau le code affiché à son accueil.',
  'checkin.refused.payAtDesk':
    'Cette visite se paie à l’accueil : montrez-y votre code de réservation, l’équipe vous enregistre quand vous payez.',
  'checkin.refused.already': 'Vous êtes déjà enregistré pour cette visite.',
  'checkin.refused.cancelled': 'Cette réservation a été annulée : impossible de s’y enregistrer.',
  'checkin.refused.tooLate': 'Cet enregistrement a été scanné il y a plus de 6 heures et ne peut plus être accepté.',
  'checkin.refused.travel':
    'Cet enregistrement est trop loin du précédent pour le temps écoulé entre les deux. Enregistrez-vous dans la salle où vous êtes.',
  'checkin.refused.other': 'L’enregistrement n’a pas abouti. Réessayez.',
} satisfies Translation<typeof checkInMessages>;
