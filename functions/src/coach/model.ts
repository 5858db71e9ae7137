// The port every language model sits behind: messages in, the answer's text streamed out. An
// adapter throws (or its stream does) on any failure or when the signal aborts; the coach engine
// (engine.ts) then falls back to the rules.

export interface ModelMessage {
  role: 'system' | 'user';
  content: string;
}

export interface TextModel {
  /** For logs: "openai:<model>" or "bedrock:<model id>". */
  readonly name: string;
  stream(messages: readonly ModelMessage[], options: { signal: AbortSignal; maxTokens: number }): AsyncIterable<string>;
}
