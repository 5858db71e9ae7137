// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const zh = {
  'activity.intro': '你的签到、训练，以及每次获得的 XP。',
  'activity.empty.title': '暂无活动记录',
  'activity.empty.body': '每次签到和完成的训练都会显示在这里，并附上获得的 XP 和你当前的连续签到天数。',
  'activity.empty.checkin': '去健身房签到',
  'activity.empty.challenges': '参加挑战',
  'activity.loading': '正在加载你的活动记录',
  'activity.offline': '查看活动记录需要联网。',
  'activity.more': '查看更早的记录',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': '用 ETH 购买了 SweatCoins',
  'activity.entry.conversion': '将 {xp, number} XP 兑换为 SweatCoins',
  'activity.entry.checkin': '在 {gym} 签到',
  'activity.entry.review': '评价了 {gym}（{stars}★）',
  'activity.entry.booking': '预约了 {gym}（{when}）',
  'activity.entry.cancellation': '取消了 {gym} 的预约（{when}）',
  'activity.entry.redemption': '{quantity, plural, =1 {兑换了 {reward}} other {兑换了 # × {reward}}}',
  'activity.entry.challenge': '完成了 {challenges}',
  'activity.entry.workout': '完成了 {program}{mode, select, vr {（VR）} other {}}（{minutes} 分钟）',
  'activity.entry.sessionBooked': '预约了 {name} 的课程：{when}',
  'activity.entry.sessionCancelled': '取消了 {name} 的课程：{when}',
  'activity.entry.sessionAttended': '参加了 {name} 的课程：{when}',
} satisfies Translation<typeof activityMessages>;
