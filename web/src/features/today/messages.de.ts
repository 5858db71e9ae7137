// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const de = {
  'today.today': 'Dein Tag',
  'today.next': 'Nächster Besuch',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'Noch kein Besuch gebucht.',
  'today.next.checkin': 'Jetzt einchecken',
  'today.next.opens': 'Der Check-in öffnet um {time}.',
  'today.streak.start': 'Checke heute ein, um eine Serie zu starten.',
  'today.streak.keep': '{days, plural, one {# Tag Serie} other {# Tage Serie}}: Checke heute ein, um sie zu halten.',
  'today.streak.kept': '{days, plural, one {# Tag Serie} other {# Tage Serie}}: Du hast heute eingecheckt.',
  'today.week': 'Diese Woche: {visits, plural, =0 {noch keine Besuche} one {# Besuch} other {# Besuche}}',
  'today.findGym': 'Studio finden',
  'today.challenge': 'Fast geschafft',
  'today.challenge.open': 'Zur Challenge',
  'today.challenge.none': 'Mach bei einer Challenge mit, um hier deinen Fortschritt zu sehen.',
  'today.challenge.find': 'Challenge finden',
  'today.suggestion.coach': 'Die heutige Einheit deines Coachs',
  'today.suggestion.session': '{focus}, etwa {minutes} Min.',
  'today.suggestion.openPlan': 'Meinen Plan öffnen',
  'today.suggestion.gym': 'Jetzt Platz in der Nähe',
  'today.suggestion.gymWhy': 'Jetzt geöffnet, mit freien Plätzen · {distance}',
  'today.suggestion.openGym': 'Zum Studio',
} satisfies Translation<typeof todayMessages>;
