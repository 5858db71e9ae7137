// The DynamoDB document client, created once per Lambda container (module scope). Locally,
// DYNAMODB_ENDPOINT points it at DynamoDB Local, which accepts any credentials (and needs a read
// after each transaction before it is committed: local-commit-barrier.ts).
// It is our own transport (dynamo-http.ts), not the AWS SDK's client: same commands, a fifth of the CPU.
import { config } from '../config';
import { DynamoHttpClient } from './dynamo-http';
import { waitForLocalCommits } from './local-commit-barrier';

const endpoint = process.env.DYNAMODB_ENDPOINT || undefined;

export const documentClient = new DynamoHttpClient({
  endpoint,
  region: process.env.AWS_REGION || 'us-east-1',
  // Lambda puts its role's (rotating) credentials in the environment; DynamoDB Local takes any.
  credentials: () =>
    endpoint
      ? { accessKeyId: 'local', secretAccessKey: 'local' }
      : {
          accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
          secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
          ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
        },
  marshall: { removeUndefinedValues: true },
  // Balances are whole hundredths that may exceed 2^53: read every number exactly, as a bigint
  // when it is not a safe integer.
  unmarshall: { wrapNumbers: (value: string) => readNumber(value) },
  ...(endpoint ? { afterTransactWrite: (client: DynamoHttpClient) => waitForLocalCommits(client, config.tableName) } : {}),
});

function readNumber(value: string): number | bigint {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) || !/^-?\d+$/.test(value) ? asNumber : BigInt(value);
}

export const TABLE = config.tableName;
