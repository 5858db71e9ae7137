// A purchase's transaction hash, without zod: the web app's buy panel makes the demo one without
// loading the schemas (purchase.ts checks both forms and re-exports them).

export const DEMO_TRANSACTION_HASH = /^demo-\d{10,16}$/;
export const CHAIN_TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The spec's placeholder hash: 'demo-' plus the current timestamp. */
export function demoTransactionHash(now: number = Date.now()): string {
  return `demo-${now}`;
}
