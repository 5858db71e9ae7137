// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const ko = {
  'help.intro': '회원들이 가장 많이 묻는 질문의 답변이에요. 검색하거나 주제별로 살펴보세요.',
  'help.search': '고객센터 검색',
  'help.searchButton': '검색',
  'help.results': '“{query}” 검색 결과: 도움말 {count, plural, other {#개}}',
  'help.noResults': '“{query}”와(과) 일치하는 도움말이 없어요. 다른 단어로 검색하거나 문의해 주세요.',
  'help.browse': '주제별로 보기',
  'help.back': '모든 도움말 주제',
  'help.related': '{category} 더 알아보기',
  'help.more': '아직 해결되지 않았나요?',
  'help.contact': '고객 지원 문의',
  'helpCentre.category.booking': '예약',
  'helpCentre.category.cancellation': '취소 및 환불',
  'helpCentre.category.checkin': '체크인',
  'helpCentre.category.rewards': 'XP와 SweatCoins',
  'helpCentre.category.wallet': '지갑',
  'helpCentre.category.offline': '오프라인 사용',
  'helpCentre.category.privacy': '개인정보',
  'helpCentre.category.partners': '파트너',
  'helpCentre.category.account': '내 계정',
  'helpCentre.title.book-visit': '헬스장 이용은 어떻게 예약하나요?',
  'helpCentre.body.book-visit':
    "헬스장 탭을 열고 헬스장과 날짜를 고른 뒤, 자리가 남은 시간을 선택하고 '지금 예약'을 누르세요. 요금은 1회 이용 기준이며 내 지역의 통화로 표시돼요. 예약은 오프라인에서도 바로 예약 탭에 나타나요.",
  'helpCentre.title.book-professional': '트레이너 또는 영양사 예약하기',
  'helpCentre.body.book-professional':
    '트레이너 또는 영양사 탭을 열고, 자격을 갖춘 전문가를 전문 분야, 요금, 평점으로 비교한 뒤 캘린더에서 빈 시간을 선택하세요. 세션 2시간 전까지 무료로 취소할 수 있어요.',
  'helpCentre.title.booking-payment': '이용 요금 결제: 카드 또는 SweatCoins',
  'helpCentre.body.booking-payment':
    '결제할 때 헬스장에서 카드로 낼지 SweatCoins로 낼지 선택해요. 이용 요금 1달러당 10 SweatCoins이며, SweatCoins는 예약이 확정될 때만 차감돼요.',
  'helpCentre.title.cancel-booking': '예약은 어떻게 취소하나요?',
  'helpCentre.body.cancel-booking':
    "예약 탭을 열고 이용을 선택한 뒤 '예약 취소'를 누르세요. 시작 2시간 전까지는 무료로 취소할 수 있어요. SweatCoins는 바로 돌아오고 내 자리는 다른 사람에게 돌아가요.",
  'helpCentre.title.late-cancellation': '늦은 취소와 노쇼',
  'helpCentre.body.late-cancellation':
    '시작까지 2시간이 남지 않으면 헬스장이 자리를 잡아 두었기 때문에 앱에서 더 이상 취소할 수 없어요. 헬스장 측에 문제가 있었다면 지원 티켓을 열어 주세요. 확인해 드릴게요.',
  'helpCentre.title.refunds': '환불은 어떻게 되나요?',
  'helpCentre.body.refunds':
    'SweatCoins로 결제한 예약은 즉시 SweatCoins로 환불돼요. 카드 결제는 영업일 기준 5~10일 이내에 카드로 환불돼요. ETH로 구매한 SweatCoins는 환불되지 않아요.',
  'helpCentre.title.checkin-qr': 'QR 코드로 체크인하기',
  'helpCentre.body.checkin-qr':
    '예약마다 체크인 코드가 있으며, 예약 탭에 QR 코드와 텍스트로 표시돼요. 데스크 직원이 스캔하거나, QR 체크인으로 직접 스캔할 수 있어요. 코드를 직접 입력할 수도 있어요.',
  'helpCentre.title.checkin-window': '체크인 코드는 언제 사용할 수 있나요?',
  'helpCentre.body.checkin-window':
    '코드는 이용 15분 전부터 이용이 끝날 때까지 한 번 사용할 수 있어요. 이미 사용했거나 취소된 예약의 코드는 사유와 함께 거부돼요.',
  'helpCentre.title.checkin-offline': '연결 없이 체크인하기',
  'helpCentre.body.checkin-offline':
    '헬스장 Wi-Fi가 안 되더라도 그냥 체크인하세요. 앱이 스캔한 시간과 함께 체크인을 저장해 두었다가 6시간 이내에 연결이 복구되면 전송해요. 몇 번 전송되든 한 번만 집계돼요.',
  'helpCentre.title.earn-xp': 'XP는 어떻게 얻나요?',
  'helpCentre.body.earn-xp':
    '하루 첫 체크인에 50 XP, 예약한 이용에 나타나면 25 XP, 여기에 연속 기록 보너스를 받아요. 주간 챌린지는 100~400 XP를 추가로 줘요. 홈 운동과 VR 운동은 배지에는 반영되지만 XP는 없어요.',
  'helpCentre.title.streaks': '연속 기록은 어떻게 작동하나요?',
  'helpCentre.body.streaks':
    '연속 기록은 헬스장이 있는 곳의 날짜 기준으로 연속 체크인한 일수예요. 하루를 빠져도 다음 날 체크인하면 주 1회까지 기록이 유지돼요. 연속 기록 하루마다 체크인 XP가 10씩 늘어나며, 최대 50까지예요.',
  'helpCentre.title.convert-xp': 'XP를 SweatCoins로 전환하기',
  'helpCentre.body.convert-xp':
    '프로필에서 10 XP당 1 SweatCoin 비율로, 한 번에 10 XP 이상 전환할 수 있어요. 전환해도 레벨이나 랭킹 순위는 내려가지 않아요.',
  'helpCentre.title.levels-badges': '레벨과 배지',
  'helpCentre.body.levels-badges':
    '레벨은 지금까지 얻은 모든 XP로 올라요. 100 XP에 레벨 2, 400에 레벨 3, 900에 레벨 4예요. 배지는 첫 체크인, 7일 연속 기록, 홈 운동 10회 같은 이정표를 달성하면 받고, 아바타 파츠를 잠금 해제해요.',
  'helpCentre.title.leaderboards': '랭킹 순위는 어떻게 정해지나요?',
  'helpCentre.body.leaderboards':
    '랭킹은 헬스장에서 얻은 XP를 이번 주 또는 전체 기간 기준으로, 내 지역이나 친구들 사이에서 순위를 매겨요. 인증된 체크인만 집계되므로 홈 운동으로는 순위가 오르지 않아요.',
  'helpCentre.title.connect-wallet': '암호화폐 지갑 연결하기',
  'helpCentre.body.connect-wallet':
    "지갑을 열고 '지갑 연결'을 누르세요. FitChoice는 MetaMask 같은 브라우저 지갑을 지원해요. 주소, 네트워크, 잔액만 읽으며, 무언가를 보내기 전에는 항상 지갑에서 먼저 물어봐요.",
  'helpCentre.title.buy-sweatcoins': 'ETH로 SweatCoins 구매하기',
  'helpCentre.body.buy-sweatcoins':
    '지갑이나 리워드 스토어에서 ETH 금액을 입력하세요. 1 ETH로 100,000 SweatCoins를 살 수 있어요. 거래마다 한 번만 적립되고, 구매 내역은 지갑 기록에 나타나요.',
  'helpCentre.title.purchase-pending': '구매가 대기 중으로 표시돼요',
  'helpCentre.body.purchase-pending':
    '구매는 네트워크가 송금을 확인하거나 다시 온라인이 될 때까지 기다려요. 기기에 저장되어 있다가 처리되면 한 번만 적립돼요. 두 번 청구되는 일은 없어요.',
  'helpCentre.title.offline-use': 'FitChoice는 오프라인에서도 작동하나요?',
  'helpCentre.body.offline-use':
    '네. 예약, 체크인 코드, 최근 화면은 연결 없이도 작동해요. 오프라인에서 한 작업은 기기에 저장되었다가 연결이 복구되면 한 번 전송돼요.',
  'helpCentre.title.pending-actions': '대기 중이거나 실패한 작업',
  'helpCentre.body.pending-actions':
    '상단의 배지는 전송을 기다리는 작업의 수예요. 배지를 열어 지금 보내거나, 실패한 작업을 다시 시도하거나 삭제할 수 있어요. 거부된 경우 시간대가 마감된 것처럼 사유가 표시돼요.',
  'helpCentre.title.install-app': '휴대폰에 FitChoice 설치하기',
  'helpCentre.body.install-app':
    "앱에서 안내가 나오면 '지금 설치'를 누르거나, 브라우저의 '홈 화면에 추가'를 사용하세요. 설치한 앱은 전체 화면으로 열리고, 더 빨리 로드되며, 오프라인에서도 작동해요.",
  'helpCentre.title.data-collected': '어떤 데이터를 보관하나요?',
  'helpCentre.body.data-collected':
    '계정, 예약, 체크인, 리워드, 설정, 그리고 허용한 경우 대략적인 위치예요. 기분과 건강 데이터는 랭킹이나 고용주에게 절대 표시되지 않아요. 데이터를 판매하지 않아요.',
  'helpCentre.title.delete-account': '데이터 내보내기 또는 삭제',
  'helpCentre.body.delete-account':
    "주제를 '내 계정'으로 선택해 지원 티켓을 보내거나 privacy@fitchoice.app으로 메일을 보내 주세요. 30일 이내에 답변드려요. 로그아웃하면 이 기기에서 데이터가 바로 삭제돼요.",
  'helpCentre.title.location': '내 위치는 어떻게 사용되나요?',
  'helpCentre.body.location':
    '내 주변 헬스장을 보여 주고 지역을 설정하는 데만 사용해요. 위치는 대략적이며 기기에 1시간 동안 저장되고, 거부할 수도 있어요. 그 경우 설정에서 지역을 직접 선택하세요.',
  'helpCentre.title.partner-join': '헬스장 또는 업체 등록하기',
  'helpCentre.body.partner-join':
    '헬스장, 트레이너, 영양사는 파트너 등록에서 정보와 자격증을 제출해 신청해요. 승인되면 파트너 관리 화면에서 등록 정보, 이용 가능 시간, 요금을 관리해요.',
  'helpCentre.title.partner-panel': '파트너 관리 화면 로그인',
  'helpCentre.body.partner-panel':
    "등록한 이메일로 '파트너 로그인'을 이용하세요. 처음에는 관리 화면이 열리기 전에 보내 드린 임시 비밀번호를 변경해요.",
  'helpCentre.title.guest-account': '게스트는 무엇을 할 수 있나요?',
  'helpCentre.body.guest-account':
    '게스트는 앱 전체를 둘러볼 수 있어요. SweatCoins로 예약하고, XP를 얻고, 연속 기록을 유지하거나 랭킹에 오르려면 무료 계정을 만드세요.',
  'helpCentre.title.home-workouts': '가이드 운동과 VR 운동',
  'helpCentre.body.home-workouts':
    "따라 하는 프로그램을 고르고 '운동 시작'을 누르면 플레이어가 비프음과 선택형 음성으로 각 인터벌의 시간을 재 줘요. 완료한 운동은 오프라인에서도 활동에 저장되고 배지에 반영돼요.",
  'helpCentre.title.avatar': '내 아바타',
  'helpCentre.body.avatar':
    '아바타 스튜디오에서 체형, 피부, 헤어, 표정, 의상, 액세서리로 만들어요. 배지나 레벨로 잠금 해제되는 파츠도 있고, SweatCoins로 여는 파츠도 있어요. 저장하기 전까지는 이니셜이 표시돼요.',
  'helpCentre.title.enterprise': '기업을 위한 FitChoice',
  'helpCentre.body.enterprise':
    '기업은 직원에게 멤버 시트, 사내 랭킹, 챌린지를 제공해요. 기업은 전체 참여 현황만 볼 수 있고, 개인의 건강이나 기분 데이터는 절대 볼 수 없어요. 기업용 페이지에서 문의하세요.',
} satisfies Translation<typeof helpMessages>;
