// The English copy of the profile screen: account, XP and SweatCoins, theme. It loads with the
// screens that show it: importing this module registers it (i18n/messages/registry.ts), and each
// file that shows one of these strings imports it. Its copy in the language being shown
// (messages.<code>.ts) starts loading as it registers, and the screen's route waits for it
// (withStrings in i18n/messages), so the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

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
    'profile.logout.unsent.title': 'Not sent yet: {count}',
    'profile.logout.unsent.body':
      'These actions are still on this device. Logging out gives them up. Wait, and you are logged out once they are sent, or discard them and log out now.',
    'profile.logout.unsent.wait': 'Wait, then log out',
    'profile.logout.unsent.waiting': 'Sending… you are logged out once they are sent.',
    'profile.logout.unsent.discard': 'Discard them and log out',
    'profile.logout.unsent.cancel': 'Stay signed in',
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
    'xp.badge.name.first-checkin': 'First Check-in',
    'xp.badge.goal.first-checkin': 'Check in at a gym for the first time',
    'xp.badge.name.regular': 'Regular',
    'xp.badge.goal.regular': 'Check in 10 times',
    'xp.badge.name.centurion': 'Centurion',
    'xp.badge.goal.centurion': 'Check in 100 times',
    'xp.badge.name.streak-7': 'Week Warrior',
    'xp.badge.goal.streak-7': 'Keep a 7-day streak',
    'xp.badge.name.streak-30': 'Unstoppable',
    'xp.badge.goal.streak-30': 'Keep a 30-day streak',
    'xp.badge.name.explorer': 'Explorer',
    'xp.badge.goal.explorer': 'Visit 5 different gyms',
    'xp.badge.name.critic': 'Critic',
    'xp.badge.goal.critic': 'Review a gym you visited',
    'xp.badge.name.saver': 'Saver',
    'xp.badge.goal.saver': 'Convert XP into SweatCoins',
    'xp.badge.name.first-workout': 'First Workout',
    'xp.badge.goal.first-workout': 'Finish a guided or VR workout',
    'xp.badge.name.home-hero': 'Home Hero',
    'xp.badge.goal.home-hero': 'Finish 10 guided or VR workouts',
    'xp.how.open': 'How XP works',
    'xp.how.title': 'How XP works',
    'xp.how.loading': 'Loading the rules',
    'xp.how.offline': 'The rules need a connection.',
    'xp.award.checkin': 'Check in at a gym (the first check-in of each day)',
    'xp.award.booking_completed': 'Turn up to a booked visit',
    'xp.award.workout_completed': 'Finish a guided or VR workout (every interval)',
    'xp.award.session_attended': 'Attend a session with a trainer or nutritionist',
    'xp.award.challenge_easy': 'Finish an easy challenge',
    'xp.award.challenge_medium': 'Finish a medium challenge',
    'xp.award.challenge_hard': 'Finish a hard challenge',
    'xp.rule.streakBonus': 'Each check-in earns {xpPerDay} extra XP for every day of your streak after the first, up to {cap} XP.',
    'xp.rule.training':
      'Finished workouts and attended sessions earn up to {cap} XP a day together. A workout earns only when every interval is done, and two workouts at the same time count once. Streaks count days you check in at a gym.',
    'xp.rule.streak':
      'Your streak counts the days in a row you check in, as dates where your streak began (travelling cannot make one day count twice; a new streak starts where you are). Miss one day and the streak survives if you check in the next day, once in any {days} days; the missed day does not count.',
    'xp.rule.level':
      'Levels grow with all the XP you ever earned: level 2 at {level2, number} XP, level 3 at {level3, number}, level 4 at {level4, number}. Converting XP never lowers your level.',
    'xp.rule.conversion': '{xpPerSweatCoin} XP = 1 SweatCoin. Convert at least {minXp} XP at a time.',
    'xp.rule.visitPrice': 'A visit costs {sweatCoinsPerUsd} SweatCoins per US dollar of its price.',
    'xp.rule.checkin':
      'Check in by scanning the code at the gym’s desk, from {minutes} minutes before your visit until it ends. A visit paid at the desk counts once the staff check you in. Guests earn no XP: sign up to earn it.',
    'xp.rule.cancellation': 'Cancel free until {hours} hours before your visit; SweatCoins are refunded in full.',
    'xp.convert.label': 'Convert XP into SweatCoins ({rate} XP = 1 SweatCoin)',
    'xp.convert.submit': 'Convert',
    'xp.convert.gives': 'You get {coins} SweatCoins.',
    'xp.convert.rule': 'From {min} XP up to your {max} XP.',
    'xp.convert.done': 'Converted {xp} XP into {coins} SweatCoins.',
    'xp.convert.queued': 'Saved on this device; converted when you are back online.',
    'xp.convert.refused.insufficient': 'You don’t have that much XP yet: convert at most what you have.',
    'xp.convert.refused.invalid': 'Enter a whole number of XP, from the minimum up to what you have.',
    'xp.convert.refused.other': 'The conversion didn’t go through. Nothing changed; try again later.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    profile: typeof profileMessages;
  }
}
