// What a partner is told by mail when a member books, cancels, moves or reviews, in the partner's
// language (any of the twelve). {member} is the member's name, {place} the gym's, {when} the
// booking's time where it is (its zone named), {from} a moved session's old time, {stars} the
// review's stars and {text} its words. The push notification says it in a line (web/src/sw/push-words.ts).
import type { LanguageCode } from '@fitchoice/shared';
import { fillPlain, type MailContent } from '../mail/templates';
import { wordedWhen } from './member-copy';

export type PartnerActivityKind =
  | 'visit_booked'
  | 'visit_cancelled'
  | 'session_booked'
  | 'session_cancelled'
  | 'session_moved'
  | 'gym_review'
  | 'pro_review';

type Language = Record<'hello' | 'button' | 'said' | 'footer', string> & Record<PartnerActivityKind, { subject: string; body: string }>;

const WORDS: Record<LanguageCode, Language> = {
  en: {
    hello: 'Hi {name},',
    button: 'Open my panel',
    said: 'They wrote: “{text}”',
    footer: 'You can choose which notices you get, by push and by mail, in your panel’s settings.',
    visit_booked: { subject: 'New booking at {place}: {member}', body: '{member} booked a visit to {place} on {when}.' },
    visit_cancelled: { subject: 'Visit cancelled at {place}: {member}', body: '{member} cancelled their visit to {place} on {when}.' },
    session_booked: { subject: 'New session booked: {member}', body: '{member} booked a session with you on {when}.' },
    session_cancelled: { subject: 'Session cancelled: {member}', body: '{member} cancelled their session with you on {when}.' },
    session_moved: { subject: 'Session moved: {member}', body: '{member} moved their session with you from {from} to {when}.' },
    gym_review: { subject: 'New review of {place}: {stars}★', body: '{member} reviewed {place}: {stars} out of 5 stars.' },
    pro_review: { subject: 'New review: {stars}★ from {member}', body: '{member} reviewed you: {stars} out of 5 stars.' },
  },
  es: {
    hello: 'Hola, {name}:',
    button: 'Abrir mi panel',
    said: 'Escribió: «{text}»',
    footer: 'En los ajustes de tu panel puedes elegir qué avisos recibes, por notificación y por correo.',
    visit_booked: { subject: 'Nueva reserva en {place}: {member}', body: '{member} reservó una visita a {place} el {when}.' },
    visit_cancelled: { subject: 'Visita cancelada en {place}: {member}', body: '{member} canceló su visita a {place} del {when}.' },
    session_booked: { subject: 'Nueva sesión reservada: {member}', body: '{member} reservó una sesión contigo el {when}.' },
    session_cancelled: { subject: 'Sesión cancelada: {member}', body: '{member} canceló su sesión contigo del {when}.' },
    session_moved: { subject: 'Sesión cambiada: {member}', body: '{member} cambió su sesión contigo del {from} al {when}.' },
    gym_review: { subject: 'Nueva reseña de {place}: {stars}★', body: '{member} publicó una reseña de {place}: {stars} de 5 estrellas.' },
    pro_review: { subject: 'Nueva reseña: {stars}★ de {member}', body: '{member} publicó una reseña sobre ti: {stars} de 5 estrellas.' },
  },
  fr: {
    hello: 'Bonjour {name},',
    button: 'Ouvrir mon espace',
    said: 'Son avis : « {text} »',
    footer: 'Vous choisissez les avis que vous recevez, par notification et par e-mail, dans les réglages de votre espace.',
    visit_booked: { subject: 'Nouvelle réservation à {place} : {member}', body: '{member} a réservé une visite à {place} le {when}.' },
    visit_cancelled: { subject: 'Visite annulée à {place} : {member}', body: '{member} a annulé sa visite à {place} du {when}.' },
    session_booked: { subject: 'Nouvelle séance réservée : {member}', body: '{member} a réservé une séance avec vous le {when}.' },
    session_cancelled: { subject: 'Séance annulée : {member}', body: '{member} a annulé sa séance avec vous du {when}.' },
    session_moved: { subject: 'Séance déplacée : {member}', body: '{member} a déplacé sa séance avec vous du {from} au {when}.' },
    gym_review: { subject: 'Nouvel avis sur {place} : {stars}★', body: '{member} a laissé un avis sur {place} : {stars} étoiles sur 5.' },
    pro_review: { subject: 'Nouvel avis : {stars}★ de {member}', body: '{member} a laissé un avis sur vous : {stars} étoiles sur 5.' },
  },
  pt: {
    hello: 'Olá, {name},',
    button: 'Abrir meu painel',
    said: 'Comentário: “{text}”',
    footer: 'Nas configurações do seu painel, você escolhe quais avisos recebe, por notificação e por e-mail.',
    visit_booked: { subject: 'Nova reserva em {place}: {member}', body: '{member} reservou uma visita a {place} em {when}.' },
    visit_cancelled: { subject: 'Visita cancelada em {place}: {member}', body: '{member} cancelou a visita a {place} de {when}.' },
    session_booked: { subject: 'Nova sessão agendada: {member}', body: '{member} agendou uma sessão com você em {when}.' },
    session_cancelled: { subject: 'Sessão cancelada: {member}', body: '{member} cancelou a sessão com você de {when}.' },
    session_moved: { subject: 'Sessão remarcada: {member}', body: '{member} remarcou a sessão com você de {from} para {when}.' },
    gym_review: { subject: 'Nova avaliação de {place}: {stars}★', body: '{member} avaliou {place}: {stars} de 5 estrelas.' },
    pro_review: { subject: 'Nova avaliação: {stars}★ de {member}', body: '{member} avaliou você: {stars} de 5 estrelas.' },
  },
  de: {
    hello: 'Hallo {name},',
    button: 'Mein Panel öffnen',
    said: 'Der Text: „{text}“',
    footer: 'Welche Hinweise du per Push und per E-Mail bekommst, legst du in den Einstellungen deines Panels fest.',
    visit_booked: { subject: 'Neue Buchung bei {place}: {member}', body: '{member} hat einen Besuch bei {place} am {when} gebucht.' },
    visit_cancelled: {
      subject: 'Besuch bei {place} storniert: {member}',
      body: '{member} hat den Besuch bei {place} am {when} storniert.',
    },
    session_booked: { subject: 'Neuer Termin gebucht: {member}', body: '{member} hat am {when} einen Termin bei dir gebucht.' },
    session_cancelled: { subject: 'Termin storniert: {member}', body: '{member} hat den Termin bei dir am {when} storniert.' },
    session_moved: { subject: 'Termin verschoben: {member}', body: '{member} hat den Termin bei dir vom {from} auf {when} verschoben.' },
    gym_review: { subject: 'Neue Bewertung für {place}: {stars}★', body: '{member} hat {place} bewertet: {stars} von 5 Sternen.' },
    pro_review: { subject: 'Neue Bewertung: {stars}★ von {member}', body: '{member} hat dich bewertet: {stars} von 5 Sternen.' },
  },
  it: {
    hello: 'Ciao {name},',
    button: 'Apri il mio pannello',
    said: 'Ha scritto: «{text}»',
    footer: 'Nelle impostazioni del tuo pannello scegli quali avvisi ricevere, via notifica e via email.',
    visit_booked: { subject: 'Nuova prenotazione da {place}: {member}', body: '{member} ha prenotato una visita da {place} per {when}.' },
    visit_cancelled: { subject: 'Visita annullata da {place}: {member}', body: '{member} ha annullato la visita da {place} di {when}.' },
    session_booked: { subject: 'Nuova sessione prenotata: {member}', body: '{member} ha prenotato una sessione con te per {when}.' },
    session_cancelled: { subject: 'Sessione annullata: {member}', body: '{member} ha annullato la sessione con te di {when}.' },
    session_moved: { subject: 'Sessione spostata: {member}', body: '{member} ha spostato la sessione con te da {from} a {when}.' },
    gym_review: { subject: 'Nuova recensione di {place}: {stars}★', body: '{member} ha recensito {place}: {stars} stelle su 5.' },
    pro_review: { subject: 'Nuova recensione: {stars}★ da {member}', body: '{member} ti ha recensito: {stars} stelle su 5.' },
  },
  ja: {
    hello: '{name} さん',
    button: 'パネルを開く',
    said: 'コメント:「{text}」',
    footer: 'プッシュ通知とメールで受け取るお知らせは、パネルの設定で選べます。',
    visit_booked: { subject: '{place} に新しい予約: {member} さん', body: '{member} さんが {when} の {place} への来館を予約しました。' },
    visit_cancelled: {
      subject: '{place} の予約キャンセル: {member} さん',
      body: '{member} さんが {when} の {place} への来館をキャンセルしました。',
    },
    session_booked: {
      subject: '新しいセッションの予約: {member} さん',
      body: '{member} さんが {when} のあなたのセッションを予約しました。',
    },
    session_cancelled: {
      subject: 'セッションのキャンセル: {member} さん',
      body: '{member} さんが {when} のあなたとのセッションをキャンセルしました。',
    },
    session_moved: {
      subject: 'セッションの日時変更: {member} さん',
      body: '{member} さんがあなたとのセッションを {from} から {when} に変更しました。',
    },
    gym_review: { subject: '{place} に新しいレビュー: {stars}★', body: '{member} さんが {place} をレビューしました: 5 つ星中 {stars}。' },
    pro_review: {
      subject: '新しいレビュー: {member} さんから {stars}★',
      body: '{member} さんがあなたをレビューしました: 5 つ星中 {stars}。',
    },
  },
  ko: {
    hello: '{name}님, 안녕하세요.',
    button: '내 패널 열기',
    said: '남긴 글: “{text}”',
    footer: '푸시와 메일로 받을 알림은 패널 설정에서 고를 수 있어요.',
    visit_booked: { subject: '{place} 새 예약: {member}님', body: '{member}님이 {when} {place} 방문을 예약했어요.' },
    visit_cancelled: { subject: '{place} 방문 취소: {member}님', body: '{member}님이 {when} {place} 방문을 취소했어요.' },
    session_booked: { subject: '새 세션 예약: {member}님', body: '{member}님이 {when} 세션을 예약했어요.' },
    session_cancelled: { subject: '세션 취소: {member}님', body: '{member}님이 {when} 세션을 취소했어요.' },
    session_moved: { subject: '세션 시간 변경: {member}님', body: '{member}님이 세션을 {from}에서 {when}(으)로 옮겼어요.' },
    gym_review: { subject: '{place} 새 리뷰: {stars}★', body: '{member}님이 {place}에 리뷰를 남겼어요: 별 5개 중 {stars}개.' },
    pro_review: { subject: '새 리뷰: {member}님의 {stars}★', body: '{member}님이 내게 리뷰를 남겼어요: 별 5개 중 {stars}개.' },
  },
  zh: {
    hello: '{name}，你好：',
    button: '打开我的面板',
    said: '评价内容：“{text}”',
    footer: '你可以在面板设置中选择通过推送和邮件接收哪些通知。',
    visit_booked: { subject: '{place} 有新预订：{member}', body: '{member} 预订了 {when} 到 {place} 的到馆。' },
    visit_cancelled: { subject: '{place} 的到馆已取消：{member}', body: '{member} 取消了 {when} 到 {place} 的到馆。' },
    session_booked: { subject: '新的课程预订：{member}', body: '{member} 预订了你 {when} 的课程。' },
    session_cancelled: { subject: '课程已取消：{member}', body: '{member} 取消了你 {when} 的课程。' },
    session_moved: { subject: '课程已改期：{member}', body: '{member} 把与你的课程从 {from} 改到了 {when}。' },
    gym_review: { subject: '{place} 有新评价：{stars}★', body: '{member} 评价了 {place}：{stars} 星（满分 5 星）。' },
    pro_review: { subject: '新评价：来自 {member} 的 {stars}★', body: '{member} 评价了你：{stars} 星（满分 5 星）。' },
  },
  hi: {
    hello: 'नमस्ते {name},',
    button: 'मेरा पैनल खोलें',
    said: 'उन्होंने लिखा: “{text}”',
    footer: 'पुश और मेल से कौन-सी सूचनाएँ मिलें, यह आप अपने पैनल की सेटिंग्स में चुन सकते हैं।',
    visit_booked: { subject: '{place} में नई बुकिंग: {member}', body: '{member} ने {when} के लिए {place} की विज़िट बुक की।' },
    visit_cancelled: { subject: '{place} की विज़िट रद्द: {member}', body: '{member} ने {when} की {place} की विज़िट रद्द कर दी।' },
    session_booked: { subject: 'नया सेशन बुक हुआ: {member}', body: '{member} ने {when} के लिए आपके साथ एक सेशन बुक किया।' },
    session_cancelled: { subject: 'सेशन रद्द: {member}', body: '{member} ने {when} का आपके साथ सेशन रद्द कर दिया।' },
    session_moved: { subject: 'सेशन का समय बदला: {member}', body: '{member} ने आपके साथ सेशन {from} से बदलकर {when} कर दिया।' },
    gym_review: { subject: '{place} की नई समीक्षा: {stars}★', body: '{member} ने {place} की समीक्षा की: 5 में से {stars} स्टार।' },
    pro_review: { subject: 'नई समीक्षा: {member} से {stars}★', body: '{member} ने आपकी समीक्षा की: 5 में से {stars} स्टार।' },
  },
  ar: {
    hello: 'مرحبًا {name}،',
    button: 'افتح لوحتي',
    said: 'كتب: «{text}»',
    footer: 'يمكنك اختيار الإشعارات التي تصلك بالتنبيهات وبالبريد من إعدادات لوحتك.',
    visit_booked: { subject: 'حجز جديد في {place}: {member}', body: 'حجز {member} زيارة إلى {place} في {when}.' },
    visit_cancelled: { subject: 'أُلغيت زيارة في {place}: {member}', body: 'ألغى {member} زيارته إلى {place} في {when}.' },
    session_booked: { subject: 'حجز جلسة جديدة: {member}', body: 'حجز {member} جلسة معك في {when}.' },
    session_cancelled: { subject: 'أُلغيت جلسة: {member}', body: 'ألغى {member} جلسته معك في {when}.' },
    session_moved: { subject: 'تغيّر موعد جلسة: {member}', body: 'نقل {member} جلسته معك من {from} إلى {when}.' },
    gym_review: { subject: 'تقييم جديد لـ {place}: {stars}★', body: 'قيّم {member} {place}: {stars} من 5 نجوم.' },
    pro_review: { subject: 'تقييم جديد: {stars}★ من {member}', body: 'قيّمك {member}: {stars} من 5 نجوم.' },
  },
  ru: {
    hello: 'Здравствуйте, {name}!',
    button: 'Открыть панель',
    said: 'Текст отзыва: «{text}»',
    footer: 'Какие уведомления получать в push и по почте, можно выбрать в настройках панели.',
    visit_booked: { subject: 'Новая бронь в {place}: {member}', body: '{member} забронировал(а) визит в {place} на {when}.' },
    visit_cancelled: { subject: 'Визит в {place} отменён: {member}', body: '{member} отменил(а) визит в {place} на {when}.' },
    session_booked: { subject: 'Новая запись на сессию: {member}', body: '{member} записался(-ась) к вам на сессию {when}.' },
    session_cancelled: { subject: 'Сессия отменена: {member}', body: '{member} отменил(а) сессию с вами {when}.' },
    session_moved: { subject: 'Сессия перенесена: {member}', body: '{member} перенёс(ла) сессию с вами с {from} на {when}.' },
    gym_review: { subject: 'Новый отзыв о {place}: {stars}★', body: '{member} оставил(а) отзыв о {place}: {stars} из 5 звёзд.' },
    pro_review: { subject: 'Новый отзыв: {stars}★ от {member}', body: '{member} оставил(а) отзыв о вас: {stars} из 5 звёзд.' },
  },
};

