// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const ko = {
  'common.or': '또는',
  'auth.title': 'FitChoice 로그인',
  'auth.signupTitle': 'FitChoice 계정 만들기',
  'auth.intro': '헬스장, 트레이너, 영양사를 예약하고, QR 코드로 체크인하고, 운동을 XP와 SweatCoins로 바꿔 보세요.',
  'auth.tabs': '로그인 또는 회원가입',
  'auth.tab.signIn': '로그인',
  'auth.tab.signUp': '회원가입',
  'auth.field.email': '이메일',
  'auth.field.password': '비밀번호',
  'auth.field.name': '이름',
  'auth.field.passwordHint': '{min}자 이상.',
  'auth.signIn.submit': '로그인',
  'auth.signUp.submit': '계정 만들기',
  'auth.forgot': '비밀번호를 잊으셨나요?',
  'auth.guest.hint': '계정 없이 둘러볼 수 있어요. 게스트는 둘러볼 수는 있지만 XP를 얻을 수 없어요.',
  'auth.refused.invalidCredentials': '이메일 또는 비밀번호가 올바르지 않아요.',
  'auth.refused.signupRefused': '이 정보로는 계정을 만들 수 없어요. 이미 계정이 있다면 로그인하세요.',
  'auth.refused.suspended': '정지된 계정이에요. 잘못된 조치라고 생각되면 고객 지원에 문의하세요.',
  'auth.refused.tooMany': '시도 횟수가 너무 많아요. 몇 분 후에 다시 시도해 주세요.',
  'auth.refused.signin': '로그인하지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
  'auth.refused.signup': '계정을 만들지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
  'auth.refused.guest': '게스트 세션을 시작하지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
  'auth.error.emailRequired': '이메일 주소를 입력하세요',
  'auth.error.emailInvalid': '올바른 이메일 주소를 입력하세요(예: name@example.com)',
  'auth.error.passwordRequired': '비밀번호를 입력하세요',
  'auth.error.passwordShort': '{min}자 이상 입력하세요',
  'auth.error.passwordLong': '{max}자 이하로 입력하세요',
  'auth.error.passwordCommon': '너무 흔하거나 추측하기 쉬운 비밀번호예요. 다른 비밀번호를 선택하세요',
  'auth.error.nameRequired': '이름을 입력하세요',
  'auth.error.nameInvalid': '문자, 공백, 문장 부호로 최대 {max}자까지 입력하세요',
} satisfies Translation<typeof authMessages>;
