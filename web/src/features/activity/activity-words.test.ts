import type { ActivityEntry } from '@fitchoice/shared/api';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { activityTitle } from './activity-words';

const none = {
  gymName: null,
  slotStart: null,
  timeZone: null,
  stars: null,
  reward: null,
  quantity: null,
  challenges: null,
  programId: null,
  mode: null,
  minutes: null,
  professionalName: null,
};

function entry(kind: ActivityEntry['kind'], title: string, subject: Partial<NonNullable<ActivityEntry['subject']>> | null): ActivityEntry {
  return {
    id: 'e1',
    kind,
    title,
    subject: subject && { ...none, ...subject },
    createdAt: '2026-11-24T10:00:00.000Z',
    xpDelta: 0,
    sweatCoinsDelta: '0.00',
    xpAfter: null,
    sweatCoinsAfter: null,
    bookingId: null,
    gymId: null,
  };
}

describe("an activity line in the member's language", () => {
  let es: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    await loadLanguage('es');
    es = createIntl({ locale: 'es', messages: messagesFor('es') });
  });

  it.each([
    {
      name: 'a seeded reward redeemed twice, by id with its gym',
      entry: entry('redemption', 'Redeemed 2 × Smoothie at Iron Pulse', {
        reward: { id: 'smoothie-us-002', title: 'Smoothie at Iron Pulse' },
        quantity: 2,
        gymName: 'Iron Pulse',
      }),
      text: 'Canjeaste 2 × Batido de frutas en Iron Pulse',
    },
    {
      name: 'a reward an admin wrote, by its title as typed',
      entry: entry('redemption', 'Redeemed Yoga mat', {
        reward: { id: '0f8fad5b-d9cb-469f-a165-70867728950e', title: 'Yoga mat' },
        quantity: 1,
      }),
      text: 'Canjeaste Yoga mat',
    },
    {
      name: 'challenges completed: a preset by id and a friend’s as typed',
      entry: entry('challenge', 'Completed Coached twice, Lift club', {
        challenges: [
          { id: 'coached-twice', title: 'Coached twice' },
          { id: 'c-1', title: 'Lift club' },
        ],
      }),
      text: 'Completaste \u2068Dos veces con coach\u2069 y \u2068Lift club\u2069',
    },
    {
      name: 'a workout, by its program in VR',
      entry: entry('workout', 'VR workout finished (12 min)', { programId: 'sprinter-legs', mode: 'vr', minutes: 12 }),
      text: 'Terminaste Piernas de velocista en RV (12 min)',
    },
    {
      name: 'a session booked, at its time in the professional’s zone',
      entry: entry('session_booked', 'Booked a session with Tess Trainer', {
        professionalName: 'Tess Trainer',
        slotStart: '2026-11-28T14:00:00.000Z',
        timeZone: 'America/New_York',
      }),
      text: 'Reservaste una sesión con Tess Trainer para el 28 nov 2026, 9:00',
    },
    {
      name: 'a session attended',
      entry: entry('session_attended', 'Attended a session with Tess Trainer', {
        professionalName: 'Tess Trainer',
        slotStart: '2026-11-28T14:00:00.000Z',
        timeZone: 'America/New_York',
      }),
      text: 'Asististe a una sesión con Tess Trainer el 28 nov 2026, 9:00',
    },
    {
      name: 'an entry written before subjects, as the server wrote it',
      entry: entry('workout', 'Guided workout finished (3 min)', null),
      text: 'Guided workout finished (3 min)',
    },
  ])('$name', ({ entry, text }) => {
    expect(activityTitle(es, entry)).toBe(text);
  });
});