export interface PartnerActivityValues {
  /** The partner's name. */
  name: string;
  member: string;
  /** The gym's name (visits and gym reviews). */
  place?: string;
  /** A booking's (new) start and a moved session's old one, as ISO instants in `timeZone`. */
  start?: string;
  from?: string;
  timeZone?: string;
  stars?: number;
  /** A review's words. */
  text?: string;
}

/** The mail of an activity, in the partner's language; `link` opens their panel. */
export function partnerActivityMail(
  kind: PartnerActivityKind,
  language: LanguageCode,
  values: PartnerActivityValues,
  link: string | null,
): MailContent {
  const words = WORDS[language];
  const timeZone = values.timeZone ?? 'UTC';
  const filled = {
    name: values.name,
    member: values.member,
    place: values.place ?? '',
    when: values.start ? wordedWhen(values.start, timeZone, language) : '',
    from: values.from ? wordedWhen(values.from, timeZone, language) : '',
    stars: values.stars === undefined ? '' : String(values.stars),
    text: values.text ?? '',
  };
  return {
    subject: fillPlain(words[kind].subject, filled),
    hello: words.hello,
    paragraphs: [words[kind].body, ...(values.text ? [words.said] : [])],
    values: filled,
    ...(link ? { button: { label: words.button, link } } : {}),
    footer: words.footer,
  };
}
