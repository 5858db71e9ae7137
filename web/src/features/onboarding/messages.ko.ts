// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const ko = {
  'onboarding.title': 'FitChoice에 오신 걸 환영해요',
  'onboarding.slides': '소개',
  'onboarding.progress': '{total}개 중 {current}번째 슬라이드',
  'onboarding.goTo': '{number}번째 슬라이드로 이동',
  'onboarding.skip': '건너뛰기',
  'onboarding.previous': '이전',
  'onboarding.next': '다음',
  'onboarding.getStarted': '시작하기',
  'onboarding.slide1.title': '멋진 헬스장을 찾아보세요',
  'onboarding.slide1.body':
    '주변 헬스장을 찾아 거리, 리뷰, 운영 시간, 실시간 이용 가능 여부로 비교하세요. 내 통화로, 1회 고정 요금으로 예약할 수 있어요.',
  'onboarding.slide2.title': '운동 파트너와 연결되세요',
  'onboarding.slide2.body':
    'Fit match는 내 헬스장에서, 비슷한 시간대에, 비슷한 수준으로 운동하는 사람을 소개해 줘요. 채팅하고, 함께 세션을 계획하고, 서로 응원하세요.',
  'onboarding.slide3.title': '전문 코치와 운동하세요',
  'onboarding.slide3.body':
    '자격을 갖춘 퍼스널 트레이너와 영양사를 헬스장이나 온라인에서 세션 단위로 예약하고, 목표에 맞춘 계획을 받아 보세요.',
  'onboarding.slide4.title': '운동을 게임처럼',
  'onboarding.slide4.body':
    '체크인할 때마다 XP를 얻고, XP는 리워드 스토어에서 쓸 수 있는 SweatCoins로 바뀌어요. 연속 기록을 이어 가고 주간 랭킹을 올라가세요.',
  'onboarding.slide5.title': 'AI 기반 코칭',
  'onboarding.slide5.body': 'AI 코치가 내 기록과 헬스장 장비로 운동을 구성하고, AI 동기부여가 가장 필요한 날에 힘을 북돋아 줘요.',
} satisfies Translation<typeof onboardingMessages>;
