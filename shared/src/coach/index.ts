// The coach's engine-independent core, shared by the browser (so a plan builds offline) and the
// server (which also validates a language model's output with it). No zod, no I/O.
export * from './actions';
export * from './adapt';
export * from './breathing';
export * from './chat';
export * from './dates';
export * from './equipment';
export * from './library';
export * from './limits';
export * from './mood';
export * from './motivation';
export * from './planner';
export * from './safety';
export * from './search';
export * from './types';
