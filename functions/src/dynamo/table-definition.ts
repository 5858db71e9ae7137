// The one DynamoDB table, defined once: the local runtime creates it from this and the CDK stack
// deploys it from this, so the two cannot drift.

export interface KeyDefinition {
  partitionKey: string;
  sortKey: string;
}

export interface GlobalIndexDefinition extends KeyDefinition {
  indexName: string;
}

export interface TableDefinition extends KeyDefinition {
  /** All key attributes are strings. */
  globalIndexes: readonly GlobalIndexDefinition[];
  /** Items whose `expiresAt` (epoch seconds) has passed are removed by DynamoDB. */
  timeToLiveAttribute: string;
}

export const TABLE_DEFINITION: TableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  globalIndexes: [
    // Another access path per screen: e.g. gyms by region and geo cell.
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    // Leaderboards: board id -> zero-padded score.
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
  timeToLiveAttribute: 'expiresAt',
};
