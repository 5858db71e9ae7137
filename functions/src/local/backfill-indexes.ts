// `npm run backfill-indexes -w @fitchoice/functions`: gives the reports, kudos and comments written
// before their reporter/author indexes existed those indexes (store/backfill-indexes.ts), so "Delete
// my account" finds them. Once per table: the local one (DynamoDB Local under .data/), or
// DYNAMODB_ENDPOINT and TABLE_NAME, which may be a deployed table with credentials in the shell.
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
    const { backfillIndexes } = await import('../store/backfill-indexes');
    const { scanned, indexed } = await backfillIndexes();
    console.log(`Scanned ${scanned} items; indexed ${indexed}`);
  } finally {
    await local?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof JavaMissingError ? error.message : error);
  process.exit(1);
});
