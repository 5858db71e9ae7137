// The AI coach: GET /api/coach, PUT /api/coach/plan, POST /api/coach/plan/propose,
// POST /api/coach/chat (server-sent events), GET /api/coach/messages, PUT /api/coach/messages/{id}.
import { randomUUID } from 'node:crypto';
import { coachRoutes } from '@fitchoice/shared/api';
import { checkPlanSafety } from '@fitchoice/shared/coach';
import { UnprocessableError } from '../errors';
import { createHandler } from '../http/handler';
import { coachEngine } from './engine';
import { assertLocalDate } from './local-date';
import { getPlan, listMessages, saveMessage, savePlan } from './store';

export const handler = createHandler(coachRoutes, {
  'coach.get': {
    profile: false,
    async run({ session }) {
      const [plan, engine] = await Promise.all([getPlan(session.userId), coachEngine]);
      return { statusCode: 200, body: { plan, model: engine.usesModel } };
    },
  },

  'coach.savePlan': {
    profile: false,
    async run({ session, body }) {
      const issues = checkPlanSafety(body);
      if (issues.length > 0) {
        const listed = issues.map((issue) => `${issue.code} (${issue.subject})`).join(', ');
        throw new UnprocessableError(`This plan breaks a safety rule: ${listed}`, 'plan_unsafe');
      }
      return { statusCode: 200, body: await savePlan(session.userId, body) };
    },
  },

  'coach.proposePlan': {
    profile: false,
    async run({ body, now }) {
      assertLocalDate(body.today, now, 'today');
      const engine = await coachEngine;
      const proposal = await engine.proposePlan({
        profile: body.profile,
        today: body.today,
        locale: body.locale,
        progression: body.progression ?? 0,
        id: randomUUID(),
        now: now.toISOString(),
      });
      return { statusCode: 200, body: proposal };
    },
  },

  'coach.chat': {
    profile: false,
    async run({ body, now }) {
      assertLocalDate(body.today, now, 'today');
      const engine = await coachEngine;
      return {
        statusCode: 200,
        events: engine.chat({
          text: body.text,
          instructions: body.instructions,
          plan: body.plan,
          today: body.today,
          locale: body.locale,
          now: now.toISOString(),
        }),
      };
    },
  },

  'coach.messages': {
    profile: false,
    async run({ session }) {
      return { statusCode: 200, body: { messages: await listMessages(session.userId) } };
    },
  },

  'coach.saveMessage': {
    profile: false,
    async run({ session, params, body }) {
      const message = await saveMessage(session.userId, { id: params.id, ...body });
      return { statusCode: 200, body: { message } };
    },
  },
});
