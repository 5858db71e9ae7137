// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const zh = {
  'today.today': '你的今天',
  'today.next': '下一次到访',
  'today.next.visit': '{gym}，{when}',
  'today.next.none': '尚未预约到访。',
  'today.next.checkin': '立即签到',
  'today.next.opens': '签到将于 {time} 开放。',
  'today.streak.start': '今天签到，开启连续签到。',
  'today.streak.keep': '{days, plural, other {连续签到 # 天}}：今天签到即可保持。',
  'today.streak.kept': '{days, plural, other {连续签到 # 天}}：你今天已签到。',
  'today.week': '本周：{visits, plural, =0 {还没有到访} other {到访 # 次}}',
  'today.findGym': '查找健身房',
  'today.challenge': '即将完成',
  'today.challenge.open': '查看挑战',
  'today.challenge.none': '参加挑战后，这里会显示你的进度。',
  'today.challenge.find': '查找挑战',
  'today.suggestion.coach': '教练今天为你安排的训练',
  'today.suggestion.session': '{focus}，约 {minutes} 分钟',
  'today.suggestion.openPlan': '打开我的计划',
  'today.suggestion.gym': '附近现在有空位',
  'today.suggestion.gymWhy': '正在营业，有空位 · {distance}',
  'today.suggestion.openGym': '查看健身房',
} satisfies Translation<typeof todayMessages>;
