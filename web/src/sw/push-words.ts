// The words of a push notification, in each of the twelve languages: the server sends a kind and
// values (a name, a gym, a message's text) and the service worker words them here (it has no
// react-intl). In Arabic the notification is right to left and each value keeps its own direction.
import { type LanguageCode, RTL_LANGUAGES } from '@fitchoice/shared';
// Types only: the worker does not load the API's schemas.
import type { PartnerPushKind, PushKind } from '@fitchoice/shared/api';

/** A title and a body with {name}, {gym} or {text} where a value goes. */
type Wording = Readonly<Record<PushKind, readonly [title: string, body: string]>>;

const WORDING: Readonly<Record<LanguageCode, Wording>> = {
  en: {
    message: ['Message from {name}', '{text}'],
    friend_request: ['New friend request', '{name} wants to be your friend on FitChoice'],
    match: ["It's a match!", 'You and {name} want to train together. Say hi!'],
    booking_reminder: ['Your visit is in 2 hours', '{gym}'],
    motivation: ['Your daily motivation', 'Today’s message from your coach is ready.'],
    booking_update: ['Your booking changed', '{place}: tap to see what changed and what you can do.'],
  },
  es: {
    message: ['Mensaje de {name}', '{text}'],
    friend_request: ['Nueva solicitud de amistad', '{name} quiere ser tu amigo en FitChoice'],
    match: ['¡Hay coincidencia!', 'Tú y {name} queréis entrenar juntos. ¡Saluda!'],
    booking_reminder: ['Tu visita es dentro de 2 horas', '{gym}'],
    motivation: ['Tu motivación del día', 'El mensaje de hoy de tu coach está listo.'],
    booking_update: ['Tu reserva ha cambiado', '{place}: toca para ver qué cambió y qué puedes hacer.'],
  },
  fr: {
    message: ['Message de {name}', '{text}'],
    friend_request: ["Nouvelle demande d'ami", '{name} veut être votre ami sur FitChoice'],
    match: ["C'est un match !", '{name} et vous voulez vous entraîner ensemble. Dites bonjour !'],
    booking_reminder: ['Votre visite est dans 2 heures', '{gym}'],
    motivation: ['Votre motivation du jour', 'Le message du jour de votre coach est prêt.'],
    booking_update: ['Votre réservation a changé', '{place} : touchez pour voir ce qui a changé et ce que vous pouvez faire.'],
  },
  de: {
    message: ['Nachricht von {name}', '{text}'],
    friend_request: ['Neue Freundschaftsanfrage', '{name} möchte auf FitChoice mit dir befreundet sein'],
    match: ['Es ist ein Match!', 'Du und {name} wollt zusammen trainieren. Sag hallo!'],
    booking_reminder: ['Dein Besuch ist in 2 Stunden', '{gym}'],
    motivation: ['Deine tägliche Motivation', 'Die heutige Nachricht deines Coaches ist da.'],
    booking_update: ['Deine Buchung hat sich geändert', '{place}: Tippe, um zu sehen, was sich geändert hat und was du tun kannst.'],
  },
  it: {
    message: ['Messaggio da {name}', '{text}'],
    friend_request: ['Nuova richiesta di amicizia', '{name} vuole essere tuo amico su FitChoice'],
    match: ['È un match!', 'Tu e {name} volete allenarvi insieme. Saluta!'],
    booking_reminder: ['La tua visita è tra 2 ore', '{gym}'],
    motivation: ['La tua motivazione del giorno', 'Il messaggio di oggi del tuo coach è pronto.'],
    booking_update: ['La tua prenotazione è cambiata', '{place}: tocca per vedere cosa è cambiato e cosa puoi fare.'],
  },
  pt: {
    message: ['Mensagem de {name}', '{text}'],
    friend_request: ['Novo pedido de amizade', '{name} quer ser seu amigo no FitChoice'],
    match: ['Deu match!', 'Você e {name} querem treinar juntos. Diga oi!'],
    booking_reminder: ['Sua visita é daqui a 2 horas', '{gym}'],
    motivation: ['Sua motivação do dia', 'A mensagem de hoje do seu coach está pronta.'],
    booking_update: ['Sua reserva mudou', '{place}: toque para ver o que mudou e o que você pode fazer.'],
  },
  ja: {
    message: ['{name} さんからのメッセージ', '{text}'],
    friend_request: ['新しい友達リクエスト', '{name} さんが FitChoice であなたと友達になりたがっています'],
    match: ['マッチしました！', 'あなたと {name} さんは一緒にトレーニングしたいと思っています。あいさつしましょう！'],
    booking_reminder: ['2 時間後にご来館の予定です', '{gym}'],
    motivation: ['今日のモチベーション', 'コーチからの今日のメッセージが届きました。'],
    booking_update: ['予約に変更があります', '{place}: タップして変更内容とできることを確認してください。'],
  },
  ko: {
    message: ['{name}님의 메시지', '{text}'],
    friend_request: ['새 친구 요청', '{name}님이 FitChoice에서 친구가 되고 싶어 해요'],
    match: ['매치됐어요!', '{name}님과 서로 함께 운동하고 싶어 해요. 인사해 보세요!'],
    booking_reminder: ['2시간 후에 방문이 예정돼 있어요', '{gym}'],
    motivation: ['오늘의 동기부여', '코치의 오늘 메시지가 준비됐어요.'],
    booking_update: ['예약이 변경되었어요', '{place}: 탭해서 무엇이 바뀌었고 무엇을 할 수 있는지 확인하세요.'],
  },
  zh: {
    message: ['来自 {name} 的消息', '{text}'],
    friend_request: ['新的好友请求', '{name} 想在 FitChoice 上加你为好友'],
    match: ['配对成功！', '你和 {name} 都想一起训练。打个招呼吧！'],
    booking_reminder: ['你的到馆时间还有 2 小时', '{gym}'],
    motivation: ['今日激励', '教练今天的消息已准备好。'],
    booking_update: ['你的预约有变动', '{place}：点按查看变动和可以做的事。'],
  },
  hi: {
    message: ['{name} का संदेश', '{text}'],
    friend_request: ['नई फ़्रेंड रिक्वेस्ट', '{name} FitChoice पर आपके दोस्त बनना चाहते हैं'],
    match: ['मैच हो गया!', 'आप और {name} साथ में ट्रेनिंग करना चाहते हैं। हाय कहें!'],
    booking_reminder: ['आपकी विज़िट 2 घंटे में है', '{gym}'],
    motivation: ['आज का मोटिवेशन', 'आपके कोच का आज का संदेश तैयार है।'],
    booking_update: ['आपकी बुकिंग बदली है', '{place}: क्या बदला और आप क्या कर सकते हैं, देखने के लिए टैप करें।'],
  },
  ar: {
    message: ['رسالة من {name}', '{text}'],
    friend_request: ['طلب صداقة جديد', '{name} يريد أن يكون صديقك على FitChoice'],
    match: ['تطابق!', 'أنت و{name} تريدان التمرّن معًا. ألقِ التحية!'],
    booking_reminder: ['زيارتك بعد ساعتين', '{gym}'],
    motivation: ['تحفيزك اليومي', 'رسالة مدرّبك لليوم جاهزة.'],
    booking_update: ['تغيّر حجزك', '{place}: اضغط لترى ما الذي تغيّر وما يمكنك فعله.'],
  },
  ru: {
    message: ['Сообщение от {name}', '{text}'],
    friend_request: ['Новая заявка в друзья', '{name} хочет дружить с вами в FitChoice'],
    match: ['Это мэтч!', 'Вы и {name} хотите тренироваться вместе. Поздоровайтесь!'],
    booking_reminder: ['Ваш визит через 2 часа', '{gym}'],
    motivation: ['Ваша ежедневная мотивация', 'Сегодняшнее сообщение от тренера готово.'],
    booking_update: ['Ваша бронь изменилась', '{place}: нажмите, чтобы увидеть, что изменилось и что можно сделать.'],
  },
};

