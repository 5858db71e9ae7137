// The coach engine: one interface for the AI coach, motivation and mood AI, over the rules (the
// deterministic planner in shared/coach, the default) and, where one is configured, a language
// model behind the TextModel port. A model's plan must pass the plan schema and the safety rules
// and its words must arrive in time; otherwise the rules' plan and notes are answered, and the
// answer says why (`fallback`) or which engine spoke (`engine`).
import type { CoachStreamEvent, PlanFallback } from '@fitchoice/shared/api';
import { planSchema } from '@fitchoice/shared/api';
import {
  answerWithRules,
  buildPlan,
  type CoachLocale,
  type CoachProfile,
  checkPlanSafety,
  type Note,
  type Plan,
  weekStartOf,
} from '@fitchoice/shared/coach';
import { logger } from '../http/log';
import { type ModelConfig, readModelConfig } from './config';
import type { TextModel } from './model';
import { openAiCompatibleModel } from './openai-model';
import { chatFacts, chatPrompt, phrasePrompt, planFromModel, planPrompt } from './prompts';

export interface ProposeInput {
  profile: CoachProfile;
  today: string;
  locale: CoachLocale;
  progression: number;
  id: string;
  now: string;
}

export interface ChatInput {
  text: string;
  plan: Plan | null;
  today: string;
  locale: CoachLocale;
  now: string;
}

export interface PhraseInput {
  /** What to write, e.g. "Write today's motivation message for this member." */
  task: string;
  facts: string;
  /** The rules' note: answered as it is without a model, and what the model's text accompanies. */
  note: Note;
  locale: CoachLocale;
}

export interface CoachEngine {
  /** Whether a language model is configured (the app then asks the server; otherwise it answers on the device). */
  readonly usesModel: boolean;
  proposePlan(input: ProposeInput): Promise<{ plan: Plan; fallback: PlanFallback | null }>;
  /** The answer to a chat message: the model's words as they come, then `done`. */
  chat(input: ChatInput): AsyncIterable<CoachStreamEvent>;
  /** A rules note put in the model's words, streamed, then `done`. */
  phrase(input: PhraseInput): AsyncIterable<CoachStreamEvent>;
}

/** Longest text kept from a model's chat or phrasing (the note's `text` limit). */
const MAX_TEXT = 2000;

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

export function createCoachEngine(model: TextModel | null, timeoutMs: number): CoachEngine {
  /** Streams the model's words, then `done` with them, or with the rules' note when it failed or took too long. */
  async function* spoken(messages: Parameters<TextModel['stream']>[0], note: Note): AsyncIterable<CoachStreamEvent> {
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

    async proposePlan(input) {
      const rules = () =>
        buildPlan(input.profile, {
          id: input.id,
          now: input.now,
          weekStart: weekStartOf(input.today),
          today: input.today,
          progression: input.progression,
        });
      if (!model) return { plan: rules(), fallback: 'not_configured' };
      const signal = AbortSignal.timeout(timeoutMs);
      let text: string;
      try {
        text = await collect(model.stream(planPrompt(input.profile, input.today, input.locale), { signal, maxTokens: 3000 }));
      } catch (error) {
        logger.warn('The language model failed to propose a plan', { model: model.name, error: error as Error });
        return { plan: rules(), fallback: signal.aborted ? 'timeout' : 'error' };
      }
      const proposed = planFromModel(text, input);
      if (!proposed || !planSchema.safeParse(proposed).success) return { plan: rules(), fallback: 'invalid' };
      const issues = checkPlanSafety(proposed);
      if (issues.length > 0 || proposed.sessions.some((session) => session.date < input.today)) {
        logger.info('Refused an unsafe plan from the language model', { model: model.name, issues });
        return { plan: rules(), fallback: 'unsafe' };
      }
      return { plan: proposed, fallback: null };
    },

    chat(input) {
      const answer = answerWithRules(input.text, input.plan, input.today, input.now);
      return spoken(chatPrompt(input.text, chatFacts(answer.reply, input.locale), input.locale), answer.reply);
    },

    phrase(input) {
      return spoken(phrasePrompt(input.task, input.facts, input.locale), input.note);
    },
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

const config = readModelConfig();

/** The engine of this container, from its environment (made once, as Lambda keeps module scope). */
export const coachEngine: Promise<CoachEngine> = modelOf(config).then((model) =>
  createCoachEngine(model, config.kind === 'none' ? 0 : config.timeoutMs),
);

/** The answer as collected events: the final `done` (for answers stored whole, such as the daily message). */
export async function finalReply(events: AsyncIterable<CoachStreamEvent>): Promise<Extract<CoachStreamEvent, { type: 'done' }>> {
  let last: CoachStreamEvent | null = null;
  for await (const event of events) last = event;
  if (last?.type !== 'done') throw new Error('The coach engine ended without an answer');
  return last;
}
