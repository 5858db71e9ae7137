// The coach's voice, shared by the coach, the mood AI and motivation: a rules note put into a
// language model's words where one is configured, streamed, and the rules' note itself when there is
// no model, or it fails or takes too long. It needs no exercise library or planner (so the mood and
// motivation handlers stay small); the coach's plans and chat build on it in engine.ts.
import type { CoachStreamEvent } from '@fitchoice/shared/api';
import type { CoachLocale, Note } from '@fitchoice/shared/coach';
import { logger } from '../log';
import { type ModelConfig, readModelConfig } from './config';
import type { ModelMessage, TextModel } from './model';
import { openAiCompatibleModel } from './openai-model';

const LANGUAGE: Record<CoachLocale, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  pt: 'Portuguese',
  de: 'German',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Simplified Chinese',
  hi: 'Hindi',
  ar: 'Arabic',
  ru: 'Russian',
};

export function languageName(locale: CoachLocale): string {
  return LANGUAGE[locale];
}

/** How the coach speaks: in the member's language, briefly, from the facts given only. */
export function coachSystem(locale: CoachLocale): string {
  return [
    "You are FitChoice's fitness coach.",
    `Always answer in ${LANGUAGE[locale]}.`,
    'Be warm and brief: at most three short sentences, no lists, no markdown.',
    'Only use the facts you are given; never add exercises, numbers or medical advice of your own.',
  ].join(' ');
}

export interface PhraseInput {
  /** What to write, e.g. "Write today's motivation message for this member." */
  task: string;
  facts: string;
  /** The rules' note: answered as it is without a model, and what the model's text accompanies. */
  note: Note;
  locale: CoachLocale;
}

export interface Speaker {
  /** Whether a language model is configured (the app then asks the server; otherwise it answers on the device). */
  readonly usesModel: boolean;
  /** The model's words for `messages` as they come, then `done` with them, or with `note` when it failed or took too long. */
  spoken(messages: readonly ModelMessage[], note: Note): AsyncIterable<CoachStreamEvent>;
  /** A rules note put in the model's words, streamed, then `done`. */
  phrase(input: PhraseInput): AsyncIterable<CoachStreamEvent>;
}

/** Longest text kept from a model's answer (the note's `text` limit). */
const MAX_TEXT = 2000;

export function createSpeaker(model: TextModel | null, timeoutMs: number): Speaker {
  async function* spoken(messages: readonly ModelMessage[], note: Note): AsyncIterable<CoachStreamEvent> {
    if (!model) {
      yield { type: 'done', reply: note, engine: 'planner' };
      return;
    }
    let written = '';
    try {
      for await (const piece of model.stream(messages, { signal: AbortSignal.timeout(timeoutMs), maxTokens: 400 })) {
        if (written.length + piece.length > MAX_TEXT) break;
        written += piece;
        yield { type: 'delta', text: piece };
      }
    } catch (error) {
      logger.warn('The language model failed; answering with the rules', { model: model.name, error: error as Error });
      written = '';
    }
    const text = written.trim();
    yield text ? { type: 'done', reply: { ...note, text }, engine: 'model' } : { type: 'done', reply: note, engine: 'planner' };
  }
  return {
    usesModel: model !== null,
    spoken,
    phrase: (input) =>
      spoken(
        [
          { role: 'system', content: coachSystem(input.locale) },
          { role: 'user', content: `${input.task}\nFacts: ${input.facts}` },
        ],
        input.note,
      ),
  };
}

async function modelOf(config: ModelConfig): Promise<TextModel | null> {
  switch (config.kind) {
    case 'openai':
      return openAiCompatibleModel(config);
    case 'bedrock':
      // Loaded only where Bedrock is the model, so other setups never load its client.
      return (await import('./bedrock-model')).bedrockModel(config.modelId);
    case 'none':
      return null;
  }
}

export const modelConfig = readModelConfig();

/** This container's model, from its environment (made once, as Lambda keeps module scope). */
export const textModel: Promise<TextModel | null> = modelOf(modelConfig);

/** This container's speaker. */
export const speaker: Promise<Speaker> = textModel.then((model) =>
  createSpeaker(model, modelConfig.kind === 'none' ? 0 : modelConfig.timeoutMs),
);

/** The answer as collected events: the final `done` (for answers stored whole, such as the daily message). */
export async function finalReply(events: AsyncIterable<CoachStreamEvent>): Promise<Extract<CoachStreamEvent, { type: 'done' }>> {
  let last: CoachStreamEvent | null = null;
  for await (const event of events) last = event;
  if (last?.type !== 'done') throw new Error('The coach engine ended without an answer');
  return last;
}
