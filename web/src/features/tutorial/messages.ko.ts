// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const ko = {
  'tutorial.progress': '{total}단계 중 {current}단계',
  'tutorial.back': '뒤로',
  'tutorial.next': '다음',
  'tutorial.close': '투어 닫기',
  'tutorial.getStarted': '시작하기',
  'tutorial.welcome.title': 'FitChoice에 오신 걸 환영해요',
  'tutorial.welcome.body': '가장 많이 쓰는 기능을 1분 만에 둘러봐요. 언제든 닫을 수 있고, 설정에서 다시 시작할 수 있어요.',
  'tutorial.xp.title': 'XP 시스템',
  'tutorial.xp.body': '체크인, 운동 완료, 챌린지 달성마다 경험치를 얻어요. 합계는 항상 여기에 있어요.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'XP는 리워드 스토어의 화폐인 SweatCoins로 바뀌어요. 지갑에서 ETH로 구매할 수도 있어요.',
  'tutorial.session.title': '활동 세션 트래커',
  'tutorial.session.body': '진행 상황을 한눈에 볼 수 있어요. 헬스장에서 체크인하면 세션이 시작되고, XP를 얻고, 연속 기록이 이어져요.',
  'tutorial.discover.title': '찾기',
  'tutorial.discover.body': '주변 헬스장을 리뷰, 운영 시간, 실시간 이용 가능 여부, 내 통화 기준 1회 이용 요금과 함께 찾아보세요.',
  'tutorial.bookings.title': '예약',
  'tutorial.bookings.body': '예정된 이용과 세션이 체크인 코드와 함께 표시돼요. 오프라인에서도 휴대폰에 남아 있어요.',
  'tutorial.profile.title': '프로필',
  'tutorial.profile.body': '계정과 설정: 테마, 지역, 언어, 위치, 그리고 이 투어.',
  'tutorial.social.title': '소셜 피드',
  'tutorial.social.body': '팔로우하는 사람들의 운동, 체크인, 달성 기록.',
  'tutorial.messaging.title': '메시지',
  'tutorial.messaging.body': '예약 확인, 알림, 헬스장 공지가 여기로 와요.',
  'tutorial.qr.title': 'QR 스캐너',
  'tutorial.qr.body': '프런트 데스크에서 헬스장 QR 코드를 스캔해 체크인하고 방문 XP를 받으세요.',
  'tutorial.leaderboards.title': '랭킹',
  'tutorial.leaderboards.body': '내 지역 회원 중 이번 주 XP 순위를 확인하세요.',
  'tutorial.store.title': '리워드 스토어',
  'tutorial.store.body': 'SweatCoins로 일일 이용권, 수업, 용품, 파트너 혜택을 받아 보세요. 즐겁게 운동하세요!',
} satisfies Translation<typeof tutorialMessages>;
