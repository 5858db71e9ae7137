// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const ko = {
  'theme.label': '테마',
  'theme.light': '라이트',
  'theme.dark': '다크',
  'theme.system': '시스템',
  'theme.systemHint': '시스템은 기기의 라이트/다크 설정을 따라요.',
  'settings.region.hint': '요금은 {currency}(으)로 표시돼요. 지역을 선택하면 해당 언어로도 바뀌어요.',
  'settings.region.manual': '직접 선택했어요.',
  'settings.region.automatic': '내 위치에서 감지했어요.',
  'settings.region.follow': '내 위치로 지역 감지',
  'settings.language.fallback':
    'FitChoice는 아직 {language}(으)로 번역되지 않았어요. 텍스트는 영어로 표시되고, 날짜와 숫자는 {language} 형식을 따라요.',
  'settings.location': '위치',
  'settings.location.granted': '위치 접근이 허용되어 있어요.',
  'settings.location.denied':
    '위치 접근이 차단되어 있어요. 가장 가까운 헬스장을 찾으려면 브라우저의 사이트 설정에서 허용하세요. 그전까지는 대략적인 위치를 사용해요.',
  'settings.location.unknown': 'FitChoice가 아직 위치를 요청하지 않았어요.',
  'settings.location.position': '현재 위치: {source}, 오차 {accuracy} 이내.',
  'settings.location.source.gps': '기기에서 확인',
  'settings.location.source.ip': '인터넷 연결로 추정',
  'settings.location.source.cache': '이 기기에 저장됨',
  'settings.location.source.default': '시간대로 추정',
  'settings.location.use': '내 위치 사용',
  'settings.location.locating': '위치를 찾는 중…',
  'settings.tutorial': '가이드 투어',
  'settings.tutorial.body': '앱의 주요 화면을 12단계로 둘러보는 투어예요.',
  'settings.tutorial.restart': '투어 다시 시작',
  'settings.onboarding.reset': '온보딩 초기화',
  'settings.onboarding.reset.body': '다음에 로그아웃하면 소개 슬라이드와 투어가 다시 표시돼요.',
  'settings.onboarding.reset.done': '온보딩과 투어가 다시 표시돼요.',
  'settings.password': '비밀번호',
  'settings.password.body': '로그인할 때 쓰는 비밀번호를 변경해요. 계정에 로그인된 다른 기기는 로그아웃돼요.',
  'settings.password.change': '비밀번호 변경',
  'settings.data': '이 기기의 데이터',
  'settings.data.body': '이 기기에서 설정, 저장된 화면, 아직 보내지 않은 모든 것을 삭제하고 여기서 로그아웃해요.',
  'settings.data.clear': '로컬 데이터 삭제',
  'settings.data.confirm': '이 기기의 FitChoice 데이터를 모두 삭제할까요? 아직 보내지 않은 작업은 사라져요.',
  'settings.data.confirmYes': '네, 삭제할게요',
  'settings.data.cancel': '취소',
} satisfies Translation<typeof settingsMessages>;
