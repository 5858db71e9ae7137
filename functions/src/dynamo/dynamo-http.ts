// The handlers' DynamoDB client: lib-dynamodb's commands (GetCommand, PutCommand, ...) sent as
// DynamoDB's JSON protocol over a keep-alive connection pool, signed with SigV4 by node:crypto.
// The store keeps writing `documentClient.send(new GetCommand({...}))`; only the transport changed.
// Why: the AWS SDK spent ~0.45 ms of CPU per call in its middleware stack, schema serde, endpoint
// rules, user agent and signer, against ~0.1 ms for the same request sent here (`bench/profile.ts me`
// shows it), and a GET /api/auth/me is two calls. What the SDK did for us is kept: SigV4 with
// the Lambda role's credentials, retries of throttling, 5xx and dropped connections (3 tries, full
// jitter), DynamoDB's error names and fields on the error (ConditionalCheckFailedException,
// TransactionCanceledException with CancellationReasons), and the marshalling of native values.
import { createHash, createHmac } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { convertToAttr, convertToNative, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';

/** Where native values sit in a request or answer: a map of attribute values, each element or entry, or some fields. */
type Shape = 'values' | { each: Shape } | { fields: Record<string, Shape> };

const fields = (shapes: Record<string, Shape>): Shape => ({ fields: shapes });
const each = (shape: Shape): Shape => ({ each: shape });
const keyAndValues = fields({ Key: 'values', ExpressionAttributeValues: 'values' });
const pageIn = fields({ ExclusiveStartKey: 'values', ExpressionAttributeValues: 'values' });
const pageOut = fields({ Items: each('values'), LastEvaluatedKey: 'values' });
const writeRequests = each(each(fields({ PutRequest: fields({ Item: 'values' }), DeleteRequest: fields({ Key: 'values' }) })));

interface Operation {
  name: string;
  input: Shape;
  output: Shape;
}

const OPERATIONS = new Map<unknown, Operation>([
  [GetCommand, { name: 'GetItem', input: fields({ Key: 'values' }), output: fields({ Item: 'values' }) }],
  [
    PutCommand,
    { name: 'PutItem', input: fields({ Item: 'values', ExpressionAttributeValues: 'values' }), output: fields({ Attributes: 'values' }) },
  ],
  [UpdateCommand, { name: 'UpdateItem', input: keyAndValues, output: fields({ Attributes: 'values' }) }],
  [DeleteCommand, { name: 'DeleteItem', input: keyAndValues, output: fields({ Attributes: 'values' }) }],
  [QueryCommand, { name: 'Query', input: pageIn, output: pageOut }],
  // Tests read the whole table with it (the account deletion test looks for any trace of a member).
  [ScanCommand, { name: 'Scan', input: pageIn, output: pageOut }],
  [
    BatchGetCommand,
    {
      name: 'BatchGetItem',
      input: fields({ RequestItems: each(fields({ Keys: each('values') })) }),
      output: fields({ Responses: each(each('values')), UnprocessedKeys: each(fields({ Keys: each('values') })) }),
    },
  ],
  [
    BatchWriteCommand,
    { name: 'BatchWriteItem', input: fields({ RequestItems: writeRequests }), output: fields({ UnprocessedItems: writeRequests }) },
  ],
  [
    TransactWriteCommand,
    {
      name: 'TransactWriteItems',
      input: fields({
        TransactItems: each(
          fields({
            ConditionCheck: keyAndValues,
            Put: fields({ Item: 'values', ExpressionAttributeValues: 'values' }),
            Delete: keyAndValues,
            Update: keyAndValues,
          }),
        ),
      }),
      output: fields({}),
    },
  ],
]);

type Commands =
  | GetCommand
  | PutCommand
  | UpdateCommand
  | DeleteCommand
  | QueryCommand
  | ScanCommand
  | BatchGetCommand
  | BatchWriteCommand
  | TransactWriteCommand;
/** A command's answer type, as lib-dynamodb declares it. */
type OutputOf<C> = C extends { send?: never; resolveMiddleware(...args: never[]): (...args: never[]) => Promise<{ output: infer O }> }
  ? O
  : never;

/** Walks `value` along `shape`, converting each native value found with `convert`. */
function convertAlong(value: unknown, shape: Shape, convert: (value: unknown) => unknown): unknown {
  if (value === undefined || value === null) return value;
  if (shape === 'values') {
    const out: Record<string, unknown> = {};
    for (const [name, v] of Object.entries(value as Record<string, unknown>)) if (v !== undefined) out[name] = convert(v);
    return out;
  }
  if ('each' in shape) {
    if (Array.isArray(value)) return value.map((v) => convertAlong(v, shape.each, convert));
    const out: Record<string, unknown> = {};
    for (const [name, v] of Object.entries(value as Record<string, unknown>)) out[name] = convertAlong(v, shape.each, convert);
    return out;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, inner] of Object.entries(shape.fields)) {
    if (out[name] !== undefined) out[name] = convertAlong(out[name], inner, convert);
  }
  return out;
}

/** DynamoDB's answer to a refused call: its `__type`'s last part as the name, and its fields (CancellationReasons, Item...). */
export class DynamoDBError extends Error {
  readonly $metadata: { httpStatusCode: number; attempts: number };
  [field: string]: unknown;
  constructor(name: string, message: string, status: number, attempts: number, body: Record<string, unknown>) {
    super(message);
    for (const [field, value] of Object.entries(body))
      if (field !== '__type' && field !== 'message' && field !== 'Message') this[field] = value;
    this.name = name;
    this.$metadata = { httpStatusCode: status, attempts };
  }
}

