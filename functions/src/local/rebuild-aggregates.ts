// `npm run rebuild-aggregates -w @fitchoice/functions`: recomputes the analytics aggregates from the
// source items of the local table (DynamoDB Local under .data/, or DYNAMODB_ENDPOINT and TABLE_NAME,
// which may be a deployed table with credentials in the shell). Run it while nothing else writes.
import { resolve } from 'node:path';
import { type DynamoDbLocal, JavaMissingError, startDynamoDbLocal } from './dynamodb-local';
import { REPO_ROOT } from './index';

async function main(): Promise<void> {
  let local: DynamoDbLocal | null = null;
  if (!process.env.DYNAMODB_ENDPOINT && !process.env.AWS_REGION) {
    local = await startDynamoDbLocal({ dataDir: resolve(REPO_ROOT, '.data/dynamodb') });
    process.env.DYNAMODB_ENDPOINT = local.endpoint;
  }
  try {
    // Imported only now: the store's client reads DYNAMODB_ENDPOINT when it loads.
    const { rebuildAggregates } = await import('../store/rebuild-aggregates');
    const { scanned, removed, written } = await rebuildAggregates();
    console.log(`Scanned ${scanned} items; replaced ${removed} aggregate items with ${written}`);
  } finally {
    await local?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof JavaMissingError ? error.message : error);
  process.exit(1);
});
