// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const ko = {
  'activity.intro': '체크인과 운동, 그리고 각각 얻은 XP예요.',
  'activity.empty.title': '아직 활동이 없어요',
  'activity.empty.body': '체크인과 완료한 운동이 얻은 XP, 현재 연속 기록과 함께 여기에 표시돼요.',
  'activity.empty.checkin': '헬스장에서 체크인',
  'activity.empty.challenges': '챌린지 참여',
  'activity.loading': '활동을 불러오는 중',
  'activity.offline': '활동을 보려면 인터넷 연결이 필요해요.',
  'activity.more': '이전 활동 보기',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'ETH로 SweatCoins 구매',
  'activity.entry.conversion': '{xp, number} XP를 SweatCoins로 전환',
  'activity.entry.checkin': '{gym}에서 체크인',
  'activity.entry.review': '{gym} 리뷰 작성({stars}★)',
  'activity.entry.booking': '{gym} 예약({when})',
  'activity.entry.cancellation': '{gym} 예약 취소({when})',
  'activity.entry.redemption': '{quantity, plural, =1 {{reward} 교환} other {{reward} × # 교환}}',
  'activity.entry.challenge': '{challenges} 달성',
  'activity.entry.workout': '{program} 완료{mode, select, vr {(VR)} other {}}({minutes}분)',
  'activity.entry.sessionBooked': '{name}님과 {when} 세션 예약',
  'activity.entry.sessionCancelled': '{name}님과의 {when} 세션 취소',
  'activity.entry.sessionAttended': '{when}에 {name}님과 세션 참석',
} satisfies Translation<typeof activityMessages>;
