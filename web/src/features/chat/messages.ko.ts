// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const ko = {
  'chat.back': '모든 메시지',
  'chat.older': '이전 메시지 불러오기',
  'chat.messages.label': '메시지',
  'chat.state.sending': '전송 중',
  'chat.state.failed': '전송 안 됨',
  'chat.state.sent': '전송됨',
  'chat.state.delivered': '전달됨',
  'chat.state.read': '읽음',
  'chat.write': '메시지 쓰기',
  'chat.placeholder': '메시지',
  'chat.send': '보내기',
  'chat.empty.title': '대화를 선택하세요',
  'chat.empty.body': '메시지에서 대화를 열거나, 운동 파트너와 매치해 대화를 시작하세요.',
  'chat.empty.messages': '메시지 보기',
  'chat.empty.fitMatch': '운동 파트너 찾기',
  'messages.intro': '친구 및 운동 파트너와의 대화예요.',
  'messages.unread': '{count, plural, other {새 메시지 #개}}',
  'messages.new.open': '새 대화',
  'messages.new.title': '대화 시작하기',
  'messages.new.noFriends': '친구와 매치된 상대에게 메시지를 보낼 수 있어요.',
  'messages.new.findFriends': '친구 찾기',
  'messages.new.who': '대화 상대(최대 {max}명)',
  'messages.new.groupName': '그룹 이름(선택)',
  'messages.new.start': '시작',
  'messages.new.cancel': '취소',
  'messages.new.queued': '저장했어요. 다시 온라인이 되면 대화가 시작돼요.',
  'messages.new.refused': '이 대화를 시작할 수 없어요.',
  'messages.empty.title': '아직 대화가 없어요',
  'messages.empty.body': '친구와 대화를 시작하거나 운동 파트너와 매치해 보세요.',
  'messages.empty.friends': '친구 찾기',
  'messages.empty.fitMatch': '운동 파트너 찾기',
} satisfies Translation<typeof chatMessages>;
