// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const ko = {
  'qrScanner.title': '체크인',
  'qrScanner.intro': '헬스장 프런트 데스크의 QR 코드를 스캔해 체크인하고 방문 XP를 받으세요.',
  'qrScanner.empty.bookings': '오늘 예약 보기',
  'qr.camera.title': '카메라로 스캔',
  'qr.camera.start': '카메라 시작',
  'qr.camera.stop': '카메라 중지',
  'qr.camera.video': '카메라 미리보기',
  'qr.camera.unsupported': '이 브라우저에서는 카메라를 사용할 수 없어요. 대신 아래에 코드를 입력하세요.',
  'qr.camera.denied': '카메라를 시작하지 못했어요(권한이 거부되었나요?). 대신 아래에 코드를 입력하세요.',
  'qr.manual.title': '또는 코드 입력',
  'qr.manual.label': '헬스장 코드',
  'qr.manual.hint': '헬스장 데스크의 QR 코드 아래에 있어요(예: FG-7K2Q-M9XH). 30초마다 바뀌어요.',
  'qr.manual.invalid': '헬스장 코드가 아니에요. 데스크의 QR 코드를 스캔하거나 그 아래의 8자리를 입력하세요.',
  'qr.submit': '체크인',
  'checkin.done': '{gym}에서 체크인했어요!',
  'checkin.xp': '+{xp} XP · 총 {total} XP · 레벨 {level}',
  'checkin.streak': '{days, plural, other {#일 연속}}(최고 {best}일)',
  'checkin.seeProgress': '진행 상황 보기',
  'checkin.queued': '저장했어요. 다시 온라인이 되면 체크인이 전송되고, 결과가 여기에 표시돼요.',
  'checkin.refused': '체크인 거부됨',
  'checkin.refused.noBooking': '지금 체크인할 예약이 없어요. 체크인은 이용 15분 전부터 가능하고 이용이 끝나면 마감돼요.',
  'checkin.refused.wrongCode': '예약한 헬스장의 현재 코드가 아니에요. 데스크의 코드를 다시 스캔하세요.',
  'checkin.refused.payAtDesk': '데스크에서 결제하는 예약이에요. 데스크에서 예약 코드를 보여 주면 결제할 때 직원이 체크인해 드려요.',
  'checkin.refused.already': '이 예약은 이미 체크인했어요.',
  'checkin.refused.cancelled': '취소된 예약이라 체크인할 수 없어요.',
  'checkin.refused.tooLate': '6시간도 더 전에 스캔한 체크인이라 받을 수 없어요.',
  'checkin.refused.travel': '지난 체크인 이후 지난 시간에 비해 너무 먼 곳의 체크인이에요. 지금 있는 헬스장에서 체크인하세요.',
  'checkin.refused.other': '체크인하지 못했어요. 다시 시도해 주세요.',
} satisfies Translation<typeof checkInMessages>;
