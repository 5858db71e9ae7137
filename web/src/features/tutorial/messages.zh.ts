// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const zh = {
  'tutorial.progress': '第 {current}/{total} 步',
  'tutorial.back': '上一步',
  'tutorial.next': '下一步',
  'tutorial.close': '关闭导览',
  'tutorial.getStarted': '开始使用',
  'tutorial.welcome.title': '欢迎来到 FitChoice',
  'tutorial.welcome.body': '一分钟带你了解最常用的功能。你可以随时关闭，也可以在“设置”中重新开始。',
  'tutorial.xp.title': 'XP 系统',
  'tutorial.xp.body': '每次签到、完成训练和完成挑战都能获得经验值。你的总数始终显示在这里。',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': '你的 XP 可兑换成 SweatCoins，即奖励商城的货币。你也可以在钱包中用 ETH 购买。',
  'tutorial.session.title': '训练进度追踪',
  'tutorial.session.body': '进度一目了然。在健身房签到即开始训练、获得 XP，并保持连续签到。',
  'tutorial.discover.title': '发现',
  'tutorial.discover.body': '查找附近的健身房，查看评价、营业时间、实时空位，以及以你的货币显示的单次价格。',
  'tutorial.bookings.title': '预约',
  'tutorial.bookings.body': '你即将到来的到访和课程，附带签到码。即使离线，它们也保存在你的手机上。',
  'tutorial.profile.title': '个人资料',
  'tutorial.profile.body': '你的账户和设置：主题、地区、语言、位置以及本导览。',
  'tutorial.social.title': '社区动态',
  'tutorial.social.body': '你关注的人的训练、签到和里程碑。',
  'tutorial.messaging.title': '消息',
  'tutorial.messaging.body': '预约确认、提醒和健身房的通知都会发到这里。',
  'tutorial.qr.title': '扫码签到',
  'tutorial.qr.body': '在前台扫描健身房的二维码签到，为本次到访赚取 XP。',
  'tutorial.leaderboards.title': '排行榜',
  'tutorial.leaderboards.body': '看看你本周在所在地区会员中的 XP 排名。',
  'tutorial.store.title': '奖励商城',
  'tutorial.store.body': '用 SweatCoins 兑换日票、团课、装备和合作伙伴优惠。祝你训练愉快！',
} satisfies Translation<typeof tutorialMessages>;
