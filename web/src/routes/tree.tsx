// The route tree of spec section 2. Five branches under the root:
// - member: the full set's app screens; a visitor is sent to /auth (and back after signing in);
// - visitor: pages only a visitor has (/onboarding, partner registration, panel access); not found for a signed-in user;
// - open: pages in both sets (home, support and legal), in the app layout or the public one;
// - back-office: the admin and partner panels (PANELS in shared), in the back-office layout for a partner or admin, else as open;
// - /auth on its own; a signed-in member is sent on to the app.
// Every screen is code-split: its module loads on the first visit, with its strings.
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { validateChatSearch, validateInviteSearch } from '../features/chat/search-params';
import { validateCheckoutSearch, validateGymsSearch } from '../features/gyms/search-params';
import { validateHelpSearch } from '../features/help/search-params';
import { BackOfficeSession } from '../features/layout/BackOfficeSession';
import { PublicLayout } from '../features/layout/PublicLayout';
import { RootLayout } from '../features/layout/RootLayout';
import { SessionLayout } from '../features/layout/SessionLayout';
import { validateProSearch } from '../features/professionals/search-params';
import { validateWorkoutsSearch } from '../features/workouts/search-params';
import { withStrings } from '../i18n/messages';
import { guardScreenReload } from '../pwa/offline-reload';
import { type RouterContext, safeRedirect } from './context';

/**
 * A screen's code, loaded on its first visit with its strings in the language being shown (withStrings);
 * when it cannot load, the router reloads the page only if that reload would be answered (guardScreenReload).
 */
const screen = <M extends Record<string, unknown>>(importer: () => Promise<M>, exportName: keyof M & string) =>
  lazyRouteComponent(withStrings(guardScreenReload(importer)), exportName);

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Loads on the first unknown path: no first screen needs it.
  notFoundComponent: screen(() => import('../features/not-found/NotFoundScreen'), 'NotFoundScreen'),
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
  component: screen(() => import('../features/auth/AuthScreen'), 'AuthScreen'),
});

const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'member',
  beforeLoad: ({ context, location }) => {
    if (!context.auth.user) throw redirect({ to: '/auth', search: { redirect: location.href } });
  },
  component: screen(() => import('../features/layout/AppLayout'), 'AppLayout'),
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
const backOfficeRoute = createRoute({ getParentRoute: () => rootRoute, id: 'back-office', component: BackOfficeSession });

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
const backOffice = <P extends string>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => backOfficeRoute, path, component });
const backOfficeWithSearch = <P extends string, S extends object>(
  path: P,
  validateSearch: (search: Record<string, unknown>) => S,
  component: RouteComponent,
) => createRoute({ getParentRoute: () => backOfficeRoute, path, validateSearch, component });
const openWithSearch = <P extends string, S extends object>(
  path: P,
  validateSearch: (search: Record<string, unknown>) => S,
  component: RouteComponent,
) => createRoute({ getParentRoute: () => openRoute, path, validateSearch, component });

/** ?token=: the secret of a mailed link (reset, confirm); anything else is left out, and the screen says the link is incomplete. */
const validateTokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(search.token) ? { token: search.token } : {};

/** /admin-panel?section=<id>: which section of the admin panel is open (features/admin/menu.ts). */
const validateAdminSearch = (search: Record<string, unknown>): { section?: string } =>
  typeof search.section === 'string' && /^[a-z-]{1,40}$/.test(search.section) ? { section: search.section } : {};

/** ?gym= (fitness-center panel) and ?professional= (trainer and nutritionist panels): the one an admin opens read-only. */
const PANEL_ID = /^[A-Za-z0-9_-]{1,128}$/;
const validateGymPanelSearch = (search: Record<string, unknown>): { gym?: string } =>
  typeof search.gym === 'string' && PANEL_ID.test(search.gym) ? { gym: search.gym } : {};
const validateProPanelSearch = (search: Record<string, unknown>): { professional?: string } =>
  typeof search.professional === 'string' && PANEL_ID.test(search.professional) ? { professional: search.professional } : {};

