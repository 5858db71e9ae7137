// Every free-text field a person types takes the one text schema (plainTextSchema): no lone
// surrogate, NUL or direction override (U+202E) gets into a post, a comment, a chat message, a mood
// note, a bio, a title or a review, while ordinary text, emoji and line breaks do.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { challengeInputSchema, privateChallengeInputSchema } from './challenges';
import { createConversationRequestSchema, sendMessageRequestSchema } from './chat';
import { coachChatRequestSchema } from './coach';
import { createCommentRequestSchema, createPostRequestSchema } from './feed';
import { updateGymProfileRequestSchema } from './gym-panel';
import { createReviewRequestSchema } from './gyms';
import { moodEntryInputSchema } from './mood';
import { updatePanelProfileRequestSchema } from './pro-panel';
import { proReviewRequestSchema } from './professionals';
import { rewardInputSchema } from './store';

const FIELDS: { case: string; schema: z.ZodType; multiline: boolean }[] = [
  { case: 'a post', schema: createPostRequestSchema.shape.text, multiline: true },
  { case: 'a comment', schema: createCommentRequestSchema.shape.text, multiline: true },
  { case: 'a chat message', schema: sendMessageRequestSchema.shape.text, multiline: true },
  { case: 'a group chat name', schema: createConversationRequestSchema.shape.name, multiline: false },
  { case: 'a mood note', schema: moodEntryInputSchema.shape.note, multiline: true },
  { case: "a professional's bio", schema: updatePanelProfileRequestSchema.shape.bio, multiline: true },
  { case: "a professional's headline", schema: updatePanelProfileRequestSchema.shape.headline, multiline: false },
  { case: 'a challenge title', schema: challengeInputSchema.shape.title, multiline: false },
  { case: 'a challenge description', schema: challengeInputSchema.shape.description, multiline: true },
  { case: "a private challenge's title", schema: privateChallengeInputSchema.shape.title, multiline: false },
  { case: 'a reward title', schema: rewardInputSchema.shape.title, multiline: false },
  { case: 'a reward description', schema: rewardInputSchema.shape.description, multiline: true },
  { case: 'a gym review', schema: createReviewRequestSchema.shape.text, multiline: true },
  { case: "a professional's review", schema: proReviewRequestSchema.shape.text, multiline: true },
  { case: "a gym's description", schema: updateGymProfileRequestSchema.shape.description, multiline: true },
  { case: "a gym's name", schema: updateGymProfileRequestSchema.shape.name, multiline: false },
  { case: 'a message to the coach', schema: coachChatRequestSchema.shape.text, multiline: true },
];

const GOOD = 'Leg day done 💪🏽 with the team';

describe.each(FIELDS)('$case', ({ schema, multiline }) => {
  it.each([
    { bad: 'a lone surrogate', text: `${GOOD} \ud83d` },
    { bad: 'a NUL', text: `${GOOD}\u0000` },
    { bad: 'a right-to-left override', text: `${GOOD} \u202egnp.exe` },
    { bad: 'a zero-width space', text: `${GOOD}\u200b` },
  ])('refuses $bad', ({ text }) => {
    expect(schema.safeParse(text).success).toBe(false);
  });

  it('keeps ordinary text and emoji, trimmed and in one Unicode form', () => {
    expect(schema.parse(`  ${GOOD} Cafe\u0301 `)).toBe(`${GOOD} Café`);
  });

  it(multiline ? 'keeps line breaks' : 'refuses line breaks', () => {
    expect(schema.safeParse(`${GOOD}\nand more`).success).toBe(multiline);
  });
});
