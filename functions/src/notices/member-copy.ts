// What a member is told when something they booked changes on the partner's side, in the member's
// language (any of the twelve): the mail's words. The push notification says the same in a line
// (web/src/sw/push.ts words it on the device). {place} is the gym's or professional's name, {when}
// the booking's time where it is, {from} a moved session's old time, {reason} the professional's.
import type { LanguageCode } from '@fitchoice/shared';
import { fillPlain, type MailContent } from '../mail/templates';

export type MemberNoticeKind = 'gym_paused' | 'session_paused' | 'session_cancelled' | 'session_moved';

/** A language's greeting, buttons, reason and refund lines, and each kind's subject and body. */
type Language = Record<'hello' | 'bookings' | 'rebook' | 'reason' | 'refund', string> &
  Record<MemberNoticeKind, { subject: string; body: string }>;

/** Each language's words; the kinds share their buttons and their reason and refund lines. */
const WORDS: Record<LanguageCode, Language> = {
  en: {
    hello: 'Hi {name},',
    bookings: 'See my bookings',
    rebook: 'Book another time',
    reason: 'Their reason: {reason}',
    refund: '{refund} SweatCoins are back in your wallet.',
    gym_paused: {
      subject: '{place} is not taking new bookings for now',
      body: '{place} is not taking new bookings for now. Your visit on {when} stays booked; you can still cancel it from your bookings.',
    },
    session_paused: {
      subject: '{place} is not taking new bookings for now',
      body: '{place} is not taking new bookings for now. Your session on {when} stays booked; you can still cancel it from your bookings.',
    },
    session_cancelled: { subject: '{place} cancelled your session', body: '{place} cancelled your session on {when}.' },
    session_moved: {
      subject: '{place} moved your session',
      body: '{place} moved your session from {from} to {when}. If the new time does not suit you, you can cancel it free of charge.',
    },
  },
  es: {
    hello: 'Hola, {name}:',
    bookings: 'Ver mis reservas',
    rebook: 'Reservar otra hora',
    reason: 'Su motivo: {reason}',
    refund: 'Se devolvieron {refund} SweatCoins a tu monedero.',
    gym_paused: {
      subject: '{place} no acepta nuevas reservas por ahora',
      body: '{place} no acepta nuevas reservas por ahora. Tu visita del {when} sigue reservada; puedes cancelarla desde tus reservas.',
    },
    session_paused: {
      subject: '{place} no acepta nuevas reservas por ahora',
      body: '{place} no acepta nuevas reservas por ahora. Tu sesión del {when} sigue reservada; puedes cancelarla desde tus reservas.',
    },
    session_cancelled: { subject: '{place} canceló tu sesión', body: '{place} canceló tu sesión del {when}.' },
    session_moved: {
      subject: '{place} cambió la hora de tu sesión',
      body: '{place} cambió tu sesión del {from} al {when}. Si la nueva hora no te va bien, puedes cancelarla sin coste.',
    },
  },
  fr: {
    hello: 'Bonjour {name},',
    bookings: 'Voir mes réservations',
    rebook: 'Réserver un autre créneau',
    reason: 'Motif : {reason}',
    refund: '{refund} SweatCoins ont été remis dans votre portefeuille.',
    gym_paused: {
      subject: '{place} ne prend plus de réservations pour le moment',
      body: '{place} ne prend plus de nouvelles réservations pour le moment. Votre visite du {when} reste réservée ; vous pouvez toujours l’annuler depuis vos réservations.',
    },
    session_paused: {
      subject: '{place} ne prend plus de réservations pour le moment',
      body: '{place} ne prend plus de nouvelles réservations pour le moment. Votre séance du {when} reste réservée ; vous pouvez toujours l’annuler depuis vos réservations.',
    },
    session_cancelled: { subject: '{place} a annulé votre séance', body: '{place} a annulé votre séance du {when}.' },
    session_moved: {
      subject: '{place} a déplacé votre séance',
      body: '{place} a déplacé votre séance du {from} au {when}. Si ce nouvel horaire ne vous convient pas, vous pouvez l’annuler sans frais.',
    },
  },
  pt: {
    hello: 'Olá, {name},',
    bookings: 'Ver minhas reservas',
    rebook: 'Agendar outro horário',
    reason: 'Motivo: {reason}',
    refund: '{refund} SweatCoins voltaram para sua carteira.',
    gym_paused: {
      subject: '{place} não está aceitando novas reservas por enquanto',
      body: '{place} não está aceitando novas reservas por enquanto. Sua visita de {when} continua reservada; você ainda pode cancelá-la nas suas reservas.',
    },
    session_paused: {
      subject: '{place} não está aceitando novas reservas por enquanto',
      body: '{place} não está aceitando novas reservas por enquanto. Sua sessão de {when} continua reservada; você ainda pode cancelá-la nas suas reservas.',
    },
    session_cancelled: { subject: '{place} cancelou sua sessão', body: '{place} cancelou sua sessão de {when}.' },
    session_moved: {
      subject: '{place} mudou o horário da sua sessão',
      body: '{place} mudou sua sessão de {from} para {when}. Se o novo horário não for bom para você, pode cancelar sem custo.',
    },
  },
  de: {
    hello: 'Hallo {name},',
    bookings: 'Meine Buchungen ansehen',
    rebook: 'Einen anderen Termin buchen',
    reason: 'Der Grund: {reason}',
    refund: '{refund} SweatCoins sind wieder in deiner Wallet.',
    gym_paused: {
      subject: '{place} nimmt vorerst keine neuen Buchungen an',
      body: '{place} nimmt vorerst keine neuen Buchungen an. Dein Besuch am {when} bleibt gebucht; du kannst ihn weiterhin in deinen Buchungen stornieren.',
    },
    session_paused: {
      subject: '{place} nimmt vorerst keine neuen Buchungen an',
      body: '{place} nimmt vorerst keine neuen Buchungen an. Dein Termin am {when} bleibt gebucht; du kannst ihn weiterhin in deinen Buchungen stornieren.',
    },
    session_cancelled: { subject: '{place} hat deinen Termin abgesagt', body: '{place} hat deinen Termin am {when} abgesagt.' },
    session_moved: {
      subject: '{place} hat deinen Termin verschoben',
      body: '{place} hat deinen Termin vom {from} auf {when} verschoben. Passt dir die neue Zeit nicht, kannst du kostenlos stornieren.',
    },
  },
  it: {
    hello: 'Ciao {name},',
    bookings: 'Vedi le mie prenotazioni',
    rebook: 'Prenota un altro orario',
    reason: 'Il motivo: {reason}',
    refund: '{refund} SweatCoins sono tornati nel tuo portafoglio.',
    gym_paused: {
      subject: '{place} non accetta nuove prenotazioni per ora',
      body: '{place} non accetta nuove prenotazioni per ora. La tua visita del {when} resta prenotata; puoi comunque annullarla dalle tue prenotazioni.',
    },
    session_paused: {
      subject: '{place} non accetta nuove prenotazioni per ora',
      body: '{place} non accetta nuove prenotazioni per ora. La tua sessione del {when} resta prenotata; puoi comunque annullarla dalle tue prenotazioni.',
    },
    session_cancelled: { subject: '{place} ha annullato la tua sessione', body: '{place} ha annullato la tua sessione del {when}.' },
    session_moved: {
      subject: '{place} ha spostato la tua sessione',
      body: '{place} ha spostato la tua sessione dal {from} al {when}. Se il nuovo orario non ti va bene, puoi annullarla gratis.',
    },
  },
  ja: {
    hello: '{name} さん',
    bookings: '予約を見る',
    rebook: '別の時間を予約する',
    reason: '理由: {reason}',
    refund: '{refund} SweatCoins をウォレットに戻しました。',
    gym_paused: {
      subject: '{place} は現在新しい予約を受け付けていません',
      body: '{place} は現在新しい予約を受け付けていません。{when} の来店予約はそのままです。予約画面からキャンセルもできます。',
    },
    session_paused: {
      subject: '{place} は現在新しい予約を受け付けていません',
      body: '{place} は現在新しい予約を受け付けていません。{when} のセッションはそのままです。予約画面からキャンセルもできます。',
    },
    session_cancelled: {
      subject: '{place} がセッションをキャンセルしました',
      body: '{place} が {when} のセッションをキャンセルしました。',
    },
    session_moved: {
      subject: '{place} がセッションの時間を変更しました',
      body: '{place} がセッションを {from} から {when} に変更しました。新しい時間が合わない場合は無料でキャンセルできます。',
    },
  },
  ko: {
    hello: '{name}님, 안녕하세요.',
    bookings: '내 예약 보기',
    rebook: '다른 시간 예약하기',
    reason: '사유: {reason}',
    refund: '{refund} SweatCoins가 지갑으로 돌아왔습니다.',
    gym_paused: {
      subject: '{place}은(는) 당분간 새 예약을 받지 않습니다',
      body: '{place}은(는) 당분간 새 예약을 받지 않습니다. {when} 방문 예약은 유지되며, 예약 화면에서 취소할 수 있습니다.',
    },
    session_paused: {
      subject: '{place}은(는) 당분간 새 예약을 받지 않습니다',
      body: '{place}은(는) 당분간 새 예약을 받지 않습니다. {when} 세션은 유지되며, 예약 화면에서 취소할 수 있습니다.',
    },
    session_cancelled: { subject: '{place}에서 세션을 취소했습니다', body: '{place}에서 {when} 세션을 취소했습니다.' },
    session_moved: {
      subject: '{place}에서 세션 시간을 변경했습니다',
      body: '{place}에서 세션을 {from}에서 {when}(으)로 옮겼습니다. 새 시간이 맞지 않으면 무료로 취소할 수 있습니다.',
    },
  },
  zh: {
    hello: '{name}，你好：',
    bookings: '查看我的预约',
    rebook: '预约其他时间',
    reason: '原因：{reason}',
    refund: '{refund} SweatCoins 已退回你的钱包。',
    gym_paused: {
      subject: '{place} 暂停接受新预约',
      body: '{place} 暂停接受新预约。你在 {when} 的到访预约保留，也可以在预约中取消。',
    },
    session_paused: {
      subject: '{place} 暂停接受新预约',
      body: '{place} 暂停接受新预约。你在 {when} 的课程保留，也可以在预约中取消。',
    },
    session_cancelled: { subject: '{place} 取消了你的课程', body: '{place} 取消了你在 {when} 的课程。' },
    session_moved: {
      subject: '{place} 调整了你的课程时间',
      body: '{place} 将你的课程从 {from} 改到 {when}。如果新时间不合适，你可以免费取消。',
    },
  },
  hi: {
    hello: 'नमस्ते {name},',
    bookings: 'मेरी बुकिंग देखें',
    rebook: 'कोई और समय बुक करें',
    reason: 'उनका कारण: {reason}',
    refund: '{refund} SweatCoins आपके वॉलेट में वापस आ गए हैं।',
    gym_paused: {
      subject: '{place} अभी नई बुकिंग नहीं ले रहा है',
      body: '{place} अभी नई बुकिंग नहीं ले रहा है। {when} की आपकी विज़िट बुक रहती है; आप उसे अपनी बुकिंग से रद्द भी कर सकते हैं।',
    },
    session_paused: {
      subject: '{place} अभी नई बुकिंग नहीं ले रहा है',
      body: '{place} अभी नई बुकिंग नहीं ले रहा है। {when} का आपका सत्र बुक रहता है; आप उसे अपनी बुकिंग से रद्द भी कर सकते हैं।',
    },
    session_cancelled: { subject: '{place} ने आपका सत्र रद्द किया', body: '{place} ने {when} का आपका सत्र रद्द कर दिया।' },
    session_moved: {
      subject: '{place} ने आपके सत्र का समय बदला',
      body: '{place} ने आपका सत्र {from} से {when} पर कर दिया। नया समय ठीक न हो तो आप इसे मुफ़्त में रद्द कर सकते हैं।',
    },
  },
  ar: {
    hello: 'مرحبًا {name}،',
    bookings: 'عرض حجوزاتي',
    rebook: 'حجز وقت آخر',
    reason: 'السبب: {reason}',
    refund: 'أُعيدت {refund} SweatCoins إلى محفظتك.',
    gym_paused: {
      subject: '{place} لا يقبل حجوزات جديدة حاليًا',
      body: '{place} لا يقبل حجوزات جديدة حاليًا. تبقى زيارتك في {when} محجوزة، ويمكنك إلغاؤها من حجوزاتك.',
    },
    session_paused: {
      subject: '{place} لا يقبل حجوزات جديدة حاليًا',
      body: '{place} لا يقبل حجوزات جديدة حاليًا. تبقى جلستك في {when} محجوزة، ويمكنك إلغاؤها من حجوزاتك.',
    },
    session_cancelled: { subject: 'ألغى {place} جلستك', body: 'ألغى {place} جلستك في {when}.' },
    session_moved: {
      subject: 'غيّر {place} موعد جلستك',
      body: 'نقل {place} جلستك من {from} إلى {when}. إن لم يناسبك الموعد الجديد يمكنك إلغاؤها مجانًا.',
    },
  },
  ru: {
    hello: 'Здравствуйте, {name}!',
    bookings: 'Мои брони',
    rebook: 'Записаться на другое время',
    reason: 'Причина: {reason}',
    refund: '{refund} SweatCoins вернулись в ваш кошелёк.',
    gym_paused: {
      subject: '{place} пока не принимает новые брони',
      body: '{place} пока не принимает новые брони. Ваш визит {when} остаётся в силе; его можно отменить в разделе броней.',
    },
    session_paused: {
      subject: '{place} пока не принимает новые брони',
      body: '{place} пока не принимает новые брони. Ваша сессия {when} остаётся в силе; её можно отменить в разделе броней.',
    },
    session_cancelled: { subject: '{place} отменил(а) вашу сессию', body: '{place} отменил(а) вашу сессию {when}.' },
    session_moved: {
      subject: '{place} перенёс(ла) вашу сессию',
      body: '{place} перенёс(ла) вашу сессию с {from} на {when}. Если новое время не подходит, её можно отменить бесплатно.',
    },
  },
};

