// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const zh = {
  'leaderboard.intro': '按 XP 为会员排名，可查看本周或总榜，范围为你所在地区或好友之间。',
  'leaderboard.empty.title': '本周刚刚开始',
  'leaderboard.empty.body': '随着会员签到和完成挑战，排名会逐渐填满。赚取 XP 抢占一席之地吧。',
  'leaderboard.empty.checkin': '去健身房签到',
  'leaderboard.period': '时间段',
  'leaderboard.scope': '范围',
  'leaderboard.weekly': '本周',
  'leaderboard.allTime': '总榜',
  'leaderboard.region': '{region}',
  'leaderboard.friends': '好友',
  'leaderboard.loading': '正在加载排行榜',
  'leaderboard.offline': '查看排行榜需要联网。',
  'leaderboard.me': '你以 {score, number} XP 排名第 {rank}',
  'leaderboard.me.none': '你在此榜单上还没有 XP。去健身房签到即可上榜。',
  'leaderboard.you': '你',
} satisfies Translation<typeof leaderboardMessages>;
