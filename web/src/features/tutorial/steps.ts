// The twelve steps of the guided tutorial, in the spec's order (section 2). Each names the element
// it highlights (data-tutorial="<id>") and, when that element lives on one screen only, the screen
// to open first.
import { TUTORIAL_STEP_COUNT } from '@fitchoice/shared';
import type { MessageId } from '../../i18n/messages';
import type { LinkTarget } from '../../ui/LinkButton';
import './messages';

export interface TutorialStep {
  /** The value of the target's data-tutorial attribute. */
  id: string;
  /** The screen the target is on; null when it is part of the app layout (header, tab bar). */
  route: LinkTarget | null;
  titleId: MessageId;
  bodyId: MessageId;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'welcome', route: '/', titleId: 'tutorial.welcome.title', bodyId: 'tutorial.welcome.body' },
  { id: 'xp', route: null, titleId: 'tutorial.xp.title', bodyId: 'tutorial.xp.body' },
  { id: 'sweatcoins', route: null, titleId: 'tutorial.coins.title', bodyId: 'tutorial.coins.body' },
  { id: 'session-tracker', route: '/', titleId: 'tutorial.session.title', bodyId: 'tutorial.session.body' },
  { id: 'discover-tab', route: null, titleId: 'tutorial.discover.title', bodyId: 'tutorial.discover.body' },
  { id: 'bookings-tab', route: null, titleId: 'tutorial.bookings.title', bodyId: 'tutorial.bookings.body' },
  { id: 'profile-tab', route: null, titleId: 'tutorial.profile.title', bodyId: 'tutorial.profile.body' },
  { id: 'social-feed', route: '/social', titleId: 'tutorial.social.title', bodyId: 'tutorial.social.body' },
  { id: 'messaging', route: '/messages', titleId: 'tutorial.messaging.title', bodyId: 'tutorial.messaging.body' },
  { id: 'qr-scanner', route: '/qr-scanner', titleId: 'tutorial.qr.title', bodyId: 'tutorial.qr.body' },
  { id: 'leaderboards', route: '/leaderboard', titleId: 'tutorial.leaderboards.title', bodyId: 'tutorial.leaderboards.body' },
  { id: 'rewards-store', route: '/store', titleId: 'tutorial.store.title', bodyId: 'tutorial.store.body' },
];

if (TUTORIAL_STEPS.length !== TUTORIAL_STEP_COUNT) throw new Error('The tutorial must have the spec’s twelve steps');
