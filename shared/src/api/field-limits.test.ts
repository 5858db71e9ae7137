// The forms' limits are the schemas' own: the lengths of a string and of plain text (whose
// refinements hide them from zod), whether it may be left empty, through the wrappers and nesting
// of a request body; and the generated module the web reads is what the schemas say today.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyLimits, FIELD_LIMITS_FOLDER, fieldLimitsModules, inputLimits } from '../../scripts/generate-field-limits';
import { emailSchema, nameSchema, passwordSchema, plainTextSchema } from './common';
import { updateGymProfileRequestSchema } from './gym-panel';
import { createReviewRequestSchema, reportReviewRequestSchema } from './gyms';
import { createTicketRequestSchema } from './support';

describe('inputLimits', () => {
  it.each([
    {
      case: 'the password rules (a string with both lengths)',
      schema: passwordSchema,
      limits: { required: true, minLength: 8, maxLength: 256 },
    },
    { case: 'a name (a refined string)', schema: nameSchema, limits: { required: true, minLength: 1, maxLength: 80 } },
    { case: 'an email (a trimmed string piped to a format)', schema: emailSchema, limits: { required: true, maxLength: 254 } },
    { case: 'plain text', schema: createTicketRequestSchema.shape.subject, limits: { required: true, minLength: 1, maxLength: 140 } },
    {
      case: 'plain text with a longer minimum',
      schema: plainTextSchema('Title', 80, { min: 3 }),
      limits: { required: true, minLength: 3, maxLength: 80 },
    },
    { case: 'plain text that may be empty', schema: updateGymProfileRequestSchema.shape.description, limits: { maxLength: 1000 } },
    { case: 'optional plain text', schema: reportReviewRequestSchema.shape.details, limits: { maxLength: 500 } },
    { case: 'plain text with a default', schema: plainTextSchema('Details', 400, { min: 0 }).default(''), limits: { maxLength: 400 } },
    { case: 'a choice', schema: createTicketRequestSchema.shape.topic, limits: { required: true } },
  ])('reads $case', ({ schema, limits }) => {
    expect(inputLimits(schema)).toEqual(limits);
  });

  it('reads nothing of a number: a form makes it from its own control', () => {
    expect(inputLimits(createReviewRequestSchema.shape.stars)).toBeNull();
  });
});

describe('bodyLimits', () => {
  it("gives each text field of a body its schema's limits, nested objects' and lists' by their path", () => {
    const limits = bodyLimits(updateGymProfileRequestSchema);
    expect(limits.name).toEqual({ required: true, minLength: 2, maxLength: 80 });
    expect(limits['address.line1']).toEqual({ required: true, minLength: 3, maxLength: 120 });
    expect(limits['photos.alt']).toEqual({ required: true, minLength: 1, maxLength: 160 });
    expect(limits).not.toHaveProperty('priceUsd');
  });

  it('follows the schema when its limit changes', () => {
    const longer = createReviewRequestSchema.extend({ text: plainTextSchema('text', 3000, { multiline: true }) });
    expect(bodyLimits(createReviewRequestSchema).text?.maxLength).toBe(2000);
    expect(bodyLimits(longer).text).toEqual({ required: true, minLength: 1, maxLength: 3000 });
  });

  it('holds the limits the schema enforces: one character more is refused', () => {
    const { maxLength = 0, minLength = 0 } = bodyLimits(createTicketRequestSchema).message ?? {};
    const ticket = { name: 'Ana', email: 'ana@example.com', topic: 'other', subject: 'Hello' } as const;
    expect(createTicketRequestSchema.safeParse({ ...ticket, message: 'a'.repeat(maxLength) }).success).toBe(true);
    expect(createTicketRequestSchema.safeParse({ ...ticket, message: 'a'.repeat(maxLength + 1) }).success).toBe(false);
    expect(createTicketRequestSchema.safeParse({ ...ticket, message: 'a'.repeat(minLength - 1) }).success).toBe(false);
  });
});

describe('the generated field limits', () => {
  it('are generated from the contract (run `npm run generate -w @fitchoice/shared` when this fails)', () => {
    const modules = fieldLimitsModules();
    for (const [path, source] of modules) expect(readFileSync(path, 'utf8'), path).toBe(source);
    for (const name of readdirSync(FIELD_LIMITS_FOLDER))
      expect(modules.has(join(FIELD_LIMITS_FOLDER, name)), `${name} is generated`).toBe(true);
  });
});
