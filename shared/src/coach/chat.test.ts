import { describe, expect, it } from 'vitest';
import { sessionForToday } from './actions';
import { answerWithRules, readIntent } from './chat';
import { exerciseById } from './library';
import { buildPlan } from './planner';
import { checkPlanSafety } from './safety';
import { normalizeText } from './search';
import { exerciseNamesIn } from './texts/names';
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

const EN = exerciseNamesIn('en');

/** Per language: how a member asks to swap the plan's first exercise by its name, and to explain another. */
const NAMED = [
  { locale: 'en', swap: (name: string) => `Can you swap the ${name}?`, explain: 'How do I do a goblet squat?', id: 'goblet-squat' },
  {
    locale: 'es',
    swap: (name: string) => `Cambia ${name} por otra cosa`,
    explain: '¿Cómo se hace la sentadilla búlgara?',
    id: 'bulgarian-split-squat',
  },
  {
    locale: 'fr',
    swap: (name: string) => `Remplace ${name} s'il te plaît`,
    explain: 'Explique-moi le soulevé de terre roumain unijambe',
    id: 'single-leg-rdl',
  },
  { locale: 'pt', swap: (name: string) => `Quero trocar ${name}`, explain: 'Como faço a prancha lateral?', id: 'side-plank' },
  // Inflected: "das rumänische Kreuzheben" for "Rumänisches Kreuzheben".
  {
    locale: 'de',
    swap: (name: string) => `Kannst du ${name} tauschen?`,
    explain: 'Erklär mir das rumänische Kreuzheben mit Kurzhanteln',
    id: 'dumbbell-rdl',
  },
  // Plural: "gli affondi laterali" for "Affondo laterale".
  { locale: 'it', swap: (name: string) => `Puoi sostituire ${name}?`, explain: 'Come si fanno gli affondi laterali?', id: 'lateral-lunge' },
  // No spaces between words; a name in kana, or a part of one.
  {
    locale: 'ja',
    swap: (name: string) => `${name}を別の種目に替えてください`,
    explain: 'ブルガリアンスクワットのやり方は？',
    id: 'bulgarian-split-squat',
  },
  // A particle joined to the name: "플랭크는".
  { locale: 'ko', swap: (name: string) => `${name}를 다른 운동으로 바꿔 주세요`, explain: '플랭크는 어떻게 해요?', id: 'plank' },
  { locale: 'zh', swap: (name: string) => `把${name}换成别的动作`, explain: '高脚杯深蹲怎么做？', id: 'goblet-squat' },
  // Words with a nukta typed either way: "फ़्लाई" or "फ्लाई".
  { locale: 'hi', swap: (name: string) => `${name} को बदल दो`, explain: 'डंबल फ्लाई कैसे करें?', id: 'dumbbell-fly' },
  // With the article: "القرفصاء البلغارية" for "قرفصاء بلغارية".
  { locale: 'ar', swap: (name: string) => `بدّل ${name} بتمرين آخر`, explain: 'اشرح لي القرفصاء البلغارية', id: 'bulgarian-split-squat' },
  // Declined: "румынскую тягу" for "Румынская тяга".
  {
    locale: 'ru',
    swap: (name: string) => `Замени ${name}, пожалуйста`,
    explain: 'Как правильно делать румынскую тягу с гантелями?',
    id: 'dumbbell-rdl',
  },
] as const;

describe.each(NAMED)('readIntent finds exercises named in $locale', ({ locale, swap, explain, id }) => {
  const names = exerciseNamesIn(locale);

  it('swaps the exercise named', () => {
    expect(readIntent(swap(names[firstExercise.id]!), plan, TODAY, names)).toEqual({ kind: 'swap', exerciseId: firstExercise.id });
  });

  it('explains the exercise named', () => {
    expect(readIntent(explain, plan, TODAY, names)).toEqual({ kind: 'explain', exerciseId: id });
  });

  it('reads English names too', () => {
    expect(readIntent(swap(firstExercise.name), plan, TODAY, names)).toEqual({ kind: 'swap', exerciseId: firstExercise.id });
  });
});

