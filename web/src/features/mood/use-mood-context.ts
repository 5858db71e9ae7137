// What both mood screens need: the member's entries on this device (pulled from the server when
// online), today's date, and the days they trained (gym check-ins and plan sessions done).
import { localDate, type MoodEntry } from '@fitchoice/shared/coach';
import { useEffect, useState } from 'react';
import { usePlan } from '../coach/coach-data';
import { localSignals, trainedDates } from '../coach/training-signals';
import { pullMoods, useMoodEntries } from './mood-data';

export interface MoodContext {
  entries: MoodEntry[] | undefined;
  today: string;
  trained: string[];
}

export function useMoodContext(userId: string): MoodContext {
  const today = localDate(new Date());
  const entries = useMoodEntries(userId);
  const plan = usePlan(userId);
  const [trained, setTrained] = useState<string[]>([]);
  useEffect(() => {
    if (!navigator.onLine) return;
    pullMoods(userId, today).catch((error: unknown) => console.warn('Mood entries could not be pulled; showing this device’s', error));
  }, [userId, today]);
  useEffect(() => {
    let live = true;
    void localSignals(userId, new Date()).then((signals) => live && setTrained(trainedDates(signals, plan ?? null)));
    return () => {
      live = false;
    };
  }, [userId, plan]);
  return { entries, today, trained };
}
