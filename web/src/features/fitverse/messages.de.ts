// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const de = {
  'fitverse.intro': 'Alle Bereiche von FitChoice auf einem Rad, sortiert nach dem, was du tun willst. Dreh es für den Tipp des Tages.',
  'fitverse.wheel': 'FitChoice-Bereiche',
  'fitverse.hint': 'Mit den Pfeiltasten bewegst du dich auf dem Rad; Enter öffnet einen Bereich; Escape geht zurück.',
  'fitverse.area.train': 'Trainieren',
  'fitverse.area.book': 'Buchen',
  'fitverse.area.earn': 'Verdienen',
  'fitverse.area.connect': 'Vernetzen',
  'fitverse.area.wellbeing': 'Wohlbefinden',
  'fitverse.item.checkin': 'QR-Check-in',
  'fitverse.item.wallet': 'Wallet',
  'fitverse.item.moodAi': 'Stimmungs-KI',
  'fitverse.item.motivation': 'KI-Motivation',
  'fitverse.badge.book': '{count, plural, one {# Buchung heute} other {# Buchungen heute}}',
  'fitverse.badge.earn': '{count, plural, one {# Challenge diese Woche noch offen} other {# Challenges diese Woche noch offen}}',
  'fitverse.spin': 'Drehen',
  'fitverse.pick.title': 'Tipp des Tages',
  'fitverse.pick.none': 'Dreh das Rad, und es wählt etwas für heute aus.',
  'fitverse.pick.workout': '{name}, ein geführtes Workout mit {minutes} Minuten.',
  'fitverse.pick.challenge': 'Schaff die Challenge dieser Woche: Du stehst bei {progress} von {target}.',
  'fitverse.pick.go': 'Los geht’s',
} satisfies Translation<typeof fitverseMessages>;
