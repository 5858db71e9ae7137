// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const ko = {
  'partnerNotices.title': '받을 알림',
  'partnerNotices.intro': '새 예약, 취소, 리뷰 소식을 어떻게 받을지 고르세요. 기기 푸시 알림, 메일, 또는 둘 다 가능해요.',
  'partnerNotices.kind.booking': '새 예약 (고객이 옮긴 세션 포함)',
  'partnerNotices.kind.cancellation': '취소',
  'partnerNotices.kind.review': '리뷰',
  'partnerNotices.channel.push': '푸시 알림',
  'partnerNotices.channel.mail': '메일',
  'partnerNotices.save': '저장',
  'partnerNotices.saved': '저장했어요.',
  'partnerNotices.loading': '불러오는 중…',
  'partnerNotices.failed': '처리하지 못했고 아무것도 바뀌지 않았어요. 잠시 후 다시 시도하세요.',
  'partnerNotices.forbidden': '이 설정은 파트너 계정용이에요.',
  'partnerNotices.offline': '전송되지 않아 아무것도 바뀌지 않았어요. 연결을 확인하고 다시 시도하세요.',
  'partnerNotices.adminNote': '알림은 각 파트너가 자기 패널에서 골라요.',
  'partnerNotices.push.unsupported': '이 브라우저는 푸시 알림을 표시할 수 없어요.',
  'partnerNotices.push.off': '이 기기에서는 푸시 알림이 꺼져 있어요.',
  'partnerNotices.push.on': '이 기기에 푸시 알림이 표시돼요.',
  'partnerNotices.push.blocked': '이 브라우저 설정에서 FitChoice 알림이 차단돼 있어요.',
  'partnerNotices.push.enable': '이 기기에서 푸시 알림 켜기',
  'partnerNotices.push.failed': '여기서는 푸시 알림을 켜지 못했어요. 나중에 다시 시도하세요.',
} satisfies Translation<typeof partnerNoticesMessages>;
