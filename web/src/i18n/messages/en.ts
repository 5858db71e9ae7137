// The core English catalogue: the strings of the app shell and the first screens' frame (layout,
// header, tab bar, toasts, region and language menu, offline layer) and the words more than one
// feature shows. A code-split screen's own strings live beside it in features/<feature>/messages.ts
// and load with its code. Other languages translate every key of both (i18n/messages/<code>.ts and
// features/<feature>/messages.<code>.ts); a missing key falls back to English.
import { pwaMessages } from './pwa';
import { registerMessages } from './registry';

export const en = {
  // The spec's named keys (section 2); gym.book_now, home.welcome, wallet.balance and
  // profile.settings are in the catalogues of the screens that show them.
  'gym.price_per_visit': 'per visit',
  'language.change': 'Change language',
  'region.change': 'Change region',
  'currency.symbol': '$',

  'app.name': 'FitChoice',
  'chart.showTable': 'Show the data as a table',
  'chart.hideTable': 'Hide the table',
  'chart.download': 'Download CSV',
  'common.loading': 'Loading',
  'common.loadingSession': 'Checking your session',
  'common.retry': 'Try again',
  'common.loadMore': 'Load more',
  'common.backHome': 'Back to home',
  'error.screen.title': 'This screen could not load',
  'error.screen.body': 'Check your connection and try again. Your bookings and unsent actions are safe on this device.',
  'error.screen.retry': 'Try again',
  'nav.account': 'Account',

  // Toasts (spec section 8).
  'toast.label': 'Notification',
  'toast.viewport': 'Notifications ({hotkey})',
  'toast.close': 'Close notification',
  'toast.login.success.title': 'Welcome back!',
  'toast.login.success.description': 'Login successful',
  'toast.login.failed.title': 'Login Failed',
  'toast.login.failed.description': 'Please check your credentials',
  'toast.signup.success.title': 'Welcome to {product}! 🎉',
  'toast.signup.success.description': 'Your account has been created successfully',
  'toast.signup.failed.title': 'Registration Failed',
  'toast.signup.failed.description': 'Please check your information and try again',
  'toast.guest.success.title': 'Welcome!',
  'toast.guest.success.description': 'Exploring as guest user',
  'toast.guest.failed.title': 'Guest Login Failed',
  'toast.guest.failed.description': 'Unable to start guest session',
  'toast.session.ended.title': 'You were signed out',
  'toast.session.ended.description': 'Sign in again to go on.',
  'toast.session.elsewhere.signedIn': 'Signed in as {name} in another tab',

  // Navigation and layout.
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.gyms': 'Gyms',
  'nav.bookings': 'Bookings',
  'nav.social': 'Social',
  'nav.profile': 'Profile',
  'nav.skipToContent': 'Skip to content',
  'nav.signIn': 'Sign in',
  'nav.footer': 'Support and legal',
  'header.xp': '{xp, number} <unit>XP</unit>',
  'header.xp.tooltip': 'Experience points: earned by checking in, finishing workouts and completing challenges.',
  'header.coins': '{coins} <unit>SweatCoins</unit>',
  'header.coins.pending': '{coins} <unit>SweatCoins</unit> <mark>pending</mark>',
  'header.coins.tooltip': 'SweatCoins: the currency your XP turns into. Spend them in the rewards store.',
  'header.guest': 'Guest',
  'header.guest.tooltip': 'You are exploring as a guest. Create an account to keep your XP and bookings.',
  'auth.guest.submit': 'Continue as guest',
  'home.stats.xp': 'XP',
  'home.stats.coins': 'SweatCoins',

  // Titles and links that more than one screen shows (home's and Fitverse's cards, the footer, profile's list).
  'bookings.empty.gyms': 'Find a gym',
  'fitverse.title': 'Fitverse',
  'fitMatch.title': 'Fit match',
  'trainers.title': 'Trainers',
  'nutritionists.title': 'Nutritionists',
  'chat.title': 'Chat',
  'messages.title': 'Messages',
  'activity.title': 'Activity',
  'leaderboard.title': 'Leaderboard',
  'store.title': 'Rewards store',
  'challenges.title': 'Challenges',
  'aiCoach.title': 'AI coach',
  'celebrityWorkouts.title': 'Celebrity workouts',
  'friendsFeatures.title': 'Friends',
  'vrWorkouts.title': 'VR workouts',
  'avatarStudio.title': 'Avatar studio',
  'moodTracker.title': 'Mood tracker',
  'enterprise.title': 'FitChoice for teams',
  'panels.title': 'Partner panels',
  'helpSupport.title': 'Help and support',
  'help.title': 'Help centre',
  'contact.title': 'Contact us',
  'privacy.title': 'Privacy policy',
  'terms.title': 'Terms of service',
  'cancellation.title': 'Cancellation and refund policy',
  'gym.loading': 'Loading the gym',
  'xp.amount': '{xp, number} XP',

  // The region and language menu (web/src/features/settings/LocaleMenu.tsx).
  'locale.menu': 'Region and language: {region}, {language}',
  'locale.region': 'Region',
  'locale.language': 'Language',
  'locale.languageWaiting': '{language} shows once you are back online: its words are not on this device yet.',
  'locale.close': 'Close',

  // The offline layer: banner, update and install prompts, the outbox sheet (web/src/pwa).
  ...pwaMessages,
} as const;

// Registered when the first screen's code runs, before any language is shown; I18nProvider loads
// the chosen language's copy (loadLanguage). Its copies are the two-letter files beside it (es.ts, ar.ts...).
registerMessages(en, import.meta.glob(['./??.ts', '!./en.ts']));
