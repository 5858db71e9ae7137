// Which language model the coach uses, read once from the environment (Lambda sets it from the CDK
// stack; the local runtime from its own environment). None configured: the planner's rules answer.
//   COACH_LLM_URL, COACH_LLM_MODEL, COACH_LLM_KEY   any OpenAI-compatible endpoint (e.g. http://127.0.0.1:8080/v1)
//   COACH_BEDROCK_MODEL_ID                          Amazon Bedrock (the function's role may invoke it)
//   COACH_LLM_TIMEOUT_MS                            how long a model may take before the rules answer (default 20 s)

export type ModelConfig =
  | { kind: 'openai'; url: string; model: string; apiKey: string | null; timeoutMs: number }
  | { kind: 'bedrock'; modelId: string; timeoutMs: number }
  | { kind: 'none' };

export const DEFAULT_MODEL_TIMEOUT_MS = 20_000;

export function readModelConfig(env: NodeJS.ProcessEnv = process.env): ModelConfig {
  const timeoutMs = env.COACH_LLM_TIMEOUT_MS ? Number(env.COACH_LLM_TIMEOUT_MS) : DEFAULT_MODEL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error(`COACH_LLM_TIMEOUT_MS must be a whole number of ms >= 100, got "${env.COACH_LLM_TIMEOUT_MS}"`);
  if (env.COACH_LLM_URL) {
    if (!/^https?:\/\//.test(env.COACH_LLM_URL)) throw new Error(`COACH_LLM_URL must be an http(s) URL, got "${env.COACH_LLM_URL}"`);
    if (!env.COACH_LLM_MODEL) throw new Error('COACH_LLM_URL needs COACH_LLM_MODEL (the model name the endpoint serves)');
    return {
      kind: 'openai',
      url: env.COACH_LLM_URL.replace(/\/$/, ''),
      model: env.COACH_LLM_MODEL,
      apiKey: env.COACH_LLM_KEY || null,
      timeoutMs,
    };
  }
  if (env.COACH_BEDROCK_MODEL_ID) return { kind: 'bedrock', modelId: env.COACH_BEDROCK_MODEL_ID, timeoutMs };
  return { kind: 'none' };
}
