// The test-only fault hook (FITCHOICE_TEST_HOOKS=1): POST /__test/faults queues failures for the
// next matching requests, before they reach a handler; DELETE /__test/faults clears them. A call the
// outbox sends inside POST /api/batch meets its route's fault too, as it would sent alone.

import { ERROR_CODES } from '@fitchoice/shared';
import type { BatchAnswer } from '@fitchoice/shared/api';
import * as z from 'zod';
import type { Handler } from '../http/handler';

export const faultSchema = z.strictObject({
  method: z
    .string()
    .min(1)
    .max(10)
    .transform((method) => method.toUpperCase()),
  path: z.string().startsWith('/', 'path must start with /').max(2048),
  status: z.number().int().min(400).max(599),
  count: z.number().int().min(1).max(1000).default(1),
  /** The answer's error code, as a handler's refusal has one ('slot_taken'); by default one for the status. */
  code: z
    .string()
    .regex(/^[a-z_]{1,64}$/)
    .optional(),
});
export type Fault = z.infer<typeof faultSchema>;

export class FaultQueue {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault to fail this request with, using up one of its count. */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find((candidate) => candidate.method === method && candidate.path === path);
    if (!fault) return null;
    fault.count -= 1;
    if (fault.count <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }
}

/** The error code a fault answers with when it names none, as a handler refusing with that status would. */
export function faultCode(fault: Fault): string {
  if (fault.code) return fault.code;
  if (fault.status === 429) return ERROR_CODES.tooManyRequests;
  if (fault.status >= 500) return fault.status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal;
  return ERROR_CODES.badRequest;
}

export function faultMessage(fault: Fault): string {
  return `Injected fault (${fault.status}) for ${fault.method} ${fault.path}`;
}

/**
 * The batch handler, with a queued fault failing the calls it matches: those calls are answered by
 * the fault and the rest run as the batch would run them, answers in the calls' order.
 */
export function withBatchFaults(batch: Handler, faults: FaultQueue): Handler {
  return async (event, context) => {
    let calls: unknown;
    try {
      calls = (JSON.parse(event.body ?? '') as { calls?: unknown }).calls;
    } catch {
      return batch(event, context); // the batch refuses it itself
    }
    if (!Array.isArray(calls)) return batch(event, context);
    const injected = new Map<number, BatchAnswer>();
    calls.forEach((call: { key?: unknown; method?: unknown; path?: unknown }, index) => {
      if (typeof call?.method !== 'string' || typeof call.path !== 'string' || typeof call.key !== 'string') return;
      const fault = faults.take(call.method.toUpperCase(), call.path);
      if (fault)
        injected.set(index, {
          key: call.key,
          status: fault.status,
          body: { error: faultMessage(fault), code: faultCode(fault) },
          retryAfter: null,
        });
    });
    if (injected.size === 0) return batch(event, context);
    const rest = calls.filter((_, index) => !injected.has(index));
    let answers: BatchAnswer[] = [];
    if (rest.length > 0) {
      const result = await batch({ ...event, body: JSON.stringify({ calls: rest }) }, context);
      if (result.statusCode !== 200) return result;
      answers = (JSON.parse(result.body ?? '{}') as { answers: BatchAnswer[] }).answers;
    }
    let next = 0;
    const merged = calls.map((_, index) => injected.get(index) ?? answers[next++]!);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answers: merged }) };
  };
}
