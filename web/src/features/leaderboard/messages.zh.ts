// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const zh = {
  'leaderboard.intro': '按本周（周一至周日，UTC）或累计获得的 XP 排名，范围为你的地区或好友。把 XP 兑换成 SweatCoins 不会降低你的名次。',
  'leaderboard.empty.title': '本周刚刚开始',
  'leaderboard.empty.body': '成员本周获得 XP 后排名就会出现：在健身房签到、完成训练、参加课程和完成挑战。',
  'leaderboard.empty.checkin': '去健身房签到',
  'leaderboard.empty.allTime.title': '这里还没有人获得 XP',
  'leaderboard.empty.allTime.body': '成为第一名：在健身房签到、完成一次训练或参加一节课程。',
  'leaderboard.empty.friends.title': '这个榜单上还没有好友',
  'leaderboard.empty.friends.body': '获得 XP 的好友会显示在这里。去找好友，或分享你的邀请链接。',
  'leaderboard.empty.findFriends': '查找好友',
  'leaderboard.period': '时间段',
  'leaderboard.scope': '范围',
  'leaderboard.weekly': '本周',
  'leaderboard.allTime': '总榜',
  'leaderboard.region': '{region}',
  'leaderboard.friends': '好友',
  'leaderboard.loading': '正在加载排行榜',
  'leaderboard.offline': '查看排行榜需要联网。',
  'leaderboard.me': '你以 {score, number} XP 排名第 {rank}',
  'leaderboard.me.none': '你在这个榜单上还没有 XP。签到、完成一次训练或参加一节课程即可上榜。',
  'leaderboard.you': '你',
} satisfies Translation<typeof leaderboardMessages>;
