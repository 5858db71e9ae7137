import { ApiError } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { fieldProblemOf } from './field-errors';

const FIELDS = { stars: 'reviews.form.stars.invalid', text: 'reviews.form.text.invalid' } as const;

describe('fieldProblemOf', () => {
  it.each([
    {
      $case: 'an ApiError about a field',
      refusal: new ApiError(
        400,
        JSON.stringify({ error: 'stars must be a whole number from 1 to 5', code: 'validation_failed', field: 'stars' }),
      ),
      field: 'stars',
    },
    {
      $case: 'a failed outbox answer about a nested path',
      refusal: { error: 'text must be at most 2000 characters', code: 'validation_failed', field: 'text.0' },
      field: 'text',
    },
    { $case: 'a local check', refusal: { field: 'stars' }, field: 'stars' },
  ])('words $case by the form’s own message for the field', ({ refusal, field }) => {
    expect(fieldProblemOf(refusal, FIELDS)).toEqual({ field, messageId: FIELDS[field as keyof typeof FIELDS] });
  });

  it.each([
    { $case: 'a refusal about no field', refusal: { error: 'Only members who checked in at this gym can review it', code: 'forbidden' } },
    { $case: 'a field the form does not have', refusal: { field: 'gymId' } },
    { $case: 'a field named like an object property', refusal: { field: 'toString' } },
    { $case: 'no answer', refusal: null },
  ])('answers null for $case', ({ refusal }) => {
    expect(fieldProblemOf(refusal, FIELDS)).toBeNull();
  });
});
