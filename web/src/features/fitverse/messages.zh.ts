// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const zh = {
  'fitverse.intro': 'FitChoice 的所有功能按用途汇集在一个转盘上。转一转，看看今天的推荐。',
  'fitverse.wheel': 'FitChoice 功能区',
  'fitverse.hint': '方向键在转盘上移动；Enter 打开功能区；Escape 返回。',
  'fitverse.area.train': '训练',
  'fitverse.area.book': '预约',
  'fitverse.area.earn': '赚取',
  'fitverse.area.connect': '社交',
  'fitverse.area.wellbeing': '身心健康',
  'fitverse.item.checkin': '扫码签到',
  'fitverse.item.wallet': '钱包',
  'fitverse.item.moodAi': '心情 AI',
  'fitverse.item.motivation': 'AI 激励',
  'fitverse.badge.book': '{count, plural, other {今天有 # 个预约}}',
  'fitverse.badge.earn': '{count, plural, other {本周还有 # 个挑战进行中}}',
  'fitverse.spin': '转一转',
  'fitverse.pick.title': '今日推荐',
  'fitverse.pick.none': '转动转盘，它会为你挑选今天要做的事。',
  'fitverse.pick.workout': '{name}，{minutes} 分钟跟练课程。',
  'fitverse.pick.challenge': '完成本周的挑战：你已完成 {progress}/{target}。',
  'fitverse.pick.go': '出发',
} satisfies Translation<typeof fitverseMessages>;
