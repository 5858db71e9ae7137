export * from './auth';
export * from './common';
export * from './heartbeat';
export * from './purchase';
export * from './validation';