/** What partners are told of their business (a booking, a cancellation, a review), with {member}. */
const PARTNER_WORDING: Readonly<Record<LanguageCode, Readonly<Record<PartnerPushKind, readonly [title: string, body: string]>>>> = {
  en: {
    partner_booking: ['New booking', '{member} booked. Tap to see it in your panel.'],
    partner_cancellation: ['Booking cancelled', '{member} cancelled. Tap to see it in your panel.'],
    partner_review: ['New review', '{member} left a review. Tap to read it.'],
  },
  es: {
    partner_booking: ['Nueva reserva', '{member} reservó. Toca para verla en tu panel.'],
    partner_cancellation: ['Reserva cancelada', '{member} canceló. Toca para verlo en tu panel.'],
    partner_review: ['Nueva reseña', '{member} dejó una reseña. Toca para leerla.'],
  },
  fr: {
    partner_booking: ['Nouvelle réservation', '{member} a réservé. Touchez pour la voir dans votre espace.'],
    partner_cancellation: ['Réservation annulée', '{member} a annulé. Touchez pour le voir dans votre espace.'],
    partner_review: ['Nouvel avis', '{member} a laissé un avis. Touchez pour le lire.'],
  },
  de: {
    partner_booking: ['Neue Buchung', '{member} hat gebucht. Tippe, um es in deinem Panel zu sehen.'],
    partner_cancellation: ['Buchung storniert', '{member} hat storniert. Tippe, um es in deinem Panel zu sehen.'],
    partner_review: ['Neue Bewertung', '{member} hat eine Bewertung geschrieben. Tippe, um sie zu lesen.'],
  },
  it: {
    partner_booking: ['Nuova prenotazione', '{member} ha prenotato. Tocca per vederla nel tuo pannello.'],
    partner_cancellation: ['Prenotazione annullata', '{member} ha annullato. Tocca per vederlo nel tuo pannello.'],
    partner_review: ['Nuova recensione', '{member} ha lasciato una recensione. Tocca per leggerla.'],
  },
  pt: {
    partner_booking: ['Nova reserva', '{member} fez uma reserva. Toque para ver no seu painel.'],
    partner_cancellation: ['Cancelamento de reserva', '{member} cancelou. Toque para ver no seu painel.'],
    partner_review: ['Nova avaliação', '{member} deixou uma avaliação. Toque para ler.'],
  },
  ja: {
    partner_booking: ['新しい予約', '{member} さんが予約しました。タップしてパネルで確認できます。'],
    partner_cancellation: ['予約のキャンセル', '{member} さんがキャンセルしました。タップしてパネルで確認できます。'],
    partner_review: ['新しいレビュー', '{member} さんがレビューを書きました。タップして読めます。'],
  },
  ko: {
    partner_booking: ['새 예약', '{member}님이 예약했어요. 탭해서 패널에서 확인하세요.'],
    partner_cancellation: ['예약 취소', '{member}님이 취소했어요. 탭해서 패널에서 확인하세요.'],
    partner_review: ['새 리뷰', '{member}님이 리뷰를 남겼어요. 탭해서 읽어 보세요.'],
  },
  zh: {
    partner_booking: ['新预订', '{member} 已预订。点按在面板中查看。'],
    partner_cancellation: ['预订已取消', '{member} 已取消。点按在面板中查看。'],
    partner_review: ['新评价', '{member} 留下了评价。点按阅读。'],
  },
  hi: {
    partner_booking: ['नई बुकिंग', '{member} ने बुकिंग की। अपने पैनल में देखने के लिए टैप करें।'],
    partner_cancellation: ['बुकिंग रद्द', '{member} ने रद्द किया। अपने पैनल में देखने के लिए टैप करें।'],
    partner_review: ['नई समीक्षा', '{member} ने समीक्षा लिखी। पढ़ने के लिए टैप करें।'],
  },
  ar: {
    partner_booking: ['حجز جديد', 'حجز {member}. اضغط لتراه في لوحتك.'],
    partner_cancellation: ['أُلغي حجز', 'ألغى {member}. اضغط لتراه في لوحتك.'],
    partner_review: ['تقييم جديد', 'ترك {member} تقييمًا. اضغط لقراءته.'],
  },
  ru: {
    partner_booking: ['Новая бронь', '{member} забронировал(а). Нажмите, чтобы открыть в панели.'],
    partner_cancellation: ['Бронь отменена', '{member} отменил(а) бронь. Нажмите, чтобы открыть в панели.'],
    partner_review: ['Новый отзыв', '{member} оставил(а) отзыв. Нажмите, чтобы прочитать.'],
  },
};

/** A kind the server pushes: a member's, or a partner's notice. */
export type NotificationKind = PushKind | PartnerPushKind;

export function isPushKind(kind: unknown): kind is NotificationKind {
  return typeof kind === 'string' && (Object.hasOwn(WORDING.en, kind) || Object.hasOwn(PARTNER_WORDING.en, kind));
}

/** The notification's title and body in `language`, with its direction (a value between FSI and PDI in right to left). */
export function pushWords(
  language: LanguageCode,
  kind: NotificationKind,
  values: Readonly<Record<string, string>>,
): { title: string; body: string; dir: 'rtl' | 'ltr'; lang: LanguageCode } {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name] ?? '';
      return dir === 'rtl' && value ? `\u2068${value}\u2069` : value;
    });
  const [title, body] =
    kind in PARTNER_WORDING[language] ? PARTNER_WORDING[language][kind as PartnerPushKind] : WORDING[language][kind as PushKind];
  return { title: fill(title), body: fill(body), dir, lang: language };
}
