// The coach's chat without a language model: reads what the member asks (swap an exercise,
// shorten today, explain a movement), exercises named in their language or in English, applies it
// to the plan, and answers with a note the app words. With a model configured the server phrases the answer, but the change to
// the plan is always this one (so it is always safe).
import { sessionForToday, shortenSession, swapExercise } from './actions';
import { EXERCISES, exerciseById } from './library';
import { exerciseNamedIn, normalizeText } from './search';
import type { Exercise, ExerciseTexts, Note, Plan } from './types';

export type CoachIntent =
  | { kind: 'swap'; exerciseId: string | null }
  | { kind: 'shorten'; minutes: number | null }
  | { kind: 'explain'; exerciseId: string | null }
  | { kind: 'help' };

const SWAP_WORDS = [
  'swap',
  'replace',
  'substitute',
  'instead',
  'switch',
  'change',
  'cambiar',
  'cambia',
  'cambiame',
  'reemplazar',
  'reemplaza',
  'sustituir',
  'sustituye',
  'en vez',
  'remplacer',
  'remplace',
  'changer',
  'echanger',
  'a la place',
  'trocar',
  'troca',
  'substituir',
  'substitui',
  'mudar',
  'em vez',
];
const SHORTEN_WORDS = [
  'shorten',
  'shorter',
  'less time',
  'quick',
  'quicker',
  'short on time',
  'cut',
  'acortar',
  'acorta',
  'mas corto',
  'menos tiempo',
  'rapido',
  'raccourcir',
  'raccourcis',
  'plus court',
  'moins de temps',
  'rapide',
  'encurtar',
  'encurta',
  'mais curto',
  'menos tempo',
  'rapida',
];
const EXPLAIN_WORDS = [
  'explain',
  'how do i',
  'how to',
  'what is',
  'form',
  'technique',
  'explica',
  'explicame',
  'como se',
  'como hago',
  'que es',
  'tecnica',
  'explique',
  'expliquer',
  'comment',
  'c est quoi',
  'qu est ce',
  'explicar',
  'como faco',
  'o que e',
];

function mentions(message: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => message.includes(` ${phrase} `));
}

/** "20 min", "20 minutes", "20 minutos": the minutes asked for, if any. */
function minutesIn(message: string): number | null {
  const match = /(\d{1,3}) ?(?:m|min|mins|minute|minutes|minuto|minutos)\b/.exec(message);
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
