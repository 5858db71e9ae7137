// Any OpenAI-compatible chat completions endpoint (OpenAI, vLLM, llama.cpp's server, Ollama, ...):
// POST <url>/chat/completions with stream: true, read as server-sent events.
import type { ModelMessage, TextModel } from './model';

export class ModelError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ModelError';
  }
}

/** Reads a server-sent event stream line by line and yields each event's data. */
export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trimStart();
      newline = buffer.indexOf('\n');
    }
  }
  if (buffer.startsWith('data:')) yield buffer.slice(5).trimStart();
}

export function openAiCompatibleModel(options: { url: string; model: string; apiKey: string | null }): TextModel {
  return {
    name: `openai:${options.model}`,
    async *stream(messages: readonly ModelMessage[], { signal, maxTokens }) {
      const response = await fetch(`${options.url}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, stream: true, max_tokens: maxTokens, temperature: 0.4 }),
        signal,
      });
      if (!response.ok || !response.body) throw new ModelError(`The model endpoint answered ${response.status}`);
      for await (const data of serverSentData(response.body)) {
        if (data === '[DONE]') return;
        let parsed: { choices?: { delta?: { content?: string | null } }[]; error?: unknown };
        try {
          parsed = JSON.parse(data);
        } catch (error) {
          throw new ModelError('The model endpoint sent an event that is not JSON', { cause: error });
        }
        if (parsed.error) throw new ModelError('The model endpoint reported an error');
        const text = parsed.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