const home = screen(() => import('../features/home/HomeScreen'), 'HomeScreen');

export const routeTree = rootRoute.addChildren([
  authRoute,
  openRoute.addChildren([
    open(
      '/',
      screen(() => import('../features/home/HomeIndex'), 'HomeIndex'),
    ),
    open(
      '/privacy',
      screen(() => import('../features/support/PrivacyScreen'), 'PrivacyScreen'),
    ),
    open(
      '/terms',
      screen(() => import('../features/support/TermsScreen'), 'TermsScreen'),
    ),
    open(
      '/cancellation-refund',
      screen(() => import('../features/support/CancellationRefundScreen'), 'CancellationRefundScreen'),
    ),
    open(
      '/contact',
      screen(() => import('../features/support/ContactScreen'), 'ContactScreen'),
    ),
    openWithSearch(
      '/help',
      validateHelpSearch,
      screen(() => import('../features/help/HelpScreen'), 'HelpScreen'),
    ),
    open(
      '/forgot-password',
      screen(() => import('../features/account/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
    ),
    openWithSearch(
      '/reset-password',
      validateTokenSearch,
      screen(() => import('../features/account/ResetPasswordScreen'), 'ResetPasswordScreen'),
    ),
    openWithSearch(
      '/verify-email',
      validateTokenSearch,
      screen(() => import('../features/account/VerifyEmailScreen'), 'VerifyEmailScreen'),
    ),
    open(
      '/partner-login',
      screen(() => import('../features/partner-access/PartnerLoginScreen'), 'PartnerLoginScreen'),
    ),
    openWithSearch(
      '/panel/welcome',
      validateTokenSearch,
      screen(() => import('../features/partner-access/PanelWelcomeScreen'), 'PanelWelcomeScreen'),
    ),
    open(
      '/panel/change-password',
      screen(() => import('../features/partner-access/PanelChangePasswordScreen'), 'PanelChangePasswordScreen'),
    ),
  ]),
  backOfficeRoute.addChildren([
    backOfficeWithSearch(
      '/admin-panel',
      validateAdminSearch,
      screen(() => import('../features/admin/AdminPanelScreen'), 'AdminPanelScreen'),
    ),
    backOffice(
      '/analytics',
      screen(() => import('../features/analytics/AnalyticsScreen'), 'AnalyticsScreen'),
    ),
    backOfficeWithSearch(
      '/fitness-center-panel',
      validateGymPanelSearch,
      screen(() => import('../features/gym-panel/GymPanelScreen'), 'GymPanelScreen'),
    ),
    backOfficeWithSearch(
      '/trainer-panel',
      validateProPanelSearch,
      screen(() => import('../features/pro-panel/ProPanelScreen'), 'TrainerPanelScreen'),
    ),
    backOfficeWithSearch(
      '/nutritionist-panel',
      validateProPanelSearch,
      screen(() => import('../features/pro-panel/ProPanelScreen'), 'NutritionistPanelScreen'),
    ),
  ]),
  visitorRoute.addChildren([
    visitor(
      '/onboarding',
      screen(() => import('../features/onboarding/OnboardingScreen'), 'OnboardingScreen'),
    ),
    visitor(
      '/partner-registration',
      screen(() => import('../features/partner-access/PartnerRegistrationScreen'), 'PartnerRegistrationScreen'),
    ),
    visitor(
      '/panel-access',
      screen(() => import('../features/partner-access/PanelAccessScreen'), 'PanelAccessScreen'),
    ),
  ]),
  memberRoute.addChildren([
    member('/landing', home),
    member('/dashboard', home),
    // A gym's page is /gyms?gym=<id>: the spec's route table has /gyms and no gym route.
    memberWithSearch(
      '/gyms',
      validateGymsSearch,
      screen(() => import('../features/gyms/GymsScreen'), 'GymsScreen'),
    ),
    member(
      '/bookings',
      screen(() => import('../features/bookings/BookingsScreen'), 'BookingsScreen'),
    ),
    memberWithSearch(
      '/booking-checkout',
      validateCheckoutSearch,
      screen(() => import('../features/bookings/BookingCheckoutScreen'), 'BookingCheckoutScreen'),
    ),
    member(
      '/profile',
      screen(() => import('../features/profile/ProfileScreen'), 'ProfileScreen'),
    ),
    member(
      '/social',
      screen(() => import('../features/social/SocialScreen'), 'SocialScreen'),
    ),
    member(
      '/fitverse',
      screen(() => import('../features/fitverse/FitverseScreen'), 'FitverseScreen'),
    ),
    member(
      '/fit-match',
      screen(() => import('../features/fit-match/FitMatchScreen'), 'FitMatchScreen'),
    ),
    memberWithSearch(
      '/trainers',
      validateProSearch,
      screen(() => import('../features/professionals/TrainersScreen'), 'TrainersScreen'),
    ),
    memberWithSearch(
      '/nutritionists',
      validateProSearch,
      screen(() => import('../features/professionals/NutritionistsScreen'), 'NutritionistsScreen'),
    ),
    memberWithSearch(
      '/professional-booking',
      validateProSearch,
      screen(() => import('../features/professionals/ProfessionalBookingScreen'), 'ProfessionalBookingScreen'),
    ),
    memberWithSearch(
      '/chat',
      validateChatSearch,
      screen(() => import('../features/chat/ChatScreen'), 'ChatScreen'),
    ),
    member(
      '/messages',
      screen(() => import('../features/chat/MessagesScreen'), 'MessagesScreen'),
    ),
    member(
      '/qr-scanner',
      screen(() => import('../features/check-in/QrScannerScreen'), 'QrScannerScreen'),
    ),
    member(
      '/activity',
      screen(() => import('../features/activity/ActivityScreen'), 'ActivityScreen'),
    ),
    member(
      '/wallet',
      screen(() => import('../features/wallet/WalletScreen'), 'WalletScreen'),
    ),
    member(
      '/leaderboard',
      screen(() => import('../features/leaderboard/LeaderboardScreen'), 'LeaderboardScreen'),
    ),
    member(
      '/store',
      screen(() => import('../features/store/StoreScreen'), 'StoreScreen'),
    ),
    member(
      '/challenges',
      screen(() => import('../features/challenges/ChallengesScreen'), 'ChallengesScreen'),
    ),
    member(
      '/ai-coach',
      screen(() => import('../features/coach/AiCoachScreen'), 'AiCoachScreen'),
    ),
    member(
      '/ai-motivation',
      screen(() => import('../features/motivation/AiMotivationScreen'), 'AiMotivationScreen'),
    ),
    member(
      '/mood-ai',
      screen(() => import('../features/mood/MoodAiScreen'), 'MoodAiScreen'),
    ),
    memberWithSearch(
      '/celebrity-workouts',
      validateWorkoutsSearch,
      screen(() => import('../features/workouts/CelebrityWorkoutsScreen'), 'CelebrityWorkoutsScreen'),
    ),
    memberWithSearch(
      '/friends-features',
      validateInviteSearch,
      screen(() => import('../features/friends/FriendsFeaturesScreen'), 'FriendsFeaturesScreen'),
    ),
    memberWithSearch(
      '/vr-workouts',
      validateWorkoutsSearch,
      screen(() => import('../features/workouts/VrWorkoutsScreen'), 'VrWorkoutsScreen'),
    ),
    member(
      '/avatar-studio',
      screen(() => import('../features/avatar-studio/AvatarStudioScreen'), 'AvatarStudioScreen'),
    ),
    member(
      '/mood-tracker',
      screen(() => import('../features/mood/MoodTrackerScreen'), 'MoodTrackerScreen'),
    ),
    member(
      '/enterprise',
      screen(() => import('../features/enterprise/EnterpriseScreen'), 'EnterpriseScreen'),
    ),
    member(
      '/help-support',
      screen(() => import('../features/support/HelpSupportScreen'), 'HelpSupportScreen'),
    ),
    member(
      '/panels',
      screen(() => import('../features/partner-access/PanelsScreen'), 'PanelsScreen'),
    ),
  ]),
]);
