import { describe, expect, it } from 'vitest';
import { sessionForToday } from './actions';
import { answerWithRules, readIntent } from './chat';
import { exerciseById } from './library';
import { buildPlan } from './planner';
import { checkPlanSafety } from './safety';
import type { CoachProfile } from './types';

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

describe('readIntent in four languages', () => {
  it.each([
    { $case: 'en swap', text: `Can you swap the ${firstExercise.name.en}?`, kind: 'swap' },
    { $case: 'es swap', text: `Cambia ${firstExercise.name.es} por otra cosa`, kind: 'swap' },
    { $case: 'fr swap', text: `Remplace ${firstExercise.name.fr} s'il te plaît`, kind: 'swap' },
    { $case: 'pt swap', text: `Quero trocar ${firstExercise.name.pt}`, kind: 'swap' },
  ])('$case names the exercise', ({ text, kind }) => {
    expect(readIntent(text, plan, TODAY)).toEqual({ kind, exerciseId: firstExercise.id });
  });

  it.each([
    { text: 'I only have 20 minutes today', minutes: 20 },
    { text: 'Hoy solo tengo 25 minutos', minutes: 25 },
    { text: 'Peux-tu raccourcir la séance ?', minutes: null },
    { text: 'Encurta o treino de hoje', minutes: null },
  ])('"$text" shortens today ($minutes)', ({ text, minutes }) => {
    expect(readIntent(text, plan, TODAY)).toEqual({ kind: 'shorten', minutes });
  });

  it.each([
    { text: 'How do I do a goblet squat?', id: 'goblet-squat' },
    { text: '¿Cómo se hace la sentadilla búlgara?', id: 'bulgarian-split-squat' },
    { text: 'Explique-moi le soulevé de terre roumain unijambe', id: 'single-leg-rdl' },
    { text: 'Como faço a prancha lateral?', id: 'side-plank' },
  ])('"$text" explains $id', ({ text, id }) => {
    expect(readIntent(text, plan, TODAY)).toEqual({ kind: 'explain', exerciseId: id });
  });

  it('anything else asks for help', () => {
    expect(readIntent('hello there', plan, TODAY)).toEqual({ kind: 'help' });
  });
});

describe('answerWithRules', () => {
  it('swaps an exercise of today for a safe substitute and says which', () => {
    const answer = answerWithRules(`swap ${firstExercise.name.en}`, plan, TODAY, NOW);
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
    const answer = answerWithRules('only 25 min today', plan, TODAY, NOW);
    expect(answer.reply.code).toBe('chat.shortened');
    expect(answer.plan!.sessions[0]!.minutes).toBeLessThanOrEqual(25);
    expect(answer.reply.values?.minutes).toBe(answer.plan!.sessions[0]!.minutes);
    expect(checkPlanSafety(answer.plan!)).toEqual([]);
  });

  it('explains without a plan, and refuses plan changes without one', () => {
    expect(answerWithRules('explain the plank', null, TODAY, NOW).reply).toEqual({ code: 'chat.explain', values: { exercise: 'plank' } });
    expect(answerWithRules('swap the plank', null, TODAY, NOW)).toMatchObject({ reply: { code: 'chat.no_plan' }, plan: null });
  });

  it('says when the exercise is not in the plan', () => {
    expect(answerWithRules('replace the burpees', plan, TODAY, NOW).reply.code).toBe('chat.swap_which');
  });
});
