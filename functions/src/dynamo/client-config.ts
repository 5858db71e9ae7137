// How a DynamoDB client is configured: AWS's defaults in Lambda; with an endpoint (DynamoDB Local),
// a region and dummy credentials, which DynamoDB Local accepts.
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';

export function dynamoClientConfig(endpoint: string | undefined = process.env.DYNAMODB_ENDPOINT): DynamoDBClientConfig {
  if (!endpoint) return {};
  return {
    endpoint,
    region: process.env.AWS_REGION || 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}
