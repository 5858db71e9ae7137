// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const de = {
  'activity.intro': 'Deine Check-ins, Workouts und die XP, die dir jedes davon gebracht hat.',
  'activity.empty.title': 'Noch keine Aktivität',
  'activity.empty.body': 'Jeder Check-in und jedes abgeschlossene Workout erscheint hier mit den verdienten XP und deiner aktuellen Serie.',
  'activity.empty.checkin': 'In einem Studio einchecken',
  'activity.empty.challenges': 'An einer Challenge teilnehmen',
  'activity.loading': 'Deine Aktivität wird geladen',
  'activity.offline': 'Für deine Aktivität brauchst du eine Verbindung.',
  'activity.more': 'Ältere Aktivität anzeigen',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'SweatCoins mit ETH gekauft',
  'activity.entry.conversion': '{xp, number} XP in SweatCoins umgewandelt',
  'activity.entry.checkin': 'Eingecheckt bei {gym}',
  'activity.entry.review': '{gym} bewertet ({stars}★)',
  'activity.entry.booking': '{gym} gebucht: {when}',
  'activity.entry.cancellation': '{gym} storniert: {when}',
  'activity.entry.redemption': '{quantity, plural, one {{reward} eingelöst} other {# × {reward} eingelöst}}',
  'activity.entry.challenge': '{challenges} abgeschlossen',
  'activity.entry.workout': '{program}{mode, select, vr { in VR} other {}} absolviert ({minutes} Min.)',
  'activity.entry.sessionBooked': 'Termin mit {name} am {when} gebucht',
  'activity.entry.sessionCancelled': 'Termin mit {name} am {when} abgesagt',
  'activity.entry.sessionAttended': 'Termin mit {name} am {when} wahrgenommen',
} satisfies Translation<typeof activityMessages>;
