import { describe, expect, it } from 'vitest';
import { progressFor, recordChallengeCheckin, type WeeklyProgress } from './weekly-challenges';

function run(week: string, checks: { day: string; gymId: string; streak: number }[], start: WeeklyProgress | null = null) {
  let progress = start;
  const completed: string[][] = [];
  for (const check of checks) {
    const result = recordChallengeCheckin(progress, week, check);
    progress = result.progress;
    completed.push(result.completed.map((c) => c.id));
  }
  return { progress: progress!, completed };
}

describe('weekly challenges', () => {
  it('completes each challenge once, on the check-in that reaches its target', () => {
    const { completed, progress } = run('2026-W23', [
      { day: '2026-06-01', gymId: 'a', streak: 1 },
      { day: '2026-06-01', gymId: 'a', streak: 1 },
      { day: '2026-06-02', gymId: 'b', streak: 2 },
      { day: '2026-06-03', gymId: 'a', streak: 3 },
      { day: '2026-06-04', gymId: 'c', streak: 4 },
      { day: '2026-06-05', gymId: 'a', streak: 5 },
      { day: '2026-06-06', gymId: 'a', streak: 6 },
    ]);
    expect(completed).toEqual([[], [], ['two-gyms'], ['three-days'], [], ['five-day-streak'], []]);
    expect(progress.days).toHaveLength(6);
    expect(progress.gyms).toEqual(['a', 'b', 'c']);
    expect(progress.completed).toEqual(['two-gyms', 'three-days', 'five-day-streak']);
  });

  it('starts every ISO week afresh', () => {
    const lastWeek = run('2026-W23', [{ day: '2026-06-01', gymId: 'a', streak: 1 }]).progress;
    expect(progressFor(lastWeek, '2026-W24')).toEqual({ week: '2026-W24', days: [], gyms: [], bestStreak: 0, completed: [] });
    expect(progressFor(lastWeek, '2026-W23')).toBe(lastWeek);
  });
});
