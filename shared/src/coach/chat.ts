// The coach's chat without a language model: reads what the member asks (swap an exercise,
// shorten today, explain a movement) in any of the app's languages, exercises named in theirs or in
// English, applies it to the plan, and answers with a note the app words. With a model configured
// the server phrases the answer, but the change to the plan is always this one (so it is always safe).
import type { LanguageCode } from '../regions';
import { sessionForToday, shortenSession, swapExercise } from './actions';
import { EXERCISES, exerciseById } from './library';
import { exerciseNamedIn, normalizeText, says } from './search';
import type { Exercise, ExerciseTexts, Note, Plan } from './types';

export type CoachIntent =
  | { kind: 'swap'; exerciseId: string | null }
  | { kind: 'shorten'; minutes: number | null }
  | { kind: 'explain'; exerciseId: string | null }
  | { kind: 'help' };

interface Commands {
  swap: readonly string[];
  shorten: readonly string[];
  explain: readonly string[];
}

/**
 * How members ask for each thing, in each language, as they type it (read through normalizeText:
 * accents and hamza seats do not matter). Every language's are read, whatever the language shown.
 */
const COMMANDS: Readonly<Record<LanguageCode, Commands>> = {
  en: {
    swap: ['swap', 'replace', 'substitute', 'instead', 'switch', 'change'],
    shorten: ['shorten', 'shorter', 'less time', 'quick', 'quicker', 'short on time', 'cut'],
    explain: ['explain', 'how do i', 'how to', 'what is', 'form', 'technique'],
  },
  es: {
    swap: ['cambiar', 'cambia', 'cámbiame', 'reemplazar', 'reemplaza', 'sustituir', 'sustituye', 'en vez'],
    shorten: ['acortar', 'acorta', 'más corto', 'menos tiempo', 'rápido'],
    explain: ['explica', 'explícame', 'cómo se', 'cómo hago', 'qué es', 'técnica'],
  },
  fr: {
    swap: ['remplacer', 'remplace', 'changer', 'échanger', 'à la place'],
    shorten: ['raccourcir', 'raccourcis', 'plus court', 'moins de temps', 'rapide'],
    explain: ['explique', 'expliquer', 'comment', 'c’est quoi', 'qu’est-ce'],
  },
  pt: {
    swap: ['trocar', 'troca', 'substituir', 'substitui', 'mudar', 'em vez'],
    shorten: ['encurtar', 'encurta', 'mais curto', 'menos tempo', 'rápida'],
    explain: ['explicar', 'como faço', 'o que é'],
  },
  de: {
    swap: ['tauschen', 'tausch', 'tausche', 'austauschen', 'ersetzen', 'ersetze', 'wechseln', 'wechsle', 'statt', 'stattdessen'],
    shorten: ['kürzer', 'kürzen', 'kürze', 'verkürzen', 'verkürze', 'weniger zeit', 'keine zeit', 'schneller'],
    explain: ['erklär', 'erkläre', 'erklären', 'wie mache ich', 'wie macht man', 'wie geht', 'was ist', 'technik', 'ausführung'],
  },
  it: {
    swap: ['cambiare', 'cambiami', 'sostituisci', 'sostituire', 'scambia', 'al posto', 'invece'],
    shorten: ['accorcia', 'accorciare', 'più corto', 'più corta', 'meno tempo', 'veloce'],
    explain: ['spiega', 'spiegami', 'spiegare', 'come si fa', 'come si fanno', 'come faccio', 'cos’è', 'esecuzione'],
  },
  ja: {
    swap: ['替え', '変え', '換え', '代え', '交換', '代わり'],
    shorten: ['短く', '短縮', '時間がない', '時間が無い', '手短'],
    explain: ['やり方', 'どうやって', '説明', 'フォーム', 'コツ', 'って何', 'とは何'],
  },
  ko: {
    swap: ['바꿔', '바꾸', '바꿀', '교체', '대신'],
    shorten: ['줄여', '줄이', '짧게', '시간이 없', '시간 없'],
    explain: ['방법', '어떻게 해', '어떻게 하', '설명', '자세'],
  },
  zh: {
    swap: ['换', '換', '替换', '代替', '改成', '改为'],
    shorten: ['缩短', '縮短', '短一点', '短一些', '没时间', '沒時間', '时间不够', '时间不多'],
    explain: ['怎么做', '怎麼做', '如何做', '怎么练', '解释', '解釋', '讲解', '什么是', '是什么', '要领'],
  },
  hi: {
    swap: ['बदलो', 'बदल', 'बदलें', 'बदलिए', 'बदलना', 'की जगह'],
    shorten: ['छोटा करो', 'छोटा कर दो', 'छोटा करें', 'कम समय', 'समय कम', 'समय नहीं', 'जल्दी'],
    explain: ['कैसे करें', 'कैसे करते', 'कैसे करूँ', 'समझाओ', 'समझाइए', 'समझाएं', 'क्या है', 'तरीका', 'तकनीक'],
  },
  ar: {
    swap: ['بدّل', 'استبدل', 'استبدال', 'تبديل', 'بدلًا من', 'عوض'],
    shorten: ['اختصر', 'قصّر', 'أقصر', 'وقت أقل', 'ليس لدي وقت', 'ما عندي وقت', 'وقت قليل'],
    explain: ['اشرح', 'اشرحي', 'شرح', 'كيف أؤدي', 'كيف أقوم', 'كيف أعمل', 'كيف يتم', 'كيفية', 'طريقة', 'ما هو', 'ما هي'],
  },
  ru: {
    swap: ['замени', 'заменить', 'поменяй', 'поменять', 'смени', 'сменить', 'вместо'],
    shorten: ['сократи', 'сократить', 'короче', 'покороче', 'меньше времени', 'нет времени', 'мало времени'],
    explain: ['объясни', 'объяснить', 'как делать', 'как выполнять', 'как правильно', 'что такое', 'техника'],
  },
};

