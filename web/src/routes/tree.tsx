// The route tree of spec section 2. Four branches under the root:
// - member: the full set's app screens; a visitor is sent to /auth (and back after signing in);
// - visitor: pages only a visitor has (/onboarding, partner registration, panel access); not found for a signed-in user;
// - open: pages in both sets (home, support and legal, panels), in the app layout or the public one;
// - /auth on its own; a signed-in member is sent on to the app.
// Every screen is code-split: its module loads on the first visit.
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { validateCheckoutSearch, validateGymsSearch } from '../features/gyms/search-params';
import { PublicLayout } from '../features/layout/PublicLayout';
import { RootLayout } from '../features/layout/RootLayout';
import { SessionLayout } from '../features/layout/SessionLayout';
import { type RouterContext, safeRedirect } from './context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Loads on the first unknown path: no first screen needs it.
  notFoundComponent: lazyRouteComponent(() => import('../features/not-found/NotFoundScreen'), 'NotFoundScreen'),
});

export interface AuthSearch {
  mode?: 'signin' | 'signup';
  redirect?: string;
}

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    mode: search.mode === 'signin' || search.mode === 'signup' ? search.mode : undefined,
    redirect: safeRedirect(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    if (context.auth.user && !context.auth.isGuest) throw redirect({ href: search.redirect ?? '/' });
  },
  component: lazyRouteComponent(() => import('../features/auth/AuthScreen'), 'AuthScreen'),
});

const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'member',
  beforeLoad: ({ context, location }) => {
    if (!context.auth.user) throw redirect({ to: '/auth', search: { redirect: location.href } });
  },
  component: lazyRouteComponent(() => import('../features/layout/AppLayout'), 'AppLayout'),
});

const visitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'visitor',
  beforeLoad: ({ context }) => {
    if (context.auth.user) throw notFound();
  },
  component: PublicLayout,
});

const openRoute = createRoute({ getParentRoute: () => rootRoute, id: 'open', component: SessionLayout });

const member = <P extends string>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => memberRoute, path, component });
// A route with search params goes through this helper too: written inline in the array, TypeScript
// widens every route's search type to the union of all of them (e.g. /auth loses `mode`).
const memberWithSearch = <P extends string, S extends object>(
  path: P,
  validateSearch: (search: Record<string, unknown>) => S,
  component: RouteComponent,
) => createRoute({ getParentRoute: () => memberRoute, path, validateSearch, component });
const visitor = <P extends string>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => visitorRoute, path, component });
const open = <P extends string>(path: P, component: RouteComponent) => createRoute({ getParentRoute: () => openRoute, path, component });

const home = lazyRouteComponent(() => import('../features/home/HomeScreen'), 'HomeScreen');

