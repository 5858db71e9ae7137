// The test-only fault hook (FITCHOICE_TEST_HOOKS=1): POST /__test/faults queues failures for the
// next matching requests, before they reach a handler; DELETE /__test/faults clears them.
import * as z from 'zod';

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
