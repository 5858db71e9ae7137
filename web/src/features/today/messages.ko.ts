// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const ko = {
  'today.today': '오늘',
  'today.next': '다음 이용',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': '아직 예약한 이용이 없어요.',
  'today.next.checkin': '지금 체크인',
  'today.next.opens': '체크인은 {time}에 열려요.',
  'today.streak.start': '오늘 체크인해서 연속 기록을 시작하세요.',
  'today.streak.keep': '{days, plural, other {#일 연속}}: 오늘 체크인해서 기록을 이어 가세요.',
  'today.streak.kept': '{days, plural, other {#일 연속}}: 오늘 체크인했어요.',
  'today.week': '이번 주: {visits, plural, =0 {아직 이용 없음} other {#회 이용}}',
  'today.findGym': '헬스장 찾기',
  'today.challenge': '달성 임박',
  'today.challenge.open': '챌린지 보기',
  'today.challenge.none': '챌린지에 참여하면 여기에 진행 상황이 표시돼요.',
  'today.challenge.find': '챌린지 찾기',
  'today.suggestion.coach': '오늘의 코치 세션',
  'today.suggestion.session': '{focus}, 약 {minutes}분',
  'today.suggestion.openPlan': '내 계획 열기',
  'today.suggestion.gym': '지금 주변에 자리 있음',
  'today.suggestion.gymWhy': '영업 중, 빈자리 있음 · {distance}',
  'today.suggestion.openGym': '헬스장 보기',
} satisfies Translation<typeof todayMessages>;
