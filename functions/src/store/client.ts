// The DynamoDB document client, created once per Lambda container (module scope). Locally,
// DYNAMODB_ENDPOINT points it at DynamoDB Local, which accepts any credentials (and needs a read
// after each transaction before it is committed: local-commit-barrier.ts).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { dynamoClientConfig } from './client-config';
import { waitForLocalCommits } from './local-commit-barrier';

const client = new DynamoDBClient(dynamoClientConfig());
if (process.env.DYNAMODB_ENDPOINT) waitForLocalCommits(client, config.tableName);

export const documentClient = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
  // Balances are whole hundredths that may exceed 2^53: read every number exactly, as a bigint
  // when it is not a safe integer.
  unmarshallOptions: { wrapNumbers: (value: string) => readNumber(value) },
});

function readNumber(value: string): number | bigint {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) || !/^-?\d+$/.test(value) ? asNumber : BigInt(value);
}

export const TABLE = config.tableName;