/** A moment as the member reads it: date and time where the booking is (its zone named). */
export function wordedWhen(iso: string, timeZone: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export interface MemberNoticeValues {
  name: string;
  /** The gym's or the professional's name. */
  place: string;
  /** The booking's (new) start, and the old one of a moved session, as ISO instants in `timeZone`. */
  start: string;
  from?: string;
  timeZone: string;
  reason?: string;
  /** SweatCoins refunded, as "12.50". */
  refund?: string;
}

/** The mail of a notice, in the member's language; `link` opens their bookings. */
export function memberNoticeMail(kind: MemberNoticeKind, language: LanguageCode, values: MemberNoticeValues, link: string): MailContent {
  const words = WORDS[language];
  const filled = {
    name: values.name,
    place: values.place,
    when: wordedWhen(values.start, values.timeZone, language),
    from: values.from ? wordedWhen(values.from, values.timeZone, language) : '',
    reason: values.reason ?? '',
    refund: values.refund ?? '',
  };
  const cancelled = kind === 'session_cancelled';
  return {
    subject: fillPlain(words[kind].subject, filled),
    hello: words.hello,
    paragraphs: [
      words[kind].body,
      ...(values.reason && (cancelled || kind === 'session_moved') ? [words.reason] : []),
      ...(cancelled && values.refund && values.refund !== '0.00' ? [words.refund] : []),
    ],
    values: filled,
    button: { label: cancelled ? words.rebook : words.bookings, link },
  };
}
