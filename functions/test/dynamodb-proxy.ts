// A window onto DynamoDB for tests: an HTTP proxy in front of the run's DynamoDB Local that passes
// every call through, counting the items each Query reads (its ScannedCount), so a test can show a
// page reads about what it shows, and listing the operations called, so a test can show what a
// request costs; and, when told, answers transactions that write an item the test
// named as DynamoDB does when that item's condition fails (TransactionCanceledException with the
// item's reason), so a write that retries on such a failure can be shown to give up in bounded time.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

type AttributeValue = { S?: string };
interface TransactItemJson {
  [operation: string]: { Key?: Record<string, AttributeValue>; Item?: Record<string, AttributeValue> };
}

export interface DynamoDbProxy {
  url: string;
  /** Items read by Query calls since the last call of this (and resets the count). */
  takeItemsRead(): number;
  /**
   * The operations called since the last call of this, in order, and resets the list: `GetItem USER`
   * (a GetItem with the kind of its key, the partition key's first part), `TransactWriteItems`...
   */
  takeCalls(): string[];
  /** Fails every transaction that writes the item `PK`/`SK` (its condition "failed"), until cleared with null. */
  failWritesTo(key: { PK: string; SK: string } | null): void;
  /** How many transactions were failed since the last failWritesTo. */
  failed(): number;
  stop(): Promise<void>;
}

export async function startDynamoDbProxy(target: string): Promise<DynamoDbProxy> {
  let failing: { PK: string; SK: string } | null = null;
  let failedCount = 0;
  let itemsRead = 0;
  let calls: string[] = [];
  const upstream = new URL(target);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const operation = String(req.headers['x-amz-target']).replace('DynamoDB_20120810.', '');
      const key = operation === 'GetItem' ? (JSON.parse(body.toString('utf8')) as { Key: Record<string, AttributeValue> }).Key : null;
      calls.push(key ? `${operation} ${key.PK?.S?.split('#')[0]}` : operation);
      const index = failing && req.headers['x-amz-target'] === 'DynamoDB_20120810.TransactWriteItems' ? indexOfWrite(body, failing) : -1;
      if (index >= 0) {
        failedCount += 1;
        const reasons = JSON.parse(body.toString('utf8')).TransactItems.map((_: unknown, i: number) =>
          i === index ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' } : { Code: 'None' },
        );
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(
          JSON.stringify({
            __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
            Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r: { Code: string }) => r.Code).join(', ')}]`,
            CancellationReasons: reasons,
          }),
        );
        return;
      }
      const forward = httpRequest(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (req.headers['x-amz-target'] !== 'DynamoDB_20120810.Query') {
            answer.pipe(res);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            itemsRead += (JSON.parse(text.toString('utf8')) as { ScannedCount?: number }).ScannedCount ?? 0;
            res.end(text);
          });
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    takeItemsRead() {
      const read = itemsRead;
      itemsRead = 0;
      return read;
    },
    takeCalls() {
      const taken = calls;
      calls = [];
      return taken;
    },
    failWritesTo(key) {
      failing = key;
      failedCount = 0;
    },
    failed: () => failedCount,
    stop: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function indexOfWrite(body: Buffer, key: { PK: string; SK: string }): number {
  const items = (JSON.parse(body.toString('utf8')) as { TransactItems: TransactItemJson[] }).TransactItems;
  return items.findIndex((item) => {
    const operation = Object.values(item)[0];
    const written = operation?.Key ?? operation?.Item;
    return written?.PK?.S === key.PK && written?.SK?.S === key.SK;
  });
}