/** Refusals DynamoDB asks to try again later (the SDK's throttling and transient errors). */
const RETRYABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'TransactionInProgressException',
  'InternalServerError',
  'ServiceUnavailable',
]);
const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 50;
const REQUEST_TIMEOUT_MS = 10_000;

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface DynamoHttpOptions {
  /** DynamoDB Local's URL; unset: DynamoDB in `region` over HTTPS. */
  endpoint?: string | undefined;
  region: string;
  /** Read on every call: Lambda puts its role's credentials in the environment. */
  credentials: () => Credentials;
  marshall?: { removeUndefinedValues?: boolean };
  unmarshall?: { wrapNumbers?: (value: string) => unknown };
  /** Runs after every answered TransactWriteItems, before the caller sees the answer (local-commit-barrier.ts). */
  afterTransactWrite?: (client: DynamoHttpClient) => Promise<void>;
  /** Tests: the clock signatures are dated with. */
  now?: () => Date;
}

export interface SignInput {
  method: string;
  host: string;
  path: string;
  /** Lower-case names; every one is signed. */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: Credentials;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
}

const signingKeys = new Map<string, Buffer>();

/** AWS Signature Version 4 of one request: the Authorization header's value. */
export function signatureV4({ method, host, path, headers, body, region, service, credentials, amzDate }: SignInput): string {
  const date = amzDate.slice(0, 8);
  const all: Record<string, string> = { ...headers, host };
  const names = Object.keys(all).sort();
  const canonicalHeaders = names.map((name) => `${name}:${all[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [method, path, '', canonicalHeaders, signedHeaders, sha256Hex(body)].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const cacheKey = `${credentials.secretAccessKey}/${scope}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    key = [date, region, service, 'aws4_request'].reduce<Buffer>(
      (k, part) => createHmac('sha256', k).update(part).digest(),
      Buffer.from(`AWS4${credentials.secretAccessKey}`),
    );
    signingKeys.clear(); // one scope a day per secret: no need to keep yesterday's
    signingKeys.set(cacheKey, key);
  }
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class DynamoHttpClient {
  private readonly url: URL;
  private readonly agent: HttpAgent;
  private readonly send_: typeof httpRequest;

  constructor(private readonly options: DynamoHttpOptions) {
    this.url = new URL(options.endpoint ?? `https://dynamodb.${options.region}.amazonaws.com`);
    const https = this.url.protocol === 'https:';
    this.agent = https ? new HttpsAgent({ keepAlive: true, maxSockets: 50 }) : new HttpAgent({ keepAlive: true, maxSockets: 50 });
    this.send_ = https ? httpsRequest : httpRequest;
  }

  /** Sends a lib-dynamodb command; answers what lib-dynamodb's client would (native values, `$metadata`). */
  async send<C extends Commands>(command: C): Promise<OutputOf<C>> {
    const operation = OPERATIONS.get(command.constructor);
    if (!operation) throw new Error(`The DynamoDB client does not send ${command.constructor.name}`);
    const toAttr = (value: unknown) => convertToAttr(value as NativeAttributeValue, this.options.marshall);
    const input = convertAlong(command.input, operation.input, toAttr);
    const answer = await this.call(operation.name, input);
    if (operation.name === 'TransactWriteItems') await this.options.afterTransactWrite?.(this);
    const toNative = (value: unknown) => convertToNative(value as never, this.options.unmarshall as never);
    return convertAlong(answer, operation.output, toNative) as OutputOf<C>;
  }

  /** One call of DynamoDB's JSON protocol with attribute values as DynamoDB writes them, retried as the SDK would. */
  async call(operation: string, input: unknown): Promise<Record<string, unknown>> {
    const body = JSON.stringify(input);
    for (let attempt = 1; ; attempt++) {
      let status: number;
      let text: string;
      try {
        ({ status, text } = await this.post(operation, body));
      } catch (error) {
        if (attempt < MAX_ATTEMPTS) {
          await backoff(attempt);
          continue;
        }
        throw error;
      }
      const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      if (status === 200) {
        parsed.$metadata = { httpStatusCode: status, attempts: attempt };
        return parsed;
      }
      const type = String(parsed.__type ?? `HTTP${status}`);
      const name = type.slice(type.lastIndexOf('#') + 1);
      const message = String(parsed.message ?? parsed.Message ?? `DynamoDB answered ${status}`);
      const error = new DynamoDBError(name, message, status, attempt, parsed);
      if (attempt < MAX_ATTEMPTS && (status >= 500 || RETRYABLE_NAMES.has(name))) {
        await backoff(attempt);
        continue;
      }
      throw error;
    }
  }

  private post(operation: string, body: string): Promise<{ status: number; text: string }> {
    const credentials = this.options.credentials();
    const amzDate = (this.options.now?.() ?? new Date()).toISOString().replace(/[-:]|\.\d{3}/g, '');
    const headers: Record<string, string> = {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-date': amzDate,
      'x-amz-target': `DynamoDB_20120810.${operation}`,
      ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
    };
    const authorization = signatureV4({
      method: 'POST',
      host: this.url.host,
      path: '/',
      headers,
      body,
      region: this.options.region,
      service: 'dynamodb',
      credentials,
      amzDate,
    });
    return new Promise((resolve, reject) => {
      const req = this.send_(
        this.url,
        {
          method: 'POST',
          agent: this.agent,
          headers: { ...headers, authorization, 'content-length': Buffer.byteLength(body) },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`DynamoDB did not answer ${operation} within ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }
}

function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_BASE_MS * 2 ** attempt));
}
