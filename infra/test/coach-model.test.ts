// The coach's language model in the deployed stack: with -c coachBedrockModelId the coach, mood and
// motivation functions (and only they) get the model id and may stream from that model (nothing
// wider); with -c coachLlmUrl they get the endpoint and the key by dynamic reference; without
// either, no function can reach a model. Bundling is skipped: only the template is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStageConfig } from '../lib/config';
import { COACH_MODEL_HANDLERS } from '../lib/fitchoice-stack';
import { type Synthesized, synthesize, TEST_REGION } from './synthesize';

type Resource = { Type: string; Properties: Record<string, unknown> };

let bedrock: Synthesized;
let profile: Synthesized;
let openai: Synthesized;
let none: Synthesized;

beforeAll(() => {
  bedrock = synthesize(
    { stage: 'dev', allowDemoPurchases: 'true', coachBedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0' },
    { bundle: false },
  );
  profile = synthesize({ stage: 'dev', allowDemoPurchases: 'true', coachBedrockModelId: 'eu.amazon.nova-lite-v1:0' }, { bundle: false });
  openai = synthesize(
    {
      stage: 'dev',
      allowDemoPurchases: 'true',
      coachLlmUrl: 'https://llm.example/v1',
      coachLlmModel: 'coach-1',
      coachLlmKeySecret: 'fitchoice/coach-llm-key',
    },
    { bundle: false },
  );
  none = synthesize({ stage: 'dev', allowDemoPurchases: 'true' }, { bundle: false });
}, 240_000);
afterAll(() => {
  for (const synthesized of [bedrock, profile, openai, none]) synthesized?.cleanUp();
});

function functionsOf(synthesized: Synthesized): Map<string, Resource> {
  const byName = new Map<string, Resource>();
  for (const fn of Object.values(synthesized.template.findResources('AWS::Lambda::Function')) as Resource[]) {
    const name = fn.Properties.FunctionName;
    if (typeof name === 'string' && name.startsWith('fitchoice-dev-')) byName.set(name.slice('fitchoice-dev-'.length), fn);
  }
  return byName;
}

function variablesOf(fn: Resource): Record<string, unknown> {
  return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

function bedrockStatementsOf(synthesized: Synthesized, fn: Resource): Record<string, unknown>[] {
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return (Object.values(synthesized.template.findResources('AWS::IAM::Policy')) as Resource[])
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
    .filter((statement) => JSON.stringify(statement.Action).includes('bedrock'));
}

describe("the coach's model in the stack", () => {
  it('gives the Bedrock model id and a stream permission on that model to the coach handlers only', () => {
    for (const [name, fn] of functionsOf(bedrock)) {
      const coach = COACH_MODEL_HANDLERS.includes(name as never);
      expect(variablesOf(fn).COACH_BEDROCK_MODEL_ID, name).toBe(coach ? 'anthropic.claude-3-haiku-20240307-v1:0' : undefined);
      const statements = bedrockStatementsOf(bedrock, fn);
      if (!coach) {
        expect(statements, name).toEqual([]);
        continue;
      }
      expect(statements, name).toEqual([
        {
          Effect: 'Allow',
          Action: 'bedrock:InvokeModelWithResponseStream',
          Resource: {
            'Fn::Join': [
              '',
              ['arn:', { Ref: 'AWS::Partition' }, `:bedrock:${TEST_REGION}::foundation-model/anthropic.claude-3-haiku-20240307-v1:0`],
            ],
          },
        },
      ]);
      // A model may take its 20 s before the rules answer: the function waits longer, within API Gateway's 30 s.
      expect(fn.Properties.Timeout, name).toBe(29);
    }
  });

  it('lets an inference profile route to its foundation model in any region, and nothing else', () => {
    const statements = bedrockStatementsOf(profile, functionsOf(profile).get('coach')!);
    expect(JSON.stringify(statements)).toContain(':inference-profile/eu.amazon.nova-lite-v1:0');
    expect(JSON.stringify(statements)).toContain(':bedrock:*::foundation-model/amazon.nova-lite-v1:0');
    expect(JSON.stringify(statements)).not.toMatch(/foundation-model\/\*|"bedrock:\*"/);
  });

  it('gives an OpenAI-compatible endpoint, its model and its key (by dynamic reference) to the coach handlers', () => {
    for (const [name, fn] of functionsOf(openai)) {
      const variables = variablesOf(fn);
      if (!COACH_MODEL_HANDLERS.includes(name as never)) {
        expect(variables.COACH_LLM_URL, name).toBeUndefined();
        continue;
      }
      expect(variables.COACH_LLM_URL).toBe('https://llm.example/v1');
      expect(variables.COACH_LLM_MODEL).toBe('coach-1');
      expect(JSON.stringify(variables.COACH_LLM_KEY)).toContain('{{resolve:secretsmanager:');
      expect(JSON.stringify(variables.COACH_LLM_KEY)).toContain('fitchoice/coach-llm-key');
    }
  });

  it('without a model, no function has a model setting or a Bedrock permission', () => {
    for (const [name, fn] of functionsOf(none)) {
      expect(
        Object.keys(variablesOf(fn)).filter((key) => key.startsWith('COACH_')),
        name,
      ).toEqual([]);
      expect(bedrockStatementsOf(none, fn), name).toEqual([]);
    }
  });

  it('refuses two models at once, a bad model id, and an endpoint without its model name', () => {
    const read = (context: Record<string, string>) => () => {
      const values: Record<string, string> = { allowDemoPurchases: 'true', ...context };
      return readStageConfig((key) => values[key]);
    };
    expect(read({ coachBedrockModelId: 'a.b', coachLlmUrl: 'https://x.example' })).toThrow(/give one/);
    expect(read({ coachBedrockModelId: 'no spaces please' })).toThrow(/not a Bedrock model id/);
    expect(read({ coachLlmUrl: 'https://x.example' })).toThrow(/coachLlmModel/);
    expect(read({ coachLlmUrl: 'http://x.example', coachLlmModel: 'm' })).toThrow(/https/);
  });
});
