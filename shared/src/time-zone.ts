// IANA time zones: which strings are one, checked the same way by the server's schemas and the
// app's picker before any date code sees them (an invalid zone makes Intl throw a RangeError).

/** The shape of an IANA name ("America/New_York", "UTC", "Etc/GMT+5"), before asking Intl. */
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

const known = new Map<string, boolean>();

/** Whether `zone` names a time zone this runtime's Intl knows (case and spelling as IANA writes it). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !ZONE_SHAPE.test(zone)) return false;
  let answer = known.get(zone);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      answer = true;
    } catch {
      answer = false;
    }
    if (known.size < 1000) known.set(zone, answer);
  }
  return answer;
}
