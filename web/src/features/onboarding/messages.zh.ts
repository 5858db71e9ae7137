// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const zh = {
  'onboarding.title': '欢迎来到 FitChoice',
  'onboarding.slides': '介绍',
  'onboarding.progress': '第 {current}/{total} 页',
  'onboarding.goTo': '转到第 {number} 页',
  'onboarding.skip': '跳过',
  'onboarding.previous': '上一页',
  'onboarding.next': '下一页',
  'onboarding.getStarted': '开始使用',
  'onboarding.slide1.title': '发现优质健身房',
  'onboarding.slide1.body': '查找附近的健身房，按距离、评价、营业时间和实时空位进行比较。以你的货币、按固定单次价格预约到访。',
  'onboarding.slide2.title': '结识健身伙伴',
  'onboarding.slide2.body': 'Fit match 为你介绍在同一家健身房、相同时段、相近水平训练的人。聊天、一起安排训练，互相打气。',
  'onboarding.slide3.title': '跟专业教练训练',
  'onboarding.slide3.body': '按课程预约认证私人教练和营养师，在健身房或线上进行，获得围绕你的目标定制的计划。',
  'onboarding.slide4.title': '让健身像游戏一样',
  'onboarding.slide4.body': '每次签到都能获得 XP，XP 可兑换成在奖励商城使用的 SweatCoins。保持连续签到，冲上每周排行榜。',
  'onboarding.slide5.title': 'AI 智能指导',
  'onboarding.slide5.body': 'AI 教练根据你的训练记录和健身房器械安排训练，AI 激励在你最需要的日子推你一把。',
} satisfies Translation<typeof onboardingMessages>;
