// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const de = {
  'qrScanner.title': 'Einchecken',
  'qrScanner.intro': 'Scanne den QR-Code am Empfang des Studios, um einzuchecken und XP für deinen Besuch zu sammeln.',
  'qrScanner.empty.bookings': 'Heutige Buchungen ansehen',
  'qr.camera.title': 'Mit der Kamera scannen',
  'qr.camera.start': 'Kamera starten',
  'qr.camera.stop': 'Kamera stoppen',
  'qr.camera.video': 'Kameravorschau',
  'qr.camera.unsupported': 'Dieser Browser kann die Kamera nicht nutzen. Gib den Code stattdessen unten ein.',
  'qr.camera.denied': 'Die Kamera konnte nicht starten (Zugriff verweigert?). Gib den Code stattdessen unten ein.',
  'qr.manual.title': 'Oder gib den Code ein',
  'qr.manual.label': 'Studiocode',
  'qr.manual.hint': 'Er steht unter dem QR-Code am Empfang des Studios, z. B. FG-7K2Q-M9XH, und ändert sich alle 30 Sekunden.',
  'qr.manual.invalid': 'Das ist kein Studiocode. Scanne den QR-Code am Empfang oder gib die 8 Zeichen darunter ein.',
  'qr.submit': 'Einchecken',
  'checkin.done': 'Eingecheckt bei {gym}!',
  'checkin.xp': '+{xp} XP · {total} XP insgesamt · Level {level}',
  'checkin.streak': '{days, plural, one {# Tag in Folge} other {# Tage in Folge}} (Rekord: {best})',
  'checkin.seeProgress': 'Deinen Fortschritt ansehen',
  'checkin.queued':
    'Gespeichert – dein Check-in wird gesendet, sobald du wieder online bist. Das Ergebnis erscheint hier, sobald es da ist.',
  'checkin.refused': 'Check-in abgelehnt',
  'checkin.refused.noBooking':
    'Du hast gerade keinen Besuch zum Einchecken: Der Check-in öffnet 15 Minuten vor deinem Besuch und schließt, wenn er endet.',
  'checkin.refused.wrongCode': 'Das ist nicht der aktuelle Code des gebuchten Studios: Scanne den Code an seinem Empfang erneut.',
  'checkin.refused.payAtDesk':
    'Dieser Besuch wird am Empfang bezahlt: Zeig dort deinen Buchungscode, und das Personal checkt dich beim Bezahlen ein.',
  'checkin.refused.already': 'Du bist für diesen Besuch bereits eingecheckt.',
  'checkin.refused.cancelled': 'Diese Buchung wurde storniert, daher ist kein Check-in möglich.',
  'checkin.refused.tooLate': 'Dieser Check-in wurde vor mehr als 6 Stunden gescannt und kann nicht mehr angenommen werden.',
  'checkin.refused.travel':
    'Dieser Check-in ist für die Zeit seit dem letzten zu weit von diesem entfernt. Checke in dem Studio ein, in dem du bist.',
  'checkin.refused.other': 'Der Check-in hat nicht geklappt. Versuch es noch einmal.',
} satisfies Translation<typeof checkInMessages>;
