// The English copy of the guided tutorial's twelve steps (spec section 2). It loads with the
// screens that show it: importing this module registers it (i18n/messages/registry.ts), and each
// file that shows one of these strings imports it. Its copy in the language being shown
// (messages.<code>.ts) starts loading as it registers, and the screen's route waits for it
// (withStrings in i18n/messages), so the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const tutorialMessages = registerMessages(
  {
    'tutorial.progress': 'Step {current} of {total}',
    'tutorial.back': 'Back',
    'tutorial.next': 'Next',
    'tutorial.close': 'Close the tour',
    'tutorial.getStarted': 'Get Started',
    'tutorial.welcome.title': 'Welcome to FitChoice',
    'tutorial.welcome.body': 'A one-minute tour of what you will use most. Close it any time; you can restart it from Settings.',
    'tutorial.xp.title': 'XP system',
    'tutorial.xp.body': 'You earn experience points for every check-in, finished workout and challenge. Your total is always here.',
    'tutorial.coins.title': 'SweatCoins',
    'tutorial.coins.body':
      'Your XP turns into SweatCoins, the currency of the rewards store. You can also buy them with ETH from your wallet.',
    'tutorial.session.title': 'Active session tracker',
    'tutorial.session.body': 'Your progress at a glance. A check-in at the gym starts your session, earns XP and keeps your streak going.',
    'tutorial.discover.title': 'Discover',
    'tutorial.discover.body': 'Find gyms near you with reviews, opening hours, live availability and the price per visit in your currency.',
    'tutorial.bookings.title': 'Bookings',
    'tutorial.bookings.body': 'Your upcoming visits and sessions with their check-in codes. They stay on your phone, even offline.',
    'tutorial.profile.title': 'Profile',
    'tutorial.profile.body': 'Your account and settings: theme, region, language, location and this tour.',
    'tutorial.social.title': 'Social feed',
    'tutorial.social.body': 'Workouts, check-ins and milestones from the people you follow.',
    'tutorial.messaging.title': 'Messaging',
    'tutorial.messaging.body': 'Booking confirmations, reminders and notices from gyms arrive here.',
    'tutorial.qr.title': 'QR scanner',
    'tutorial.qr.body': 'At the front desk, scan the gym’s QR code to check in and earn XP for your visit.',
    'tutorial.leaderboards.title': 'Leaderboards',
    'tutorial.leaderboards.body': 'See how you rank this week by XP among members in your region.',
    'tutorial.store.title': 'Rewards store',
    'tutorial.store.body': 'Spend your SweatCoins on day passes, classes, gear and partner offers. Enjoy your training!',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    tutorial: typeof tutorialMessages;
  }
}