/** What a member types in each language: minutes given, shorter, swap (no exercise named), explain (none named), a greeting. */
const COMMANDS = [
  ['en', 'I only have 20 minutes today', 'can you make it shorter?', 'swap this one please', 'how do I do this?', 'hello there'],
  ['es', 'Hoy solo tengo 25 minutos', '¿Puedes hacerlo más corto?', 'Cámbiame este ejercicio', '¿Cómo se hace?', 'Hola, buenos días'],
  ['fr', 'Je n’ai que 30 minutes', 'Peux-tu raccourcir la séance ?', 'Remplace cet exercice', 'Comment on fait ?', 'Bonjour !'],
  ['pt', 'Só tenho 15 minutos hoje', 'Encurta o treino de hoje', 'Quero trocar este exercício', 'O que é isso?', 'Olá, tudo bem?'],
  [
    'de',
    'Ich habe heute nur 20 Minuten',
    'Mach das Training bitte kürzer',
    'Kannst du diese Übung tauschen?',
    'Wie mache ich das richtig?',
    'Hallo, guten Morgen',
  ],
  [
    'it',
    'Oggi ho solo 25 minuti',
    'Puoi accorciare l’allenamento?',
    'Puoi sostituire questo esercizio?',
    'Come si fa?',
    'Ciao, buongiorno',
  ],
  ['ja', '今日は２０分しかない', '今日のトレーニングを短くして', 'この種目を替えてください', 'やり方を教えて', 'こんにちは'],
  ['ko', '오늘은 20분밖에 없어요', '오늘 운동을 짧게 해 주세요', '이 운동 바꿔 주세요', '어떻게 해요?', '안녕하세요'],
  ['zh', '今天只有20分钟', '能把今天的训练缩短吗？', '帮我换一个动作', '这个怎么做？', '你好'],
  ['hi', 'आज सिर्फ़ २० मिनट हैं', 'आज का वर्कआउट छोटा कर दो', 'यह एक्सरसाइज़ बदल दो', 'यह कैसे करें?', 'नमस्ते'],
  ['ar', 'لدي ٢٠ دقيقة فقط اليوم', 'اختصر تمرين اليوم', 'بدّل هذا التمرين', 'اشرح لي من فضلك', 'مرحبا'],
  ['ru', 'У меня только 20 минут', 'Сократи сегодняшнюю тренировку', 'Замени это упражнение', 'Как делать правильно?', 'Привет'],
] as const;
const MINUTES_GIVEN = { en: 20, es: 25, fr: 30, pt: 15, de: 20, it: 25, ja: 20, ko: 20, zh: 20, hi: 20, ar: 20, ru: 20 } as const;

describe.each(COMMANDS.map(([locale, ...texts]) => ({ locale, texts })))('readIntent reads commands in $locale', ({ locale, texts }) => {
  const [minutes, shorter, swap, explain, greeting] = texts;
  const intent = (text: string) => readIntent(text, plan, TODAY, EN);

  it('shortens today, to the minutes given', () => {
    expect(intent(minutes)).toEqual({ kind: 'shorten', minutes: MINUTES_GIVEN[locale] });
    expect(intent(shorter)).toEqual({ kind: 'shorten', minutes: null });
  });

  it('swaps, and asks which exercise when none is named', () => {
    expect(intent(swap)).toEqual({ kind: 'swap', exerciseId: null });
  });

  it('explains, and asks which exercise when none is named', () => {
    expect(intent(explain)).toEqual({ kind: 'explain', exerciseId: null });
  });

  it('offers help for anything else', () => {
    expect(intent(greeting)).toEqual({ kind: 'help' });
  });
});

describe('normalizeText', () => {
  it('makes alike what members type either way', () => {
    expect(normalizeText('Sentadilla BÚLGARA!')).toBe('sentadilla bulgara');
    expect(normalizeText('٢٠ دقيقة، أؤدي إلى آخر مُدّة')).toBe('20 دقيقه اودي الي اخر مده');
    expect(normalizeText('۱۵ और २५ मिनट, ज़्यादा')).toBe('15 और 25 मिनट ज्यादा');
    expect(normalizeText('ＳＱＵＡＴ ｽｸﾜｯﾄ・ダンベル')).toBe('squat スクワット ダンベル');
    expect(normalizeText('Жим лёжа')).toBe('жим лежа');
    expect(normalizeText('Plankのやり方、20分')).toBe('plank のやり方 20分');
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
