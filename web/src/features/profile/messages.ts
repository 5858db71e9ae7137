// The English copy of the profile screen: account, XP and SweatCoins, theme. It loads with the
// screens that show it: importing this module registers it (i18n/messages/registry.ts), and each
// file that shows one of these strings imports it. Its copy in the language being shown
// (messages.<code>.ts) starts loading as it registers, and the screen's route waits for it
// (withStrings in i18n/messages), so the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const profileMessages = registerMessages(
  {
    'profile.settings': 'Settings',
    'profile.title': 'Profile',
    'profile.account': 'Account',
    'profile.name': 'Name',
    'profile.email': 'Email',
    'profile.guestEmail': 'No email: guest session',
    'profile.memberSince': 'Member since',
    'profile.more': 'More',
    'profile.wallet': 'Wallet and SweatCoins',
    'profile.activity': 'Activity history',
    'profile.help': 'Help and support',
    'profile.logout': 'Log out',
    'profile.guestUpgrade': 'Create an account to keep your progress',

    'xp.loading': 'Loading your progress',
    'xp.offline': 'Your progress needs a connection.',
    'xp.level': 'Level {level}',
    'xp.progress': 'Progress to the next level',
    'xp.toNext': '{xp, number} XP to level {level}',
    'xp.streak': 'Streak',
    'xp.streak.days': '{days, plural, one {# day} other {# days}}',
    'xp.counts': 'Best streak {best} · {checkins} check-ins · {gyms} gyms · {reviews} reviews',
    'xp.badges': 'Badges',
    'xp.badge.earned': 'Earned',
    'xp.badge.locked': 'Not earned yet',
    'xp.how.open': 'How XP works',
    'xp.how.title': 'How XP works',
    'xp.how.loading': 'Loading the rules',
    'xp.how.offline': 'The rules need a connection.',
    'xp.convert.label': 'Convert XP into SweatCoins ({rate} XP = 1 SweatCoin)',
    'xp.convert.submit': 'Convert',
    'xp.convert.gives': 'You get {coins} SweatCoins.',
    'xp.convert.rule': 'From {min} XP up to your {max} XP.',
    'xp.convert.done': 'Converted {xp} XP into {coins} SweatCoins.',
    'xp.convert.queued': 'Saved on this device; converted when you are back online.',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    profile: typeof profileMessages;
  }
}
