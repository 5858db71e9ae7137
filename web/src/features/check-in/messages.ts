// The English copy of the QR check-in scanner. It loads with the screens that show it: importing
// this module registers it (i18n/messages/registry.ts), and each file that shows one of these
// strings imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as
// it registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const checkInMessages = registerMessages(
  {
    'qrScanner.title': 'Check in',
    'qrScanner.intro': 'Scan the QR code at the gym’s front desk to check in and earn XP for your visit.',
    'qrScanner.empty.bookings': 'See today’s bookings',

    'qr.camera.title': 'Scan with the camera',
    'qr.camera.start': 'Start camera',
    'qr.camera.stop': 'Stop camera',
    'qr.camera.video': 'Camera preview',
    'qr.camera.unsupported': 'This browser cannot use the camera. Type the code below instead.',
    'qr.camera.denied': 'The camera could not start (permission denied?). Type the code below instead.',
    'qr.manual.title': 'Or type the code',
    'qr.manual.label': 'Gym code',
    'qr.manual.hint': 'It is under the QR code at the gym’s desk, e.g. FG-7K2Q-M9XH, and changes every 30 seconds.',
    'qr.manual.invalid': 'That is not a gym code. Scan the QR code at the gym’s desk, or type the 8 characters under it.',
    'qr.submit': 'Check in',
    'checkin.done': 'Checked in at {gym}!',
    'checkin.xp': '+{xp} XP · {total} XP in total · level {level}',
    'checkin.streak': '{days, plural, one {# day streak} other {# day streak}} (best {best})',
    'checkin.seeProgress': 'See your progress',
    'checkin.queued': 'Saved — your check-in will be sent when you’re back online. Its result shows here when it lands.',
    'checkin.refused': 'Check-in refused',
    'checkin.refused.noBooking':
      'You have no visit to check in to now: check-in opens 15 minutes before your visit and closes when it ends.',
    'checkin.refused.wrongCode': 'This is not the current code of the gym you booked: scan the code at its desk again.',
    'checkin.refused.payAtDesk': 'This visit is paid at the desk: show your booking code there, and the staff check you in when you pay.',
    'checkin.refused.already': 'You are already checked in for this visit.',
    'checkin.refused.cancelled': 'This booking was cancelled, so it cannot be checked in.',
    'checkin.refused.tooLate': 'This check-in was scanned more than 6 hours ago and can no longer be accepted.',
    'checkin.refused.travel': 'This check-in is too far from your last one for the time between them. Check in at the gym you are at.',
    'checkin.refused.other': 'The check-in did not go through. Try again.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    checkIn: typeof checkInMessages;
  }
}
