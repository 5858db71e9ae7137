// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const ko = {
  'fitverse.intro': 'FitChoice의 모든 기능을 하고 싶은 일에 따라 하나의 휠에 모았어요. 돌려서 오늘의 추천을 받아 보세요.',
  'fitverse.wheel': 'FitChoice 영역',
  'fitverse.hint': '화살표 키로 휠을 이동하고, Enter로 영역을 열고, Escape로 돌아가요.',
  'fitverse.area.train': '운동',
  'fitverse.area.book': '예약',
  'fitverse.area.earn': '획득',
  'fitverse.area.connect': '소통',
  'fitverse.area.wellbeing': '웰빙',
  'fitverse.item.checkin': 'QR 체크인',
  'fitverse.item.wallet': '지갑',
  'fitverse.item.moodAi': '기분 AI',
  'fitverse.item.motivation': 'AI 동기부여',
  'fitverse.badge.book': '{count, plural, other {오늘 예약 #건}}',
  'fitverse.badge.earn': '{count, plural, other {이번 주 참여 가능한 챌린지 #개}}',
  'fitverse.spin': '돌리기',
  'fitverse.pick.title': '오늘의 추천',
  'fitverse.pick.none': '휠을 돌리면 오늘 할 일을 골라 드려요.',
  'fitverse.pick.workout': '{name}, {minutes}분 가이드 운동',
  'fitverse.pick.challenge': '이번 주 챌린지를 완료하세요. 현재 {progress}/{target}이에요.',
  'fitverse.pick.go': '시작하기',
} satisfies Translation<typeof fitverseMessages>;
