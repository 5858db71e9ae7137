// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const ko = {
  'aiMotivation.title': 'AI 동기부여',
  'aiMotivation.intro': '연속 기록과 일정에 맞춘 짧은 응원 메시지로 꾸준히 나오도록 도와드려요.',
  'motivation.todayTitle': '오늘의 메시지',
  'motivation.offline': '오프라인이라 이 기기에서 작성했어요.',
  'motivation.byModel': '내 데이터를 바탕으로 AI 모델이 작성했어요.',
  'motivation.note.booking': '{at}에 {gym} 예약이 있어요. 다른 일은 잠시 미뤄도 돼요.',
  'motivation.note.challenge': '{remaining, plural, =1 {한 걸음만} other {#걸음만}} 더 가면 이번 주 챌린지 달성이에요.',
  'motivation.note.streak': '{days}일 연속이에요. 오늘도 기록을 이어 가세요.',
  'motivation.note.streak_start': '새 연속 기록의 첫날이에요. 내일 다시 와서 2일로 만드세요.',
  'motivation.note.comeback': '마지막 방문 후 {days}일이 지났어요. 오늘 짧은 세션도 충분히 의미 있어요.',
  'motivation.note.first_visit': '첫 체크인으로 연속 기록이 시작돼요. 주변 헬스장을 골라 보세요.',
  'motivation.note.sessions_left': '이번 주 계획에 세션이 {count, plural, other {#개}} 남았어요. 할 수 있어요.',
  'motivation.note.week_done': '이번 주 계획의 모든 세션을 완료했어요. 푹 쉬세요.',
  'motivation.note.mood_up': '이번 주 기분이 점점 좋아지고 있어요. 운동도 한몫했어요.',
  'motivation.note.mood_down': '조금 무거운 한 주였어요. 가볍게 10분만 움직여도 기분이 나아질 수 있어요.',
  'motivation.note.goal': '모든 세션이 목표에 한 걸음 더 다가가게 해요: {goal}.',
  'motivation.note.general_1': '나와서, 운동하고, 뿌듯하게 돌아가세요.',
  'motivation.note.general_2': '언젠가의 큰 계획보다 매일의 작은 걸음이 더 강해요.',
  'motivation.note.general_3': '오늘 조금만 움직여 보세요. 미래의 내가 고마워할 거예요.',
  'motivation.reminder.title': '매일 알림',
  'motivation.reminder.enabled': '매일 알려 주기',
  'motivation.reminder.time': '시간',
  'motivation.reminder.save': '알림 저장',
  'motivation.reminder.saved': '알림을 저장했어요. 이 기기에서 알림을 허용한 경우 알림으로 받아요.',
  'motivation.history.title': '이전 메시지',
  'motivation.history.empty': '이전 메시지가 여기에 표시돼요.',
} satisfies Translation<typeof motivationMessages>;