export const routeTree = rootRoute.addChildren([
  authRoute,
  openRoute.addChildren([
    open(
      '/',
      lazyRouteComponent(() => import('../features/home/HomeIndex'), 'HomeIndex'),
    ),
    open(
      '/privacy',
      lazyRouteComponent(() => import('../features/support/PrivacyScreen'), 'PrivacyScreen'),
    ),
    open(
      '/terms',
      lazyRouteComponent(() => import('../features/support/TermsScreen'), 'TermsScreen'),
    ),
    open(
      '/cancellation-refund',
      lazyRouteComponent(() => import('../features/support/CancellationRefundScreen'), 'CancellationRefundScreen'),
    ),
    open(
      '/contact',
      lazyRouteComponent(() => import('../features/support/ContactScreen'), 'ContactScreen'),
    ),
    open(
      '/help',
      lazyRouteComponent(() => import('../features/support/HelpScreen'), 'HelpScreen'),
    ),
    open(
      '/partner-login',
      lazyRouteComponent(() => import('../features/panels/PartnerLoginScreen'), 'PartnerLoginScreen'),
    ),
    open(
      '/panel/change-password',
      lazyRouteComponent(() => import('../features/panels/PanelChangePasswordScreen'), 'PanelChangePasswordScreen'),
    ),
    open(
      '/admin-panel',
      lazyRouteComponent(() => import('../features/panels/AdminPanelScreen'), 'AdminPanelScreen'),
    ),
    open(
      '/analytics',
      lazyRouteComponent(() => import('../features/panels/AnalyticsScreen'), 'AnalyticsScreen'),
    ),
    open(
      '/fitness-center-panel',
      lazyRouteComponent(() => import('../features/panels/FitnessCenterPanelScreen'), 'FitnessCenterPanelScreen'),
    ),
    open(
      '/trainer-panel',
      lazyRouteComponent(() => import('../features/panels/TrainerPanelScreen'), 'TrainerPanelScreen'),
    ),
    open(
      '/nutritionist-panel',
      lazyRouteComponent(() => import('../features/panels/NutritionistPanelScreen'), 'NutritionistPanelScreen'),
    ),
  ]),
  visitorRoute.addChildren([
    visitor(
      '/onboarding',
      lazyRouteComponent(() => import('../features/onboarding/OnboardingScreen'), 'OnboardingScreen'),
    ),
    visitor(
      '/partner-registration',
      lazyRouteComponent(() => import('../features/panels/PartnerRegistrationScreen'), 'PartnerRegistrationScreen'),
    ),
    visitor(
      '/panel-access',
      lazyRouteComponent(() => import('../features/panels/PanelAccessScreen'), 'PanelAccessScreen'),
    ),
  ]),
  memberRoute.addChildren([
    member('/landing', home),
    member('/dashboard', home),
    // A gym's page is /gyms?gym=<id>: the spec's route table has /gyms and no gym route.
    memberWithSearch(
      '/gyms',
      validateGymsSearch,
      lazyRouteComponent(() => import('../features/gyms/GymsScreen'), 'GymsScreen'),
    ),
    member(
      '/bookings',
      lazyRouteComponent(() => import('../features/bookings/BookingsScreen'), 'BookingsScreen'),
    ),
    memberWithSearch(
      '/booking-checkout',
      validateCheckoutSearch,
      lazyRouteComponent(() => import('../features/bookings/BookingCheckoutScreen'), 'BookingCheckoutScreen'),
    ),
    member(
      '/profile',
      lazyRouteComponent(() => import('../features/profile/ProfileScreen'), 'ProfileScreen'),
    ),
    member(
      '/social',
      lazyRouteComponent(() => import('../features/social/SocialScreen'), 'SocialScreen'),
    ),
    member(
      '/fitverse',
      lazyRouteComponent(() => import('../features/fitverse/FitverseScreen'), 'FitverseScreen'),
    ),
    member(
      '/fit-match',
      lazyRouteComponent(() => import('../features/fit-match/FitMatchScreen'), 'FitMatchScreen'),
    ),
    member(
      '/trainers',
      lazyRouteComponent(() => import('../features/professionals/TrainersScreen'), 'TrainersScreen'),
    ),
    member(
      '/nutritionists',
      lazyRouteComponent(() => import('../features/professionals/NutritionistsScreen'), 'NutritionistsScreen'),
    ),
    member(
      '/professional-booking',
      lazyRouteComponent(() => import('../features/professionals/ProfessionalBookingScreen'), 'ProfessionalBookingScreen'),
    ),
    member(
      '/chat',
      lazyRouteComponent(() => import('../features/chat/ChatScreen'), 'ChatScreen'),
    ),
    member(
      '/messages',
      lazyRouteComponent(() => import('../features/chat/MessagesScreen'), 'MessagesScreen'),
    ),
    member(
      '/qr-scanner',
      lazyRouteComponent(() => import('../features/check-in/QrScannerScreen'), 'QrScannerScreen'),
    ),
    member(
      '/activity',
      lazyRouteComponent(() => import('../features/activity/ActivityScreen'), 'ActivityScreen'),
    ),
    member(
      '/wallet',
      lazyRouteComponent(() => import('../features/wallet/WalletScreen'), 'WalletScreen'),
    ),
    member(
      '/leaderboard',
      lazyRouteComponent(() => import('../features/leaderboard/LeaderboardScreen'), 'LeaderboardScreen'),
    ),
    member(
      '/store',
      lazyRouteComponent(() => import('../features/store/StoreScreen'), 'StoreScreen'),
    ),
    member(
      '/challenges',
      lazyRouteComponent(() => import('../features/challenges/ChallengesScreen'), 'ChallengesScreen'),
    ),
    member(
      '/ai-coach',
      lazyRouteComponent(() => import('../features/ai/AiCoachScreen'), 'AiCoachScreen'),
    ),
    member(
      '/ai-motivation',
      lazyRouteComponent(() => import('../features/ai/AiMotivationScreen'), 'AiMotivationScreen'),
    ),
    member(
      '/mood-ai',
      lazyRouteComponent(() => import('../features/ai/MoodAiScreen'), 'MoodAiScreen'),
    ),
    member(
      '/celebrity-workouts',
      lazyRouteComponent(() => import('../features/workouts/CelebrityWorkoutsScreen'), 'CelebrityWorkoutsScreen'),
    ),
    member(
      '/friends-features',
      lazyRouteComponent(() => import('../features/friends/FriendsFeaturesScreen'), 'FriendsFeaturesScreen'),
    ),
    member(
      '/vr-workouts',
      lazyRouteComponent(() => import('../features/workouts/VrWorkoutsScreen'), 'VrWorkoutsScreen'),
    ),
    member(
      '/avatar-studio',
      lazyRouteComponent(() => import('../features/avatar-studio/AvatarStudioScreen'), 'AvatarStudioScreen'),
    ),
    member(
      '/mood-tracker',
      lazyRouteComponent(() => import('../features/mood-tracker/MoodTrackerScreen'), 'MoodTrackerScreen'),
    ),
    member(
      '/enterprise',
      lazyRouteComponent(() => import('../features/enterprise/EnterpriseScreen'), 'EnterpriseScreen'),
    ),
    member(
      '/help-support',
      lazyRouteComponent(() => import('../features/support/HelpSupportScreen'), 'HelpSupportScreen'),
    ),
    member(
      '/panels',
      lazyRouteComponent(() => import('../features/panels/PanelsScreen'), 'PanelsScreen'),
    ),
  ]),
]);
