// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ko = {
  'leaderboard.intro': '이번 주 또는 전체 기간 XP로, 내 지역이나 친구들 사이에서 회원 순위를 매겨요.',
  'leaderboard.empty.title': '이번 주가 막 시작됐어요',
  'leaderboard.empty.body': '회원들이 체크인하고 챌린지를 달성하면 순위가 채워져요. XP를 얻어 자리를 차지하세요.',
  'leaderboard.empty.checkin': '헬스장에서 체크인',
  'leaderboard.period': '기간',
  'leaderboard.scope': '대상',
  'leaderboard.weekly': '이번 주',
  'leaderboard.allTime': '전체 기간',
  'leaderboard.region': '{region}',
  'leaderboard.friends': '친구',
  'leaderboard.loading': '랭킹을 불러오는 중',
  'leaderboard.offline': '랭킹을 보려면 인터넷 연결이 필요해요.',
  'leaderboard.me': '{score, number} XP로 {rank}위예요',
  'leaderboard.me.none': '이 랭킹에서는 아직 XP가 없어요. 헬스장에서 체크인해 참여하세요.',
  'leaderboard.you': '나',
} satisfies Translation<typeof leaderboardMessages>;
