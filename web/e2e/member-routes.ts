// The app's route sets (spec section 2), for the specs that walk them.
/** The visitor set of spec section 2. */
export const VISITOR_ROUTES = [
  '/',
  '/privacy',
  '/terms',
  '/cancellation-refund',
  '/contact',
  '/help',
  '/onboarding',
  '/auth',
  '/partner-registration',
  '/panel-access',
  '/partner-login',
  '/panel/change-password',
  '/admin-panel',
  '/analytics',
  '/fitness-center-panel',
  '/trainer-panel',
  '/nutritionist-panel',
];

/** What only a signed-in member (or guest) reaches. */
export const MEMBER_ONLY_ROUTES = [
  '/landing',
  '/dashboard',
  '/gyms',
  '/bookings',
  '/profile',
  '/social',
  '/fitverse',
  '/fit-match',
  '/trainers',
  '/nutritionists',
  '/chat',
  '/messages',
  '/booking-checkout',
  '/professional-booking',
  '/qr-scanner',
  '/activity',
  '/wallet',
  '/leaderboard',
  '/store',
  '/challenges',
  '/ai-coach',
  '/ai-motivation',
  '/mood-ai',
  '/celebrity-workouts',
  '/friends-features',
  '/vr-workouts',
  '/avatar-studio',
  '/mood-tracker',
  '/enterprise',
  '/help-support',
  '/panels',
];

/** The visitor pages a member reaches too. */
export const SHARED_ROUTES = VISITOR_ROUTES.filter((path) => !['/onboarding', '/partner-registration', '/panel-access'].includes(path));

/** Every page a signed-in member reaches (without /auth, which sends them home). */
export const MEMBER_ROUTES = [...MEMBER_ONLY_ROUTES, ...SHARED_ROUTES.filter((path) => path !== '/auth')];
