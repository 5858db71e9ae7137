import { describe, expect, it } from 'vitest';
import { sessionForToday } from './actions';
import { answerWithRules, readIntent } from './chat';
import { exerciseById } from './library';
import { buildPlan } from './planner';
import { checkPlanSafety } from './safety';
import { exerciseNamesIn } from './texts/names';
import type { CoachLocale, CoachProfile } from './types';

const TODAY = '2026-11-23';
const NOW = `${TODAY}T10:00:00.000Z`;
const profile: CoachProfile = {
  goal: 'strength',
  level: 'intermediate',
  daysPerWeek: 3,
  sessionMinutes: 60,
  equipment: ['dumbbell', 'bench', 'barbell', 'cable', 'machine', 'band'],
  gymId: null,
  avoid: ['shoulder'],
  days: [],
};
const plan = buildPlan(profile, { id: 'p', now: NOW, weekStart: TODAY });
const first = sessionForToday(plan, TODAY)!;
const firstExercise = exerciseById(first.exercises[0]!.exerciseId)!;

const nameIn = (locale: CoachLocale) => exerciseNamesIn(locale)[firstExercise.id];
const EN = exerciseNamesIn('en');

describe('readIntent in each language', () => {
  it.each([
    { $case: 'en swap', locale: 'en', text: `Can you swap the ${nameIn('en')}?` },
    { $case: 'es swap', locale: 'es', text: `Cambia ${nameIn('es')} por otra cosa` },
    { $case: 'fr swap', locale: 'fr', text: `Remplace ${nameIn('fr')} s'il te plaît` },
    { $case: 'pt swap', locale: 'pt', text: `Quero trocar ${nameIn('pt')}` },
    { $case: 'es swap, named in English', locale: 'es', text: `Cambia ${nameIn('en')}` },
  ] as const)('$case names the exercise', ({ locale, text }) => {
    expect(readIntent(text, plan, TODAY, exerciseNamesIn(locale))).toEqual({ kind: 'swap', exerciseId: firstExercise.id });
  });

  it.each([
    { locale: 'en', text: 'I only have 20 minutes today', minutes: 20 },
    { locale: 'es', text: 'Hoy solo tengo 25 minutos', minutes: 25 },
    { locale: 'fr', text: 'Peux-tu raccourcir la séance ?', minutes: null },
    { locale: 'pt', text: 'Encurta o treino de hoje', minutes: null },
  ] as const)('"$text" shortens today ($minutes)', ({ locale, text, minutes }) => {
    expect(readIntent(text, plan, TODAY, exerciseNamesIn(locale))).toEqual({ kind: 'shorten', minutes });
  });

  it.each([
    { locale: 'en', text: 'How do I do a goblet squat?', id: 'goblet-squat' },
    { locale: 'es', text: '¿Cómo se hace la sentadilla búlgara?', id: 'bulgarian-split-squat' },
    { locale: 'fr', text: 'Explique-moi le soulevé de terre roumain unijambe', id: 'single-leg-rdl' },
    { locale: 'pt', text: 'Como faço a prancha lateral?', id: 'side-plank' },
  ] as const)('"$text" explains $id', ({ locale, text, id }) => {
    expect(readIntent(text, plan, TODAY, exerciseNamesIn(locale))).toEqual({ kind: 'explain', exerciseId: id });
  });

  it('anything else asks for help', () => {
    expect(readIntent('hello there', plan, TODAY, EN)).toEqual({ kind: 'help' });
  });
});

describe('answerWithRules', () => {
  it('swaps an exercise of today for a safe substitute and says which', () => {
    const answer = answerWithRules(`swap ${firstExercise.name}`, plan, TODAY, NOW, EN);
    expect(answer.reply.code).toBe('chat.swapped');
    const to = String(answer.reply.values?.to);
    expect(to).not.toBe(firstExercise.id);
    const changed = answer.plan!;
    expect(changed.sessions[0]!.exercises.map((item) => item.exerciseId)).toContain(to);
    expect(changed.sessions[0]!.exercises.map((item) => item.exerciseId)).not.toContain(firstExercise.id);
    expect(changed.updatedAt).toBe(NOW);
    expect(checkPlanSafety(changed)).toEqual([]);
  });

  it('shortens today to the minutes asked', () => {
    const answer = answerWithRules('only 25 min today', plan, TODAY, NOW, EN);
    expect(answer.reply.code).toBe('chat.shortened');
    expect(answer.plan!.sessions[0]!.minutes).toBeLessThanOrEqual(25);
    expect(answer.reply.values?.minutes).toBe(answer.plan!.sessions[0]!.minutes);
    expect(checkPlanSafety(answer.plan!)).toEqual([]);
  });

  it('explains without a plan, and refuses plan changes without one', () => {
    expect(answerWithRules('explain the plank', null, TODAY, NOW, EN).reply).toEqual({
      code: 'chat.explain',
      values: { exercise: 'plank' },
    });
    expect(answerWithRules('swap the plank', null, TODAY, NOW, EN)).toMatchObject({ reply: { code: 'chat.no_plan' }, plan: null });
  });

  it('says when the exercise is not in the plan', () => {
    expect(answerWithRules('replace the burpees', plan, TODAY, NOW, EN).reply.code).toBe('chat.swap_which');
  });
});
