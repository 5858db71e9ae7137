// How long the coach's rules take, as the browser runs them on a member's device: building a week
// for every goal x level x equipment x injuries case, adapting it, answering a chat message,
// searching the library, the mood trends over 90 days. Prints figures; fails on nothing.
import {
  AVOID_TAGS,
  addDays,
  answerWithRules,
  buildPlan,
  type CoachProfile,
  checkPlanSafety,
  dailyMoods,
  EQUIPMENT,
  GOALS,
  LEVELS,
  nextWeekPlan,
  searchExercises,
  trainingCorrelation,
} from '../src/coach/index';
import { exerciseNamesIn } from '../src/coach/texts/names';

const WEEK = '2026-11-23';
const NOW = `${WEEK}T07:00:00.000Z`;

function measure(label: string, runs: number, work: (run: number) => void): void {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  console.log(`${label.padEnd(44)} p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  (${runs} runs)`);
}

const profiles: CoachProfile[] = GOALS.flatMap((goal) =>
  LEVELS.flatMap((level) =>
    [[], ['dumbbell', 'band', 'mat'], [...EQUIPMENT]].flatMap((equipment) =>
      [[], ['knee'], ['shoulder', 'lower_back'], [...AVOID_TAGS]].map((avoid) => ({
        goal,
        level,
        daysPerWeek: 4,
        sessionMinutes: 45,
        equipment: equipment as CoachProfile['equipment'],
        gymId: null,
        avoid: avoid as CoachProfile['avoid'],
        days: [],
      })),
    ),
  ),
);

// Warm up the JIT the way a session of use would.
for (const profile of profiles) buildPlan(profile, { id: 'w', now: NOW, weekStart: WEEK });

measure('build a week (180 profiles in turn)', 1800, (run) =>
  buildPlan(profiles[run % profiles.length]!, { id: 'p', now: NOW, weekStart: WEEK }),
);
const plans = profiles.map((profile) => buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK }));
measure('check a plan against the safety rules', 1800, (run) => checkPlanSafety(plans[run % plans.length]!));
measure('next week from this one (adapted)', 900, (run) =>
  nextWeekPlan(
    plans[run % plans.length]!,
    profiles[run % profiles.length]!,
    { today: addDays(WEEK, 7), now: NOW, checkinDates: [], moods: [] },
    { id: 'n' },
  ),
);
const messages = [
  ['swap the squats', 'en'],
  ['only 20 minutes today', 'en'],
  ['¿cómo se hace la plancha?', 'es'],
  ['explique le soulevé de terre', 'fr'],
] as const;
measure('answer a chat message with the rules', 1200, (run) => {
  const [text, locale] = messages[run % messages.length]!;
  return answerWithRules(text, plans[run % plans.length]!, WEEK, NOW, exerciseNamesIn(locale));
});
const queries = [
  ['squat', 'en'],
  ['sentadilla', 'es'],
  ['pompe', 'fr'],
  ['remada', 'pt'],
] as const;
measure('search the library (own language and English)', 1200, (run) => {
  const [query, locale] = queries[run % queries.length]!;
  return searchExercises(query, exerciseNamesIn(locale), locale);
});
const moods = Array.from({ length: 90 }, (_, n) => ({ date: addDays(WEEK, -n), mood: (n % 5) + 1, energy: 3, sleep: 3 }));
const trained = moods.filter((_, n) => n % 2 === 0).map((entry) => entry.date);
measure('mood trend and training comparison, 90 days', 600, () => {
  dailyMoods(moods, 90, WEEK);
  trainingCorrelation(moods, trained, WEEK);
});
