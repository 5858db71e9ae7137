// How a refusal is worded in the panel: the server's own message (it names the field), else the error.
import { ApiError } from '@fitchoice/shared/http-errors';

export function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Today's date at the gym (YYYY-MM-DD), by the device's clock. */
export function todayIn(timeZone: string, nowMs = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(nowMs);
}
