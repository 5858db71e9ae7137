// The DynamoDB document client, created once per Lambda container (module scope): the AWS SDK's
// DynamoDBDocumentClient over DynamoDBClient, with the SDK's default credential chain (Lambda's
// role, AWS_PROFILE and SSO for the admin CLI, container and instance credentials), signing,
// retries and connection pool. Locally, DYNAMODB_ENDPOINT points it at DynamoDB Local, which takes
// any credentials (client-config.ts) and needs a read after each transaction before that is
// committed (local-commit-barrier.ts). Traced in Lambda: each call is a subsegment.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { tracer } from '../trace';
import { dynamoClientConfig } from './client-config';
import { addLocalCommitBarrier } from './local-commit-barrier';

const endpoint = process.env.DYNAMODB_ENDPOINT || undefined;
const client = tracer.captureAWSv3Client(new DynamoDBClient(dynamoClientConfig(endpoint)));
if (endpoint) addLocalCommitBarrier(client, config.tableName);

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
