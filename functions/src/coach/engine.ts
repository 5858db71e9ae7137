// The coach engine: one interface for the AI coach, motivation and mood AI, over the rules (the
// deterministic planner in shared/coach, the default) and, where one is configured, a language
// model behind the TextModel port. It adds the coach's plans and chat to the shared voice
// (speak.ts). A model's plan must pass the plan schema and the safety rules and its words must
// arrive in time; otherwise the rules' plan and notes are answered, and the answer says why
// (`fallback`) or which engine spoke (`engine`).
import type { CoachStreamEvent, PlanFallback } from '@fitchoice/shared/api';
import { planSchema } from '@fitchoice/shared/api';
import {
  answerWithRules,
  buildPlan,
  type CoachLocale,
  type CoachProfile,
  checkPlanSafety,
  type Plan,
  weekStartOf,
} from '@fitchoice/shared/coach';
import { exerciseNamesIn } from '@fitchoice/shared/coach/names';
import { logger } from '../log';
import type { TextModel } from './model';
import { chatFacts, chatPrompt, planFromModel, planPrompt } from './prompts';
import { createSpeaker, modelConfig, type Speaker, textModel } from './speak';

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
  /** How to do the exercise asked about (the app sends it from its library). */
  instructions?: string;
  plan: Plan | null;
  today: string;
  locale: CoachLocale;
  now: string;
}

export interface CoachEngine extends Speaker {
  proposePlan(input: ProposeInput): Promise<{ plan: Plan; fallback: PlanFallback | null }>;
  /** The answer to a chat message: the model's words as they come, then `done`. */
  chat(input: ChatInput): AsyncIterable<CoachStreamEvent>;
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

export function createCoachEngine(model: TextModel | null, timeoutMs: number): CoachEngine {
  const voice = createSpeaker(model, timeoutMs);
  return {
    ...voice,

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
      const answer = answerWithRules(input.text, input.plan, input.today, input.now, exerciseNamesIn(input.locale));
      return voice.spoken(chatPrompt(input.text, chatFacts(answer.reply, input.locale, input.instructions), input.locale), answer.reply);
    },
  };
}

/** This container's coach engine, from its environment. */
export const coachEngine: Promise<CoachEngine> = textModel.then((model) =>
  createCoachEngine(model, modelConfig.kind === 'none' ? 0 : modelConfig.timeoutMs),
);
