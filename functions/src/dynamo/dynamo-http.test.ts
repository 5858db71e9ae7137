// The store's DynamoDB transport: its signature is the AWS SDK's, byte for byte, and it retries,
// names and shapes DynamoDB's answers as the SDK did (the store's error checks rely on it). A small
// node:http server plays DynamoDB in AWS here; DynamoDB Local runs under every integration test.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, describe, expect, it } from 'vitest';
import { DynamoHttpClient, signatureV4 } from './dynamo-http';
import { isConditionFailed, transactionCancellationCodes } from './errors';

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The SDK signer's hash, by node:crypto (the SDK's own comes with its Node runtime config). */
class Sha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {}
}

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'token/with+chars=',
};

describe('signatureV4', () => {
  it("signs a DynamoDB call exactly as the AWS SDK's signer does", async () => {
    const body = JSON.stringify({ TableName: 'fitchoice', Key: { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' } } });
    const headers = {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-date': '20261124T231500Z',
      'x-amz-target': 'DynamoDB_20120810.GetItem',
      'x-amz-security-token': credentials.sessionToken,
    };
    const ours = signatureV4({
      method: 'POST',
      host: 'dynamodb.eu-west-1.amazonaws.com',
      path: '/',
      headers,
      body,
      region: 'eu-west-1',
      service: 'dynamodb',
      credentials,
      amzDate: '20261124T231500Z',
    });
    const sdk = new SignatureV4({ credentials, region: 'eu-west-1', service: 'dynamodb', sha256: Sha256, applyChecksum: false });
    const signed = await sdk.sign(
      {
        method: 'POST',
        protocol: 'https:',
        hostname: 'dynamodb.eu-west-1.amazonaws.com',
        path: '/',
        headers: { ...headers, host: 'dynamodb.eu-west-1.amazonaws.com' },
        body,
      },
      { signingDate: new Date('2026-11-24T23:15:00Z') },
    );
    expect(ours).toBe(signed.headers.authorization);
  });
});

describe('DynamoHttpClient', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A DynamoDB stand-in answering `answers` in turn; records what it was sent. */
  async function dynamo(answers: { status: number; body: unknown }[]) {
    const seen: { target: string; body: unknown; authorization: string }[] = [];
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({
          target: String(req.headers['x-amz-target']),
          body: JSON.parse(Buffer.concat(chunks).toString()),
          authorization: String(req.headers.authorization),
        });
        const answer = answers.shift() ?? { status: 500, body: {} };
        res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const client = new DynamoHttpClient({
      endpoint: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`,
      region: 'us-east-1',
      credentials: () => credentials,
      marshall: { removeUndefinedValues: true },
      unmarshall: { wrapNumbers: (value) => (Number.isSafeInteger(Number(value)) ? Number(value) : BigInt(value)) },
    });
    return { client, seen };
  }

  it('sends native values as attribute values and answers native values, big numbers exactly', async () => {
    const { client, seen } = await dynamo([
      {
        status: 200,
        body: { Item: { PK: { S: 'USER#1' }, cents: { N: '90071992547409930' }, xp: { N: '12' }, roles: { L: [{ S: 'member' }] } } },
      },
    ]);
    const { Item } = await client.send(new GetCommand({ TableName: 't', Key: { PK: 'USER#1', SK: 'PROFILE' }, ConsistentRead: true }));
    expect(Item).toEqual({ PK: 'USER#1', cents: 90071992547409930n, xp: 12, roles: ['member'] });
    expect(seen[0]).toMatchObject({
      target: 'DynamoDB_20120810.GetItem',
      body: { TableName: 't', Key: { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' } }, ConsistentRead: true },
    });
    expect(seen[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/dynamodb\/aws4_request, /);
  });

  it('retries throttling and 5xx answers, then answers the success', async () => {
    const { client, seen } = await dynamo([
      { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'slow down' } },
      { status: 503, body: {} },
      { status: 200, body: {} },
    ]);
    const answer = await client.send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } }));
    expect(answer.Item).toBeUndefined();
    expect(answer.$metadata.attempts).toBe(3);
    expect(seen).toHaveLength(3);
  });

  it('gives up after three tries with the last refusal', async () => {
    const { client, seen } = await dynamo(
      Array.from({ length: 5 }, () => ({ status: 500, body: { __type: 'x#InternalServerError', message: 'boom' } })),
    );
    await expect(client.send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } }))).rejects.toMatchObject({
      name: 'InternalServerError',
      message: 'boom',
    });
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refused condition, and names it and its reasons as the store expects', async () => {
    const { client, seen } = await dynamo([
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message: 'Transaction cancelled',
          CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }],
        },
      },
      {
        status: 400,
        body: { __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed' },
      },
    ]);
    const transaction = client.send(
      new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { PK: 'a', SK: 'b', n: 1n } } }] }),
    );
    const cancelled = await transaction.catch((error: unknown) => error);
    expect(transactionCancellationCodes(cancelled)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(seen[0]!.body).toEqual({
      TransactItems: [{ Put: { TableName: 't', Item: { PK: { S: 'a' }, SK: { S: 'b' }, n: { N: '1' } } } }],
    });
    const refused = await client.send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } })).catch((error: unknown) => error);
    expect(isConditionFailed(refused)).toBe(true);
    expect(seen).toHaveLength(2);
  });
});
