// Scenario builders for the coach, mood and motivation tests: a member's profile and plan made by
// the same planner the app uses, server-sent events read as they arrive, and mood entries by day.
import { randomUUID } from 'node:crypto';
import { type Agent, request as httpRequest } from 'node:http';
import { addDays, buildPlan, type CoachProfile, type Plan } from '@fitchoice/shared/coach';
import { expect } from 'vitest';
import type { Client } from './helpers';

/** A Monday: tests fix the handlers' clock to it, so "today" and the plan's week are known. */
export const MONDAY = '2026-11-23';
export const MONDAY_NOON = `${MONDAY}T12:00:00.000Z`;

export function profileOf(overrides: Partial<CoachProfile> = {}): CoachProfile {
  return {
    goal: 'strength',
    level: 'intermediate',
    daysPerWeek: 3,
    sessionMinutes: 45,
    equipment: ['dumbbell', 'bench', 'barbell', 'cable', 'machine'],
    gymId: null,
    avoid: ['knee'],
    days: [],
    ...overrides,
  };
}

export function planOf(profile: CoachProfile = profileOf(), at = MONDAY_NOON): Plan {
  return buildPlan(profile, { id: randomUUID(), now: at, weekStart: MONDAY, today: MONDAY });
}

/** The plan as a language model would write it (the JSON shape the prompt asks for). */
export function modelJsonOf(plan: Plan): string {
  return JSON.stringify({
    sessions: plan.sessions.map((session) => ({
      date: session.date,
      focus: session.focus,
      why: 'Balanced week.',
      exercises: session.exercises.map((item) => ({
        id: item.exerciseId,
        sets: item.sets,
        reps: item.reps,
        seconds: item.seconds,
        rest: item.restSeconds,
        why: 'Builds strength.',
      })),
    })),
  });
}

export interface StreamedEvent {
  data: { type: string; text?: string; reply?: { code: string; text?: string; values?: Record<string, unknown> }; engine?: string };
  /** ms after the request was sent. */
  at: number;
}

/**
 * POSTs as the client and reads the server-sent events as they arrive, with their arrival times; on
 * a connection of its own unless given an agent (one that keeps connections alive, say).
 */
export function postForEvents(
  client: Client,
  path: string,
  body: unknown,
  agent: Agent | false = false,
): Promise<{ status: number; contentType: string; events: StreamedEvent[]; text: string }> {
  const url = new URL(path, client.baseUrl);
  const payload = JSON.stringify(body);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', origin: url.origin, ...(client.sid ? { cookie: `sid=${client.sid}` } : {}) },
      },
      (res) => {
        const events: StreamedEvent[] = [];
        let buffer = '';
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('data: ')) events.push({ data: JSON.parse(block.slice(6)), at: Date.now() - started });
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), events, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function lastDone(events: StreamedEvent[]): NonNullable<StreamedEvent['data']> {
  const done = events.at(-1)?.data;
  expect(done?.type).toBe('done');
  return done!;
}

export function moodBody(date: string, overrides: Record<string, unknown> = {}) {
  const at = `${date}T09:00:00.000Z`;
  return { date, mood: 3, energy: 3, sleep: 3, tags: [], note: '', createdAt: at, updatedAt: at, ...overrides };
}

/** Logs one entry a day for `days` days up to `today`, mood from `moodOf(daysAgo)`. */
export async function logMoods(
  client: Client,
  today: string,
  days: number,
  moodOf: (daysAgo: number) => Partial<{ mood: number; energy: number }>,
) {
  for (let n = days - 1; n >= 0; n--) {
    const date = addDays(today, -n);
    const answer = await client.call(`/api/mood/entries/${randomUUID()}`, { method: 'PUT', body: moodBody(date, moodOf(n)) });
    expect(answer.status, answer.text).toBe(200);
  }
}
