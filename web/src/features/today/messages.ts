// The English copy of the member's day on home (Today.tsx). It registers as Today loads (after the
// home screen, through withStrings), so these strings are not on the first screen.
import { registerMessages } from '../../i18n/messages/registry';

export const todayMessages = registerMessages(
  {
    'today.today': 'Your day',
    'today.next': 'Next visit',
    'today.next.visit': '{gym}, {when}',
    'today.next.none': 'No visit booked yet.',
    'today.next.checkin': 'Check in now',
    'today.next.opens': 'Check-in opens at {time}.',
    'today.streak.start': 'Check in today to start a streak.',
    'today.streak.keep': '{days, plural, one {# day streak} other {# day streak}}: check in today to keep it.',
    'today.streak.kept': '{days, plural, one {# day streak} other {# day streak}}: you checked in today.',
    'today.week': 'This week: {visits, plural, =0 {no visits yet} one {# visit} other {# visits}}',
    'today.findGym': 'Find a gym',
    'today.challenge': 'Closest to done',
    'today.challenge.open': 'See the challenge',
    'today.challenge.none': 'Join a challenge to see your progress here.',
    'today.challenge.find': 'Find a challenge',
    'today.suggestion.coach': 'Your coach’s session today',
    'today.suggestion.session': '{focus}, about {minutes} min',
    'today.suggestion.openPlan': 'Open my plan',
    'today.suggestion.gym': 'Room now nearby',
    'today.suggestion.gymWhy': 'Open now, with places free · {distance}',
    'today.suggestion.openGym': 'See the gym',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    today: typeof todayMessages;
  }
}
