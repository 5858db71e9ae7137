// The English copy of the challenges screen (and its admin section). It loads with the screens that
// show it: importing this module registers it (i18n/messages/registry.ts), and each file that shows
// one of these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const challengesMessages = registerMessages(
  {
    'challenges.intro': 'Time-boxed goals, like 10 visits in 30 days, that pay out bonus XP.',
    'challenges.empty.title': 'No open challenges',
    'challenges.empty.body': 'New challenges open every week. Meanwhile, keep your streak going with a gym visit.',
    'challenges.empty.gyms': 'Find a gym',
    'challenges.empty.leaderboard': 'See the leaderboard',
    'challenges.loading': 'Loading challenges',
    'challenges.offline': 'The challenges could not be loaded. Check your connection and try again.',
    'challenges.weekly.title': 'This week',
    'challenges.weekly.resets': '{days, plural, one {New ones tomorrow} other {New ones in # days}}',
    'challenges.weekly.three-days': 'Check in on 3 different days this week',
    'challenges.weekly.two-gyms': 'Train at 2 different gyms this week',
    'challenges.weekly.five-day-streak': 'Reach a 5-day streak this week',
    'challenges.weekly.paid': 'Completed: {xp} XP paid',
    'challenges.difficulty.easy': 'Easy',
    'challenges.difficulty.medium': 'Medium',
    'challenges.difficulty.hard': 'Hard',
    'challenges.progress': '{progress} of {target}',
    'challenges.progress.label': 'Progress toward {title}',
    'challenges.reward.xp': '+{xp} XP',
    'challenges.reward.coins': '+{coins} SweatCoins',
    'challenges.reward.both': '+{xp} XP and {coins} SweatCoins',
    'challenges.mine.title': 'Your challenges',
    'challenges.open.title': 'Join a challenge',
    'challenges.goal.checkin_days': '{target, plural, one {Check in on # day} other {Check in on # different days}}',
    'challenges.goal.distinct_gyms': '{target, plural, one {Check in at # gym} other {Check in at # different gyms}}',
    'challenges.goal.sessions_completed':
      '{target, plural, one {Complete # session with a trainer or nutritionist} other {Complete # sessions with a trainer or nutritionist}}',
    'challenges.goal.streak': 'Reach a {target}-day check-in streak',
    'challenges.region': 'Counts in {region} only',
    'challenges.participants': '{count, plural, one {# member} other {# members}}',
    'challenges.state.upcoming': '{days, plural, =0 {Starts today} one {Starts tomorrow} other {Starts in # days}}',
    'challenges.state.open': '{days, plural, =0 {Last day} one {# day left} other {# days left}}',
    'challenges.state.ended': 'Ended',
    'challenges.join': 'Join',
    'challenges.join.named': 'Join {title}',
    'challenges.leave': 'Leave',
    'challenges.leave.named': 'Leave {title}',
    'challenges.pending': 'Pending',
    'challenges.pending.join': 'Joining: saved on this device and sent when you are back online.',
    'challenges.pending.leave': 'Leaving: saved on this device and sent when you are back online.',
    'challenges.failed': 'That did not go through: {reason}',
    'challenges.finished': 'Finished! Reward paid: {reward}',
    'challenges.finished.badge': 'Finished',
    'challenges.board.show': 'Leaderboard',
    'challenges.board.hide': 'Hide leaderboard',
    'challenges.board.label': 'Leaderboard of {title}',
    'challenges.board.loading': 'Loading the leaderboard',
    'challenges.board.me': 'You are #{rank}',
    'challenges.board.empty': 'Nobody has joined yet.',
    'challenges.board.you': 'You',
    // The admin panel's section.
    'challenges.admin.section': 'Challenges',
    'challenges.admin.intro':
      'Joinable challenges: a goal counted from verified check-ins and sessions, their dates, and a reward paid once.',
    'challenges.admin.new': 'New challenge',
    'challenges.admin.field.title': 'Title',
    'challenges.admin.field.description': 'Description',
    'challenges.admin.field.startsAt': 'Starts',
    'challenges.admin.field.endsAt': 'Ends',
    'challenges.admin.field.measure': 'Goal',
    'challenges.admin.field.target': 'Target',
    'challenges.admin.field.rewardXp': 'Reward (XP)',
    'challenges.admin.field.rewardCoins': 'Reward (SweatCoins)',
    'challenges.admin.field.region': 'Region',
    'challenges.admin.region.any': 'Everywhere',
    'challenges.admin.measure.checkin_days': 'Days with a check-in',
    'challenges.admin.measure.distinct_gyms': 'Different gyms',
    'challenges.admin.measure.sessions_completed': 'Sessions completed',
    'challenges.admin.measure.streak': 'Streak reached',
    'challenges.admin.create': 'Create challenge',
    'challenges.admin.cancel': 'Cancel',
    'challenges.admin.retire': 'Retire',
    'challenges.admin.retired': 'Retired',
    'challenges.admin.error.load': 'The challenges could not be loaded.',
    'challenges.admin.error.failed': 'That did not work: {reason}',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    challenges: typeof challengesMessages;
  }
}
