// The local runtime's test-only hooks under /__test/* (on only with FITCHOICE_TEST_HOOKS=1 or
// `testHooks: true`; never in AWS): each hook is one entry of TEST_HOOKS, so a feature adds its
// own without touching the others. Hooks that reach the table import the store when they run.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CODES } from '@fitchoice/shared';
import * as z from 'zod';
import { checkinSecret } from '../bookings/checkin-secret';
import { gymCodeAt } from '../check-in/gym-code';
import { DomainError } from '../errors';
import { httpStatusOf } from '../http/errors';
import { currentTime, setTestClock } from '../time/clock';
import { readBody, sendError, sendJson } from './adapter';
import { type FaultQueue, faultSchema } from './faults';

export interface TestHookContext {
  faults: FaultQueue;
  /** Stops the server for `ms` (it no longer listens, and drops every connection), then listens again. */
  stopFor(ms: number): void;
}

export interface TestHook {
  /** The one method the hook answers. */
  method: 'POST' | 'GET' | 'DELETE';
  /** The JSON body's schema (POST); a body that fails it answers 400. */
  body?: z.ZodType;
  run(input: { body: unknown; url: URL; context: TestHookContext }): Promise<{ status: number; body?: unknown; afterAnswer?: () => void }>;
}

const faultHooks: Record<string, TestHook> = {
  /** POST /__test/faults {method, path, status, count}: the next matching requests answer `status`. */
  'POST /__test/faults': {
    method: 'POST',
    body: faultSchema,
    async run({ body, context }) {
      context.faults.add(body as z.infer<typeof faultSchema>);
      return { status: 201, body };
    },
  },
  'DELETE /__test/faults': {
    method: 'DELETE',
    async run({ context }) {
      context.faults.clear();
      return { status: 204 };
    },
  },
  /**
   * POST /__test/outage {ms}: once answered, the server stops for `ms`: connections are refused and
   * those open are dropped, as when it is stopped and started again (a dead server, not a fault answer).
   */
  'POST /__test/outage': {
    method: 'POST',
    body: z.strictObject({ ms: z.number().int().min(1).max(600_000) }),
    async run({ body, context }) {
      const { ms } = body as { ms: number };
      return { status: 202, body: { ms }, afterAnswer: () => context.stopFor(ms) };
    },
  },
};

/**
 * The check-in hooks, so member-side tests need no gym partner account: GET /__test/gym-code?gymId=
 * answers the code the gym's desk shows now (by the handlers' clock), and POST /__test/staff-checkin
 * {gymId, code} checks a member in as the gym's staff do, through the function the panel's route
 * calls, answering the member's check-in (XP, streak) rather than the panel's desk view.
 */
