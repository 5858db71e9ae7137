// A field's limits are the shared schema's, read from it: the lengths of a string and of plain
// text (whose refinements hide them from zod), whether it may be left empty, through the wrappers a
// request body puts around a field.
import {
  createReviewRequestSchema,
  createTicketRequestSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  plainTextSchema,
  reportReviewRequestSchema,
  updateGymProfileRequestSchema,
} from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { formLimits, inputLimits } from './limits';

describe('inputLimits', () => {
  it.each([
    {
      $case: 'the password rules (a string with both lengths)',
      schema: passwordSchema,
      limits: { required: true, minLength: 8, maxLength: 256 },
    },
    { $case: 'a name (a refined string)', schema: nameSchema, limits: { required: true, minLength: 1, maxLength: 80 } },
    { $case: 'an email (a trimmed string piped to a format)', schema: emailSchema, limits: { required: true, maxLength: 254 } },
    { $case: 'plain text', schema: createTicketRequestSchema.shape.subject, limits: { required: true, minLength: 1, maxLength: 140 } },
    {
      $case: 'plain text with a longer minimum',
      schema: plainTextSchema('Title', 80, { min: 3 }),
      limits: { required: true, minLength: 3, maxLength: 80 },
    },
    { $case: 'plain text that may be empty', schema: updateGymProfileRequestSchema.shape.description, limits: { maxLength: 1000 } },
    { $case: 'optional plain text', schema: reportReviewRequestSchema.shape.details, limits: { maxLength: 500 } },
    { $case: 'plain text with a default', schema: plainTextSchema('Details', 400, { min: 0 }).default(''), limits: { maxLength: 400 } },
    { $case: 'a choice', schema: createTicketRequestSchema.shape.topic, limits: { required: true } },
    { $case: 'nothing of a number (the form makes it from its text)', schema: createReviewRequestSchema.shape.stars, limits: {} },
  ])('reads $case', ({ schema, limits }) => {
    expect(inputLimits(schema)).toEqual(limits);
  });
});

describe('formLimits', () => {
  it("gives each field of a request body its schema's limits", () => {
    const limits = formLimits(createTicketRequestSchema);
    expect(limits.subject).toEqual({ required: true, minLength: 1, maxLength: 140 });
    expect(limits.message).toEqual({ required: true, minLength: 10, maxLength: 4000 });
  });

  it('follows the schema when its limit changes', () => {
    const longer = createReviewRequestSchema.extend({ text: plainTextSchema('text', 3000, { multiline: true }) });
    expect(formLimits(createReviewRequestSchema).text.maxLength).not.toBe(3000);
    expect(formLimits(longer).text).toEqual({ required: true, minLength: 1, maxLength: 3000 });
  });
});
