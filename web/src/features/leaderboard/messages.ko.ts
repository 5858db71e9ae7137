// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ko = {
  'leaderboard.intro':
    '이번 주(월요일~일요일, UTC) 또는 전체 기간에 얻은 XP로 매긴 지역·친구 순위예요. XP를 SweatCoins로 바꿔도 순위는 내려가지 않아요.',
  'leaderboard.empty.title': '이번 주가 막 시작됐어요',
  'leaderboard.empty.body': '이번 주에 XP를 얻으면 순위가 채워져요. 헬스장 체크인, 운동 완료, 세션 참석, 챌린지 완료로 얻을 수 있어요.',
  'leaderboard.empty.checkin': '헬스장에서 체크인',
  'leaderboard.empty.allTime.title': '아직 이곳에서 XP를 얻은 사람이 없어요',
  'leaderboard.empty.allTime.body': '첫 번째가 되어 보세요. 헬스장 체크인, 운동 완료, 세션 참석으로 시작할 수 있어요.',
  'leaderboard.empty.friends.title': '아직 이 순위에 친구가 없어요',
  'leaderboard.empty.friends.body': 'XP를 얻은 친구가 여기에 함께 표시돼요. 친구를 찾거나 초대 링크를 공유해 보세요.',
  'leaderboard.empty.findFriends': '친구 찾기',
  'leaderboard.period': '기간',
  'leaderboard.scope': '대상',
  'leaderboard.weekly': '이번 주',
  'leaderboard.allTime': '전체 기간',
  'leaderboard.region': '{region}',
  'leaderboard.friends': '친구',
  'leaderboard.loading': '랭킹을 불러오는 중',
  'leaderboard.offline': '랭킹을 보려면 인터넷 연결이 필요해요.',
  'leaderboard.me': '{score, number} XP로 {rank}위예요',
  'leaderboard.me.none': '아직 이 순위에 XP가 없어요. 체크인하거나 운동을 마치거나 세션에 참석하면 순위에 들어가요.',
  'leaderboard.you': '나',
} satisfies Translation<typeof leaderboardMessages>;
