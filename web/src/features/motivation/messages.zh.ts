// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const zh = {
  'aiMotivation.title': 'AI 激励',
  'aiMotivation.intro': '根据你的连续签到和日程定制的简短提醒，帮你坚持到底。',
  'motivation.todayTitle': '今日寄语',
  'motivation.offline': '离线时在此设备上生成。',
  'motivation.byModel': '由 AI 模型根据你的数据生成。',
  'motivation.note.booking': '你已预约 {at} 去 {gym}。其他事都可以等一等。',
  'motivation.note.challenge': '再完成{remaining, plural, =1 {一步} other {# 步}}，本周挑战就完成了。',
  'motivation.note.streak': '已连续 {days} 天。今天也要保持下去。',
  'motivation.note.streak_start': '新的连续签到第一天。明天再来，就变成两天。',
  'motivation.note.comeback': '距离上次到访已经 {days} 天了。今天练一小会儿也算数。',
  'motivation.note.first_visit': '第一次签到将开启你的连续签到。选一家附近的健身房吧。',
  'motivation.note.sessions_left': '本周计划还剩 {count, plural, other {# 次训练}}。你一定可以的。',
  'motivation.note.week_done': '本周计划的训练已全部完成。好好休息。',
  'motivation.note.mood_up': '这周你的心情一直在变好，训练功不可没。',
  'motivation.note.mood_down': '这周有点沉重。哪怕轻松动十分钟，也能让心情好起来。',
  'motivation.note.goal': '每一次训练都让你更接近目标：{goal}。',
  'motivation.note.general_1': '来了，练了，骄傲地回家。',
  'motivation.note.general_2': '每天的小步，胜过某天的大计划。',
  'motivation.note.general_3': '今天动一动，未来的你会感谢你。',
  'motivation.reminder.title': '每日提醒',
  'motivation.reminder.enabled': '每天提醒我',
  'motivation.reminder.time': '时间',
  'motivation.reminder.save': '保存提醒',
  'motivation.reminder.saved': '提醒已保存。在此设备允许通知的情况下，会以通知形式送达。',
  'motivation.history.title': '以往的消息',
  'motivation.history.empty': '你以往的消息会显示在这里。',
} satisfies Translation<typeof motivationMessages>;
