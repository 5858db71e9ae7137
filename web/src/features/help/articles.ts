// The help centre's articles, by id and topic, in the order each topic lists them. Their words (title
// and answer, in en, es, fr and pt) are in ./messages.ts as helpCentre.title.<id> and helpCentre.body.<id>.
export const HELP_CATEGORIES = [
  'booking',
  'cancellation',
  'checkin',
  'rewards',
  'wallet',
  'offline',
  'privacy',
  'partners',
  'account',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpArticle {
  id: string;
  category: HelpCategory;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  { id: 'book-visit', category: 'booking' },
  { id: 'book-professional', category: 'booking' },
  { id: 'booking-payment', category: 'booking' },
  { id: 'cancel-booking', category: 'cancellation' },
  { id: 'late-cancellation', category: 'cancellation' },
  { id: 'refunds', category: 'cancellation' },
  { id: 'checkin-qr', category: 'checkin' },
  { id: 'checkin-window', category: 'checkin' },
  { id: 'checkin-offline', category: 'checkin' },
  { id: 'earn-xp', category: 'rewards' },
  { id: 'streaks', category: 'rewards' },
  { id: 'convert-xp', category: 'rewards' },
  { id: 'levels-badges', category: 'rewards' },
  { id: 'leaderboards', category: 'rewards' },
  { id: 'connect-wallet', category: 'wallet' },
  { id: 'buy-sweatcoins', category: 'wallet' },
  { id: 'purchase-pending', category: 'wallet' },
  { id: 'offline-use', category: 'offline' },
  { id: 'pending-actions', category: 'offline' },
  { id: 'install-app', category: 'offline' },
  { id: 'data-collected', category: 'privacy' },
  { id: 'delete-account', category: 'privacy' },
  { id: 'location', category: 'privacy' },
  { id: 'partner-join', category: 'partners' },
  { id: 'partner-panel', category: 'partners' },
  { id: 'guest-account', category: 'account' },
  { id: 'home-workouts', category: 'account' },
  { id: 'avatar', category: 'account' },
  { id: 'enterprise', category: 'account' },
];
