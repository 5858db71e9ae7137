// The handlers' CloudWatch metrics, as Embedded Metric Format lines in the function's log
// (Powertools Metrics): idempotent replays, transaction conflicts and chain-verification latency.
// Flushed once per invocation by createHandler. The local runtime turns them off
// (POWERTOOLS_METRICS_DISABLED) so its output stays readable.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const metrics = new Metrics({ namespace: 'FitChoice', serviceName: 'fitchoice' });

/** A request answered from its Idempotency-Key's stored answer (an outbox replay, a double tap). */
export function countIdempotentReplay(): void {
  metrics.addMetric('IdempotentReplay', MetricUnit.Count, 1);
}

/** A transaction cancelled by a concurrent one (DynamoDB's TransactionConflict) and tried again. */
export function countTransactionConflict(): void {
  metrics.addMetric('TransactionConflict', MetricUnit.Count, 1);
}

export function recordChainVerification(milliseconds: number): void {
  metrics.addMetric('ChainVerificationLatency', MetricUnit.Milliseconds, milliseconds);
}

/** Writes what this invocation recorded, if anything. */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
