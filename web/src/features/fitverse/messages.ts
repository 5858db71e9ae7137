// The English copy of the fitverse wheel: its areas, badges, the spin and the few feature names
// no shared catalogue has. It loads with the screens that show it: importing this module registers
// it (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its
// copy in the language being shown (messages.<code>.ts) starts loading as it registers, and the
// screen's route waits for it (withStrings in i18n/messages), so the screen never shows English or
// ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const fitverseMessages = registerMessages(
  {
    'fitverse.intro': 'Every part of FitChoice on one wheel, grouped by what you want to do. Spin it for today’s pick.',
    'fitverse.wheel': 'FitChoice areas',
    'fitverse.hint': 'Arrow keys move around the wheel; Enter opens an area; Escape goes back.',
    'fitverse.area.train': 'Train',
    'fitverse.area.book': 'Book',
    'fitverse.area.earn': 'Earn',
    'fitverse.area.connect': 'Connect',
    'fitverse.area.wellbeing': 'Wellbeing',
    'fitverse.item.checkin': 'QR check-in',
    'fitverse.item.wallet': 'Wallet',
    'fitverse.item.moodAi': 'Mood AI',
    'fitverse.item.motivation': 'AI motivation',
    'fitverse.badge.book': '{count, plural, one {# booking today} other {# bookings today}}',
    'fitverse.badge.earn': '{count, plural, one {# challenge still open this week} other {# challenges still open this week}}',
    'fitverse.spin': 'Spin',
    'fitverse.pick.title': 'Today’s pick',
    'fitverse.pick.none': 'Spin the wheel and it picks something for today.',
    'fitverse.pick.workout': '{name}, a {minutes}-minute guided workout.',
    'fitverse.pick.challenge': 'Finish this week’s challenge: you are at {progress} of {target}.',
    'fitverse.pick.go': 'Let’s go',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    fitverse: typeof fitverseMessages;
  }
}