const read = (kind: keyof Commands) => Object.values(COMMANDS).flatMap((commands) => commands[kind].map(normalizeText));
const SWAP_WORDS = read('swap');
const SHORTEN_WORDS = read('shorten');
const EXPLAIN_WORDS = read('explain');

function mentions(message: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => says(message, phrase));
}

/** Words for minutes after a number, in each language, normalized (Chinese, Japanese and Korean's follow it in /分钟|分間|分|분/). */
const MINUTES = [
  'm',
  'min',
  'mins',
  'minute',
  'minutes',
  'minuto',
  'minutos',
  'minuti',
  'minuten',
  'мин',
  'минута',
  'минуты',
  'минут',
  'минуту',
  'मिनट',
  'دقيقة',
  'دقائق',
  'دقيقتين',
]
  .map(normalizeText)
  .join('|');
const MINUTES_ASKED = new RegExp(`(\\d{1,3}) ?(?:(?:${MINUTES})(?![\\p{L}\\p{M}])|分钟|分鐘|分間|分|분)`, 'u');

/** "20 min", "20 minutos", "20分钟", "٢٠ دقيقة": the minutes asked for, if any (in a normalized message). */
function minutesIn(message: string): number | null {
  const match = MINUTES_ASKED.exec(message);
  return match ? Number(match[1]) : null;
}

function planExercises(plan: Plan | null, today: string): Exercise[] {
  if (!plan) return [];
  const first = sessionForToday(plan, today);
  const ordered = [...(first ? [first] : []), ...plan.sessions.filter((session) => session !== first)];
  const ids = [...new Set(ordered.flatMap((session) => session.exercises.map((item) => item.exerciseId)))];
  return ids.map((id) => exerciseById(id)).filter((exercise): exercise is Exercise => exercise !== undefined);
}

/** What `text` asks; `names` are the exercise names in the member's language (English is read too). */
export function readIntent(text: string, plan: Plan | null, today: string, names: ExerciseTexts): CoachIntent {
  const message = ` ${normalizeText(text)} `;
  const minutes = minutesIn(message);
  if (mentions(message, SHORTEN_WORDS) || (minutes !== null && !mentions(message, SWAP_WORDS))) return { kind: 'shorten', minutes };
  if (mentions(message, SWAP_WORDS)) {
    return { kind: 'swap', exerciseId: exerciseNamedIn(text, planExercises(plan, today), names)?.id ?? null };
  }
  const named = exerciseNamedIn(text, [...planExercises(plan, today), ...EXERCISES], names);
  if (mentions(message, EXPLAIN_WORDS) || named) return { kind: 'explain', exerciseId: named?.id ?? null };
  return { kind: 'help' };
}

export interface CoachAnswer {
  intent: CoachIntent;
  reply: Note;
  /** The plan after the change the member asked for; null when nothing changed. */
  plan: Plan | null;
}

/** Answers a chat message with the rules: the intent, the changed plan (if any) and the reply to word. */
export function answerWithRules(text: string, plan: Plan | null, today: string, now: string, names: ExerciseTexts): CoachAnswer {
  const intent = readIntent(text, plan, today, names);
  const answer = (reply: Note, changed: Plan | null = null): CoachAnswer => ({ intent, reply, plan: changed });
  switch (intent.kind) {
    case 'help':
      return answer({ code: 'chat.help' });
    case 'explain':
      return answer(intent.exerciseId ? { code: 'chat.explain', values: { exercise: intent.exerciseId } } : { code: 'chat.explain_which' });
    case 'swap': {
      if (!plan) return answer({ code: 'chat.no_plan' });
      if (!intent.exerciseId) return answer({ code: 'chat.swap_which' });
      const today_ = sessionForToday(plan, today);
      const session =
        (today_?.exercises.some((item) => item.exerciseId === intent.exerciseId) ? today_ : null) ??
        plan.sessions.find((candidate) => !candidate.done && candidate.exercises.some((item) => item.exerciseId === intent.exerciseId));
      if (!session) return answer({ code: 'chat.not_in_plan', values: { exercise: intent.exerciseId } });
      const changed = swapExercise(plan, session.id, intent.exerciseId, now);
      if (!changed) return answer({ code: 'chat.no_substitute', values: { exercise: intent.exerciseId } });
      const position = session.exercises.findIndex((item) => item.exerciseId === intent.exerciseId);
      const replacement = changed.sessions.find((candidate) => candidate.id === session.id)?.exercises[position];
      return answer(
        { code: 'chat.swapped', values: { from: intent.exerciseId, to: replacement?.exerciseId ?? '', date: session.date } },
        changed,
      );
    }
    case 'shorten': {
      if (!plan) return answer({ code: 'chat.no_plan' });
      const session = sessionForToday(plan, today);
      if (!session) return answer({ code: 'chat.no_session' });
      const target = intent.minutes ?? Math.round((session.minutes * 2) / 3);
      const changed = shortenSession(plan, session.id, target, now);
      if (!changed) return answer({ code: 'chat.already_short', values: { minutes: session.minutes } });
      const after = changed.sessions.find((candidate) => candidate.id === session.id);
      return answer(
        { code: 'chat.shortened', values: { from: session.minutes, minutes: after?.minutes ?? target, date: session.date } },
        changed,
      );
    }
  }
}
