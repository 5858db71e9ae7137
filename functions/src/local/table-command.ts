// What the one-off table commands (rebuild-aggregates, backfill-indexes) share: they run on the local
// table (DynamoDB Local under .data/, started here and stopped after), or on DYNAMODB_ENDPOINT and
// TABLE_NAME, which may be a deployed table with credentials in the shell; they print one line.
import { resolve } from 'node:path';
import { type DynamoDbLocal, JavaMissingError, startDynamoDbLocal } from './dynamodb-local';
import { REPO_ROOT } from './index';

/** Runs `work` on the table and prints what it answers; exits 1 on failure. */
export function runOnTable(work: () => Promise<string>): void {
  main(work).catch((error: unknown) => {
    console.error(error instanceof JavaMissingError ? error.message : error);
    process.exit(1);
  });
}

async function main(work: () => Promise<string>): Promise<void> {
  let local: DynamoDbLocal | null = null;
  if (!process.env.DYNAMODB_ENDPOINT && !process.env.AWS_REGION) {
    local = await startDynamoDbLocal({ dataDir: resolve(REPO_ROOT, '.data/dynamodb') });
    process.env.DYNAMODB_ENDPOINT = local.endpoint;
  }
  try {
    console.log(await work());
  } finally {
    await local?.stop();
  }
}
