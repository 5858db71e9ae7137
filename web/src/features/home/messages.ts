// The English copy of the member's home and the visitor's welcome screen. It loads with the screens
// that show it: importing this module registers it (i18n/messages/registry.ts), and each file that
// shows one of these strings imports it. Its copy in the language being shown (messages.<code>.ts)
// starts loading as it registers, and the screen's route waits for it (withStrings in
// i18n/messages), so the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const homeMessages = registerMessages(
  {
    'home.welcome': 'Welcome, {name}!',
    'app.tagline': 'Find a gym, book a visit, earn rewards.',
    'home.guestNote': 'You are exploring as a guest. Create an account to earn XP, keep a streak and book visits.',
    'home.guestCta': 'Create an account',
    'home.stats': 'Your progress',
    'home.stats.member': 'Member since',
    'home.quick': 'Quick actions',
    'home.quick.gyms': 'Find a gym',
    'home.quick.gyms.body': 'Nearby gyms, reviews and today’s availability',
    'home.quick.checkin': 'Check in',
    'home.quick.checkin.body': 'Scan the QR code at the gym door',
    'home.quick.bookings': 'My bookings',
    'home.quick.bookings.body': 'Upcoming visits and sessions',
    'home.quick.trainers': 'Book a trainer',
    'home.quick.trainers.body': 'Certified trainers and nutritionists',
    'home.quick.wallet': 'Wallet',
    'home.quick.wallet.body': 'Your SweatCoin balance',
    'home.quick.leaderboard': 'Leaderboard',
    'home.quick.leaderboard.body': 'See how you rank this week',
    'home.more': 'More to explore',
    'welcome.title': 'Your gym, wherever you are',
    'welcome.intro':
      'FitChoice finds gyms near you, books your visit at a fixed price per visit, checks you in with a QR code and rewards every workout with XP and SweatCoins.',
    'welcome.getStarted': 'Create a free account',
    'welcome.signIn': 'I already have an account',
    'welcome.tour': 'Take the tour',
    'welcome.features': 'What you can do',
    'welcome.feature.discover': 'Discover gyms',
    'welcome.feature.discover.body': 'Compare gyms by distance, reviews, opening hours and price per visit.',
    'welcome.feature.book': 'Book trainers and nutritionists',
    'welcome.feature.book.body': 'Certified professionals, bookable by the session.',
    'welcome.feature.rewards': 'Earn XP and SweatCoins',
    'welcome.feature.rewards.body': 'Every check-in earns XP; XP turns into SweatCoins for the rewards store.',
    'welcome.feature.offline': 'Works on bad gym Wi-Fi',
    'welcome.feature.offline.body': 'Your bookings and check-in code are on your phone, even offline.',
    'welcome.partners': 'For gyms and professionals',
    'welcome.partners.body': 'Run a gym or coach clients? List your services on FitChoice.',
    'welcome.partners.register': 'Become a partner',
    'welcome.partners.login': 'Partner sign-in',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    home: typeof homeMessages;
  }
}
