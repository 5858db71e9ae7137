// The English copy of the five onboarding slides (spec section 2). It loads with the screens that
// show it: importing this module registers it (i18n/messages/registry.ts), and each file that shows
// one of these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const onboardingMessages = registerMessages(
  {
    'onboarding.title': 'Welcome to FitChoice',
    'onboarding.slides': 'Introduction',
    'onboarding.progress': 'Slide {current} of {total}',
    'onboarding.goTo': 'Go to slide {number}',
    'onboarding.skip': 'Skip',
    'onboarding.previous': 'Previous',
    'onboarding.next': 'Next',
    'onboarding.getStarted': 'Get Started',
    'onboarding.slide1.title': 'Discover Amazing Gyms',
    'onboarding.slide1.body':
      'Find gyms near you and compare them by distance, reviews, opening hours and live availability. Book a visit at a fixed price per visit, in your own currency.',
    'onboarding.slide2.title': 'Connect with Fitness Partners',
    'onboarding.slide2.body':
      'Fit match introduces you to people who train at your gyms, at your times and at your level. Chat, plan sessions together and keep each other going.',
    'onboarding.slide3.title': 'Train with Expert Coaches',
    'onboarding.slide3.body':
      'Book certified personal trainers and nutritionists by the session, at the gym or online, and get a plan built around your goals.',
    'onboarding.slide4.title': 'Gamify Your Fitness',
    'onboarding.slide4.body':
      'Every check-in earns XP, and XP turns into SweatCoins for the rewards store. Keep your streak alive and climb the weekly leaderboards.',
    'onboarding.slide5.title': 'AI-Powered Coaching',
    'onboarding.slide5.body':
      'Your AI coach shapes workouts from your history and your gym’s equipment, and AI motivation nudges you on the days you need it most.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    onboarding: typeof onboardingMessages;
  }
}
