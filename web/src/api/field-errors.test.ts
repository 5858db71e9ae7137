import { ApiError } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { fieldProblemOf, refusalMessageId, wordRefusal } from './field-errors';

const FIELDS = { stars: 'reviews.form.stars.invalid', text: 'reviews.form.text.invalid' } as const;

describe('fieldProblemOf', () => {
  it.each([
    {
      case: 'an ApiError about a field',
      refusal: new ApiError(
        400,
        JSON.stringify({ error: 'stars must be a whole number from 1 to 5', code: 'validation_failed', field: 'stars' }),
      ),
      field: 'stars',
    },
    {
      case: 'a failed outbox answer about a nested path',
      refusal: { error: 'text must be at most 2000 characters', code: 'validation_failed', field: 'text.0' },
      field: 'text',
    },
    { case: 'a local check', refusal: { field: 'stars' }, field: 'stars' },
  ])('words $case by the form’s own message for the field', ({ refusal, field }) => {
    expect(fieldProblemOf(refusal, FIELDS)).toEqual({ field, messageId: FIELDS[field as keyof typeof FIELDS] });
  });

  it.each([
    { case: 'a refusal about no field', refusal: { error: 'Only members who checked in at this gym can review it', code: 'forbidden' } },
    { case: 'a field the form does not have', refusal: { field: 'gymId' } },
    { case: 'a field named like an object property', refusal: { field: 'toString' } },
    { case: 'no answer', refusal: null },
  ])('answers null for $case', ({ refusal }) => {
    expect(fieldProblemOf(refusal, FIELDS)).toBeNull();
  });
});

describe('refusalMessageId', () => {
  const CODES = { slot_full: 'bookings.refused.full', already_reviewed: 'reviews.error.already' } as const;

  it.each([
    {
      case: 'an ApiError',
      refusal: new ApiError(409, JSON.stringify({ error: 'This slot is full; choose another time', code: 'slot_full' })),
    },
    { case: 'a failed outbox answer', refusal: { error: 'This slot is full; choose another time', code: 'slot_full' } },
  ])('words $case by its code', ({ refusal }) => {
    expect(refusalMessageId(refusal, CODES, 'reviews.error.other')).toBe('bookings.refused.full');
  });

  it.each([
    { case: 'a code the feature does not word', refusal: { error: 'Gym not found', code: 'not_found' } },
    { case: 'a code named like an object property', refusal: { code: 'constructor' } },
    { case: 'a body without a code', refusal: { error: 'Injected 500' } },
    { case: 'an answer that is not JSON', refusal: null },
  ])('falls back for $case', ({ refusal }) => {
    expect(refusalMessageId(refusal, CODES, 'reviews.error.other')).toBe('reviews.error.other');
  });
});

describe('wordRefusal', () => {
  const wording = {
    fields: FIELDS,
    codes: { slot_full: 'bookings.refused.full' },
    offline: 'gymPanel.refused.offline',
    other: 'reviews.error.other',
  } as const;
  const refused = (body: object) => new ApiError(400, JSON.stringify({ error: 'English', ...body }));

  it('words a refusal at its field, else by its code, else by the fallback, and no answer as offline', () => {
    expect(wordRefusal(refused({ code: 'validation_failed', field: 'text.0' }), wording)).toEqual({
      field: 'text',
      messageId: 'reviews.form.text.invalid',
    });
    expect(wordRefusal(refused({ code: 'slot_full' }), wording)).toEqual({ field: null, messageId: 'bookings.refused.full' });
    expect(wordRefusal(refused({ code: 'not_found' }), wording)).toEqual({ field: null, messageId: 'reviews.error.other' });
    expect(wordRefusal(new TypeError('Failed to fetch'), wording)).toEqual({ field: null, messageId: 'gymPanel.refused.offline' });
  });
});
