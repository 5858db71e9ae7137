// An activity entry's title in the member's language, from its kind and subject: a visit's time in
// the gym's zone (a session's in the professional's), and a reward, a challenge or a workout worded
// by id as their own screens word them. The server's English title only for entries written before subjects.
import { getWorkoutProgram } from '@fitchoice/shared';
import type { ActivityEntry } from '@fitchoice/shared/api';
import type { IntlShape } from 'react-intl';
import { isolate } from '../../i18n/bidi';
import { challengeTitle, rewardTitle } from '../preset-names/names';
import '../preset-names/messages';
import './messages';

export function activityTitle(intl: IntlShape, entry: ActivityEntry): string {
  const { subject } = entry;
  if (entry.kind === 'purchase') return intl.formatMessage({ id: 'activity.entry.purchase' });
  if (entry.kind === 'conversion') return intl.formatMessage({ id: 'activity.entry.conversion' }, { xp: -entry.xpDelta });
  if (entry.kind === 'redemption' && subject?.reward) {
    const reward = rewardTitle(intl, { ...subject.reward, gymName: subject.gymName });
    return intl.formatMessage({ id: 'activity.entry.redemption' }, { quantity: subject.quantity ?? 1, reward });
  }
  if (entry.kind === 'challenge' && subject?.challenges) {
    // A friends' challenge is titled as its maker typed it: each keeps its own direction in the list.
    const challenges = intl.formatList(subject.challenges.map((challenge) => isolate(challengeTitle(intl, challenge))));
    return intl.formatMessage({ id: 'activity.entry.challenge' }, { challenges });
  }
  const program = entry.kind === 'workout' && subject?.programId ? getWorkoutProgram(subject.programId) : undefined;
  if (program && subject?.mode && subject.minutes) {
    const name = intl.formatMessage({ id: `workouts.programName.${program.id}` });
    return intl.formatMessage({ id: 'activity.entry.workout' }, { program: name, mode: subject.mode, minutes: subject.minutes });
  }
  if (subject?.professionalName && subject.slotStart && subject.timeZone) {
    const values = {
      name: subject.professionalName,
      when: intl.formatDate(subject.slotStart, { dateStyle: 'medium', timeStyle: 'short', timeZone: subject.timeZone }),
    };
    if (entry.kind === 'session_booked') return intl.formatMessage({ id: 'activity.entry.sessionBooked' }, values);
    if (entry.kind === 'session_cancelled') return intl.formatMessage({ id: 'activity.entry.sessionCancelled' }, values);
    if (entry.kind === 'session_attended') return intl.formatMessage({ id: 'activity.entry.sessionAttended' }, values);
  }
  if (!subject?.gymName) return entry.title;
  const gym = subject.gymName;
  const when =
    subject.slotStart && subject.timeZone
      ? intl.formatDate(subject.slotStart, { dateStyle: 'medium', timeStyle: 'short', timeZone: subject.timeZone })
      : null;
  if (entry.kind === 'checkin') return intl.formatMessage({ id: 'activity.entry.checkin' }, { gym });
  if (entry.kind === 'review' && subject.stars !== null)
    return intl.formatMessage({ id: 'activity.entry.review' }, { gym, stars: subject.stars });
  if (entry.kind === 'booking' && when) return intl.formatMessage({ id: 'activity.entry.booking' }, { gym, when });
  if (entry.kind === 'cancellation' && when) return intl.formatMessage({ id: 'activity.entry.cancellation' }, { gym, when });
  return entry.title;
}
