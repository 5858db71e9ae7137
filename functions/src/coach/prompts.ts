// What the coach tells a language model, and how its plan is read back: the member's profile and
// the library exercises they can do go in; a JSON week comes out, which is checked against the
// plan schema and the safety rules before anyone sees it.
import {
  addDays,
  type CoachLocale,
  type CoachProfile,
  EXERCISES,
  exerciseById,
  type Note,
  type Plan,
  SESSION_FOCUSES,
  sessionMinutes,
  substitutesFor,
  suitsProfile,
  weekStartOf,
} from '@fitchoice/shared/coach';
import { exerciseNamesIn } from '@fitchoice/shared/coach/names';
import * as z from 'zod';
import type { ModelMessage } from './model';
import { coachSystem, languageName } from './speak';

/** Asks for a week of sessions as JSON, choosing only among exercises the member can do. */
export function planPrompt(profile: CoachProfile, today: string, locale: CoachLocale): ModelMessage[] {
  const weekStart = weekStartOf(today);
  const allowed = EXERCISES.filter((exercise) => suitsProfile(exercise, profile)).map(
    (exercise) => `${exercise.id} (${exercise.pattern}, ${exercise.unit === 'reps' ? 'counted in reps' : 'timed in seconds'})`,
  );
  return [
    {
      role: 'system',
      content: [
        'You plan gym weeks. Answer with one JSON object and nothing else, of this shape:',
        `{"sessions":[{"date":"YYYY-MM-DD","focus":"${SESSION_FOCUSES.join('|')}","why":"one sentence",`,
        '"exercises":[{"id":"<exercise id>","sets":3,"reps":10,"seconds":null,"rest":90,"why":"one sentence"}]}]}',
        'Use reps for exercises counted in reps and seconds (reps null) for timed ones.',
        `Write every "why" in ${languageName(locale)}.`,
      ].join('\n'),
    },
    {
      role: 'user',
      content: [
        `Goal: ${profile.goal}. Level: ${profile.level}. Sessions: ${profile.daysPerWeek} this week, each at most ${profile.sessionMinutes} minutes including a 5-minute warm-up.`,
        `Dates: from ${today} to ${addDays(weekStart, 6)}, one session a day at most.`,
        `Avoid: ${profile.avoid.length > 0 ? profile.avoid.join(', ') : 'nothing'}.`,
        `Exercises you may use (id, pattern, unit):\n${allowed.join('\n')}`,
      ].join('\n'),
    },
  ];
}

const modelPlanSchema = z.object({
  sessions: z
    .array(
      z.object({
        date: z.string(),
        focus: z.enum(SESSION_FOCUSES),
        why: z.string().max(400),
        exercises: z
          .array(
            z.object({
              id: z.string(),
              sets: z.number(),
              reps: z.number().nullable().optional(),
              seconds: z.number().nullable().optional(),
              rest: z.number(),
              why: z.string().max(400),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

/** The JSON object in a model's answer (it may wrap it in a code fence or a sentence). */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(text.slice(start, end + 1));
}

/**
 * The model's answer as a plan, or null when it is not the JSON asked for (unknown exercises
 * included: their substitutes cannot be found). The caller still checks the plan schema and safety.
 */
export function planFromModel(
  text: string,
  input: { profile: CoachProfile; today: string; id: string; now: string; progression: number },
): Plan | null {
  let parsed: z.infer<typeof modelPlanSchema>;
  try {
    parsed = modelPlanSchema.parse(jsonIn(text));
  } catch {
    return null;
  }
  const weekStart = weekStartOf(input.today);
  const sessions = parsed.sessions.map((session, index) => {
    const exercises = session.exercises.map((item) => {
      const exercise = exerciseById(item.id);
      return {
        exerciseId: item.id,
        sets: item.sets,
        reps: item.reps ?? null,
        seconds: item.seconds ?? null,
        restSeconds: item.rest,
        why: { code: 'why.model', text: item.why },
        substitutes: exercise ? substitutesFor(exercise, input.profile) : [],
      };
    });
    return {
      id: `${weekStart}-${index + 1}`,
      date: session.date,
      focus: session.focus,
      minutes: sessionMinutes(exercises),
      why: { code: 'why.model', text: session.why },
      exercises,
      done: null,
      movedFrom: null,
    };
  });
  return {
    id: input.id,
    weekStart,
    createdAt: input.now,
    updatedAt: input.now,
    engine: 'model',
    profile: input.profile,
    progression: input.progression,
    adjustments: [],
    sessions,
  };
}

function nameOf(id: unknown, locale: CoachLocale): string {
  return typeof id === 'string' ? (exerciseNamesIn(locale)[id] ?? id) : '';
}

/** The rules' answer to a chat message, as facts for the model to put in words. */
export function chatFacts(note: Note, locale: CoachLocale, instructions = ''): string {
  const v = note.values ?? {};
  switch (note.code) {
    case 'chat.swapped':
      return `Done: in the session on ${v.date}, ${nameOf(v.from, locale)} was replaced by ${nameOf(v.to, locale)}, which trains the same movement with the member's equipment.`;
    case 'chat.shortened':
      return `Done: the session on ${v.date} was shortened from ${v.from} to ${v.minutes} minutes by dropping sets and the last exercises.`;
    case 'chat.explain': {
      if (typeof v.exercise !== 'string' || !exerciseById(v.exercise)) return 'Ask which exercise to explain.';
      const name = nameOf(v.exercise, locale);
      return instructions ? `Explain ${name}. How to do it: ${instructions}` : `Explain ${name} in general terms.`;
    }
    case 'chat.already_short':
      return `The session is already ${v.minutes} minutes, so nothing was cut.`;
    case 'chat.no_substitute':
      return `Nothing in the library can replace ${nameOf(v.exercise, locale)} with the member's equipment and limits, so it stays.`;
    case 'chat.not_in_plan':
      return `${nameOf(v.exercise, locale)} is not in the member's plan, so nothing was swapped.`;
    case 'chat.swap_which':
      return 'Ask which exercise of the plan to swap.';
    case 'chat.explain_which':
      return 'Ask which exercise to explain.';
    case 'chat.no_plan':
      return 'The member has no plan yet; suggest building one on this screen first.';
    case 'chat.no_session':
      return 'There is no session left this week to change.';
    default:
      return 'Say that you can swap an exercise, shorten today’s session or explain a movement.';
  }
}

export function chatPrompt(memberText: string, facts: string, locale: CoachLocale): ModelMessage[] {
  return [
    { role: 'system', content: coachSystem(locale) },
    { role: 'user', content: `The member wrote: "${memberText}"\nWhat the app did, to tell them: ${facts}` },
  ];
}