const checkinHooks: Record<string, TestHook> = {
  'GET /__test/gym-code': {
    method: 'GET',
    async run({ url }) {
      const gymId = url.searchParams.get('gymId');
      if (!gymId) return { status: 400, body: { error: 'Expected ?gymId=', code: ERROR_CODES.badRequest } };
      return { status: 200, body: { gymId, ...gymCodeAt(gymId, currentTime().getTime(), checkinSecret()) } };
    },
  },
  'POST /__test/staff-checkin': {
    method: 'POST',
    body: z.object({ gymId: z.string().min(1), code: z.string() }),
    async run({ body }) {
      const { gymId, code } = body as { gymId: string; code: string };
      const { checkInByStaff } = await import('../check-in/handler');
      try {
        return { status: 200, body: await checkInByStaff({ gymId, code, at: currentTime(), desk: null }) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { status: httpStatusOf(error), body: { error: error.message, code: error.code } };
      }
    },
  },
};

export const TEST_HOOKS: Record<string, TestHook> = {
  ...faultHooks,
  ...checkinHooks,
  /** POST /__test/reminders: sends the booking reminders due at the handlers' clock now (the timer's work, at once). */
  'POST /__test/reminders': {
    method: 'POST',
    async run() {
      const { sendDueReminders } = await import('../reminders/reminders');
      return { status: 200, body: { sent: await sendDueReminders(currentTime()) } };
    },
  },
  /** POST /__test/clock {"now": ISO | null}: every handler sees this time until it is reset with null. */
  'POST /__test/clock': {
    method: 'POST',
    body: z.object({
      now: z
        .string()
        .refine((text) => !Number.isNaN(Date.parse(text)), 'Expected a date-time')
        .nullable(),
    }),
    async run({ body }) {
      const { now } = body as { now: string | null };
      setTestClock(now === null ? null : new Date(now));
      return { status: 200, body: { now } };
    },
  },
  /**
   * POST /__test/certified {email, kind}: the account's professional profile of that kind (a draft
   * made now when it has none) gets a certification an admin has verified, for tests of booking and
   * the directory that need a listed professional without an admin's round trip.
   */
  'POST /__test/certified': {
    method: 'POST',
    body: z.object({ email: z.string(), kind: z.enum(['trainer', 'nutritionist']) }),
    async run({ body }) {
      const { email, kind } = body as { email: string; kind: 'trainer' | 'nutritionist' };
      const { getUserByEmail } = await import('../users/store');
      const { createDraftProfessional, getOwnProfessional, updateProfessional } = await import('../professionals/store');
      const user = await getUserByEmail(email.trim().toLowerCase());
      if (!user) return { status: 404, body: { error: `No account for ${email}`, code: ERROR_CODES.notFound } };
      const now = currentTime();
      const draft =
        (await getOwnProfessional(user.id, kind)) ??
        (await createDraftProfessional({ userId: user.id, kind, name: user.name, region: 'US', city: '', timeZone: 'UTC', now }));
      const at = now.toISOString();
      const certification = {
        id: `test-${draft.certifications.length + 1}`,
        name: 'Test certificate',
        issuer: 'Test board',
        number: 'T-1',
        status: 'verified' as const,
        documentKey: null,
        submittedAt: at,
        reviewedAt: at,
        rejectionReason: null,
      };
      await updateProfessional(draft.id, now, (pro) => ({ pro: { ...pro, certifications: [...pro.certifications, certification] } }));
      return { status: 200, body: { professionalId: draft.id } };
    },
  },
  /**
   * POST /__test/roles {email, roles, gymIds?}: gives an account roles, for end-to-end tests that
   * need an admin or a partner without going through approval.
   */
  'POST /__test/roles': {
    method: 'POST',
    body: z.object({ email: z.string(), roles: z.array(z.string()), gymIds: z.array(z.string()).optional() }),
    async run({ body }) {
      const { email, roles, gymIds } = body as { email: string; roles: string[]; gymIds?: string[] };
      // Loaded on first use: the store's DynamoDB client reads its configuration when its module
      // loads, which must be after the runtime has set the environment (as for the handlers).
      const { getUserByEmail, setUserRoles } = await import('../users/store');
      const user = await getUserByEmail(email.trim().toLowerCase());
      if (!user) return { status: 404, body: { error: `No account for ${email}`, code: ERROR_CODES.notFound } };
      await setUserRoles(user.id, roles, gymIds);
      return { status: 200, body: { userId: user.id, roles, gymIds: gymIds ?? [] } };
    },
  },
};

export async function serveTestHooks(req: IncomingMessage, res: ServerResponse, url: URL, context: TestHookContext): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const hook = TEST_HOOKS[`${method} ${url.pathname}`];
  if (!hook) {
    const known = Object.keys(TEST_HOOKS).filter((key) => key.endsWith(` ${url.pathname}`));
    if (known.length > 0) {
      const allow = known.map((key) => key.split(' ')[0]).join(', ');
      sendError(res, 405, `Use ${allow}`, ERROR_CODES.methodNotAllowed, { allow });
    } else {
      sendError(res, 404, `Not found: ${url.pathname}`, ERROR_CODES.notFound);
    }
    return;
  }
  let body: unknown;
  if (hook.body) {
    let parsed: unknown;
    try {
      parsed = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const result = hook.body.safeParse(parsed);
    if (!result.success) {
      sendError(
        res,
        400,
        result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        ERROR_CODES.validation,
      );
      return;
    }
    body = result.data;
  }
  const answer = await hook.run({ body, url, context });
  if (answer.afterAnswer) res.once('finish', answer.afterAnswer);
  if (answer.body === undefined) res.writeHead(answer.status).end();
  else sendJson(res, answer.status, answer.body);
}
