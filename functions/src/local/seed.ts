// `npm run seed -w @fitchoice/functions`: loads the gym catalogue, the professionals, the rewards and
// the challenges into the local table (DynamoDB Local under DATA_DIR, default .data/, or
// DYNAMODB_ENDPOINT) when they are not there yet. `npm start` does the same on
// its first run; this is for a store that was created without it.
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoClientConfig } from '../dynamo/client-config';
import { ensureTable } from '../dynamo/create-table';
import { DEFAULT_TABLE_NAME } from '../table-name';
import { type DynamoDbLocal, JavaMissingError, startDynamoDbLocal } from './dynamodb-local';
import { REPO_ROOT } from './index';

async function main(): Promise<void> {
  let local: DynamoDbLocal | null = null;
  if (!process.env.DYNAMODB_ENDPOINT) {
    local = await startDynamoDbLocal({ dataDir: resolve(process.env.DATA_DIR || resolve(REPO_ROOT, '.data'), 'dynamodb') });
    process.env.DYNAMODB_ENDPOINT = local.endpoint;
  }
  try {
    const client = new DynamoDBClient(dynamoClientConfig(process.env.DYNAMODB_ENDPOINT));
    await ensureTable(client, process.env.TABLE_NAME || DEFAULT_TABLE_NAME);
    client.destroy();
    // Imported only now: the store's client reads DYNAMODB_ENDPOINT when it loads.
    const { seedCatalogueIfMissing, seedProfessionalsIfMissing, seedRewardsIfMissing } = await import('../seed/seed');
    const written = await seedCatalogueIfMissing();
    console.log(written > 0 ? `Seeded ${written} gyms` : 'The gym catalogue is already there; nothing to do');
    const professionals = await seedProfessionalsIfMissing();
    console.log(professionals > 0 ? `Seeded ${professionals} professionals` : 'The professionals are already there; nothing to do');
    const store = await seedRewardsIfMissing();
    console.log(`Seeded ${store.rewards} rewards and ${store.challenges} challenges (those already there are kept)`);
  } finally {
    await local?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof JavaMissingError ? error.message : error);
  process.exit(1);
});
