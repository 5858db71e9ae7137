// Amazon Bedrock through the Converse stream API (@aws-sdk/client-bedrock-runtime), which speaks
// the same messages to every Bedrock model. The client is created once per container, on first use.
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { tracer } from '../trace';
import type { ModelMessage, TextModel } from './model';

let client: BedrockRuntimeClient | null = null;

export function bedrockModel(modelId: string): TextModel {
  return {
    name: `bedrock:${modelId}`,
    async *stream(messages: readonly ModelMessage[], { signal, maxTokens }) {
      client ??= tracer.captureAWSv3Client(new BedrockRuntimeClient({}));
      const system = messages.filter((message) => message.role === 'system').map((message) => ({ text: message.content }));
      const turns = messages
        .filter((message) => message.role === 'user')
        .map((message) => ({ role: 'user' as const, content: [{ text: message.content }] }));
      const answer = await client.send(
        new ConverseStreamCommand({ modelId, system, messages: turns, inferenceConfig: { maxTokens, temperature: 0.4 } }),
        { abortSignal: signal },
      );
      for await (const event of answer.stream ?? []) {
        const text = event.contentBlockDelta?.delta?.text;
        if (text) yield text;
      }
      // An aborted stream ends quietly here; the port's callers are told it failed.
      signal.throwIfAborted();
    },
  };
}
