// The mood tracker and mood AI: GET /api/mood/entries, PUT and DELETE /api/mood/entries/{id},
// POST /api/mood/advice (server-sent events). Entries are the member's own: another member's id
// answers 404, as a missing one does.

import { MOOD_RANGE_MAX_DAYS, moodRoutes } from '@fitchoice/shared/api';
import { addDays, moodSuggestions, type Suggestion, sessionForToday } from '@fitchoice/shared/coach';
import { assertLocalDate } from '../coach/local-date';
import { speaker } from '../coach/speak';
import { getPlan } from '../coach/store';
import { InvalidInputError, NotFoundError } from '../errors';
import { createHandler } from '../http/handler';
import { deleteMoodEntry, listMoodEntries, saveMoodEntry } from './store';
import { trainedDates } from './training';

/** Days the list covers when no range is asked. */
const DEFAULT_DAYS = 90;

function describe(suggestion: Suggestion): string {
  const values = (note: Suggestion['what']) => (note.values ? ` ${JSON.stringify(note.values)}` : '');
  return `${suggestion.kind}: ${suggestion.what.code}${values(suggestion.what)} because ${suggestion.why.code}${values(suggestion.why)}`;
}

export const handler = createHandler(moodRoutes, {
  'mood.list': {
    profile: false,
    async run({ session, query, now }) {
      const to = query.to ?? addDays(now.toISOString().slice(0, 10), 1);
      const from = query.from ?? addDays(to, -DEFAULT_DAYS);
      if (from > to) throw new InvalidInputError('from must not be after to', { field: 'from' });
      if (from < addDays(to, -MOOD_RANGE_MAX_DAYS)) {
        throw new InvalidInputError(`Ask for at most ${MOOD_RANGE_MAX_DAYS} days at a time`, { field: 'from' });
      }
      return { statusCode: 200, body: { entries: await listMoodEntries(session.userId, from, to) } };
    },
  },

  'mood.put': {
    profile: false,
    async run({ session, params, body }) {
      const result = await saveMoodEntry(session.userId, params.id, body);
      if (result.status === 'not_found') throw new NotFoundError('No such mood entry');
      return { statusCode: 200, body: { entry: result.entry, saved: result.status === 'saved' } };
    },
  },

  'mood.delete': {
    profile: false,
    async run({ session, params, now }) {
      if (!(await deleteMoodEntry(session.userId, params.id, now))) throw new NotFoundError('No such mood entry');
      return { statusCode: 204 };
    },
  },

  'mood.advice': {
    profile: false,
    async run({ session, body, now }) {
      assertLocalDate(body.today, now, 'today');
      const userId = session.userId;
      const [entries, plan, engine] = await Promise.all([
        listMoodEntries(userId, addDays(body.today, -13), body.today),
        getPlan(userId),
        speaker,
      ]);
      const trained = await trainedDates(userId, plan, now);
      const suggestions = moodSuggestions({
        today: body.today,
        entry: body.entry,
        entries,
        session: plan ? sessionForToday(plan, body.today) : null,
        trainedDates: trained,
      });
      return {
        statusCode: 200,
        events: engine.phrase({
          task: "Tell the member, from how they feel today, what to do about today's training, a breathing exercise and rest, each with its reason.",
          facts: `Today they rated mood ${body.entry.mood}/5, energy ${body.entry.energy}/5, sleep ${body.entry.sleep}/5, tags: ${body.entry.tags.join(', ') || 'none'}. Suggestions: ${suggestions.map(describe).join('; ')}.`,
          note: { code: 'mood.advice' },
          locale: body.locale,
        }),
      };
    },
  },
});
