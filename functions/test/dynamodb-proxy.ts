// A window onto DynamoDB for tests and the bench: an HTTP proxy in front of a DynamoDB Local that
// passes every call through, counting the items each Query reads (its ScannedCount), so a test can
// show a page reads about what it shows, listing the operations called, so a test can show what a
// request costs, and adding up the request units DynamoDB on demand would bill (the bench's cost
// model, which has the proxy weigh the items each transaction writes); and, when told, answers transactions that write an item the test
// named as DynamoDB does when that item's condition fails (TransactionCanceledException with the
// item's reason), so a write that retries on such a failure can be shown to give up in bounded time.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TABLE_DEFINITION } from '../src/dynamo/table-definition';

type AttributeValue = { S?: string };
type Consumed = { CapacityUnits?: number };

/** The calls DynamoDB Local reports the consumed capacity of, correctly for a single call. */
const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan']);
const METERED = new Set([...READS, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
interface TransactItemJson {
  [operation: string]: {
    TableName: string;
    Key?: Record<string, AttributeValue>;
    Item?: Record<string, AttributeValue>;
    UpdateExpression?: string;
  };
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
  /**
   * The read and write request units billed since the last call of this (and resets them): what
   * DynamoDB Local reports each call consumed (asked for with ReturnConsumedCapacity), except for
   * transactions, whose figures it gets wrong (it bills their items' total size, not each item's),
   * counted by DynamoDB's rules (transactionUnits) from the request, each item weighed as stored
   * before and after when the proxy was started with `weighTransactions`, and for a single write
   * whose condition failed, which it reports as free and DynamoDB bills (refusedWriteUnits).
   */
  takeUnits(): { reads: number; writes: number };
  /**
   * The write units billed since the last call of this, item by item (and resets the list): each
   * written item's kind (its PK's and SK's leading parts, `CONV/MSG`), the call that wrote it, and its
   * units (a BatchWriteItem's, which DynamoDB Local reports for the whole call, under its items' kinds joined).
   */
  takeItemWrites(): ItemWrite[];
  /**
   * Who signed the calls since the last call of this, in order, and resets the list: each one's
   * SigV4 credential scope, `<access key id>/<date>/<region>/<service>` (DynamoDB Local takes any).
   */
  takeSigners(): string[];
  /** Calls received and not answered yet (their units are counted when they are answered). */
  inFlight(): number;
  /** Fails every transaction that writes the item `PK`/`SK` (its condition "failed"), until cleared with null. */
  failWritesTo(key: { PK: string; SK: string } | null): void;
  /** How many transactions were failed since the last failWritesTo. */
  failed(): number;
  stop(): Promise<void>;
}

/** One item's write units: `kind` is its PK's and SK's leading parts (`CONV/MSG`), `operation` the call. */
export interface ItemWrite {
  kind: string;
  operation: string;
  units: number;
}

export async function startDynamoDbProxy(target: string, options: { weighTransactions?: boolean } = {}): Promise<DynamoDbProxy> {
  let failing: { PK: string; SK: string } | null = null;
  let failedCount = 0;
  let itemsRead = 0;
  let calls: string[] = [];
  let signers: string[] = [];
  let units = { reads: 0, writes: 0 };
  let itemWrites: ItemWrite[] = [];
  let pending = 0;
  const upstream = new URL(target);

  /** Each transaction item's stored item, weighed (read past the counts). */
  const weighStored = (items: TransactItemJson[], headers: Record<string, unknown>): Promise<Weighed[]> =>
    Promise.all(
      items.map(async (item) => {
        const { TableName, Key, Item } = Object.values(item)[0]!;
        const key = Key ?? { PK: Item!.PK!, SK: Item!.SK! };
        const { Item: stored } = (await upstreamCall(upstream, headers, 'GetItem', { TableName, Key: key, ConsistentRead: true })) as {
          Item?: Record<string, unknown>;
        };
        return stored ? { bytes: itemBytes(stored), indexes: INDEX_KEYS.filter((name) => stored[name] !== undefined).length } : NOTHING;
      }),
    );

  /**
   * What DynamoDB bills a single write whose condition failed (DynamoDB Local answers it with no
   * consumed capacity): the stored item's size, weighed when the proxy weighs, at least one unit.
   */
  const refusedWriteUnits = async (body: Buffer, headers: Record<string, unknown>): Promise<number> => {
    if (!options.weighTransactions) return 1;
    const { TableName, Key, Item } = JSON.parse(body.toString('utf8')) as {
      TableName: string;
      Key?: Record<string, AttributeValue>;
      Item?: Record<string, AttributeValue>;
    };
    const [stored] = await weighStored([{ Put: { TableName, Key: Key ?? { PK: Item!.PK!, SK: Item!.SK! } } }], headers);
    return Math.max(1, Math.ceil(stored!.bytes / 1024));
  };

  const server = createServer((req, res) => {
    pending += 1;
    res.on('close', () => {
      pending -= 1;
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let body = Buffer.concat(chunks);
      const operation = String(req.headers['x-amz-target']).replace('DynamoDB_20120810.', '');
      const metered = METERED.has(operation);
      if (metered) {
        // DynamoDB Local takes any signature, so the body may be changed on the way.
        body = Buffer.from(JSON.stringify({ ...JSON.parse(body.toString('utf8')), ReturnConsumedCapacity: 'TOTAL' }));
      }
      const transaction =
        operation === 'TransactWriteItems' ? (JSON.parse(body.toString('utf8')).TransactItems as TransactItemJson[]) : null;
      const before = transaction && options.weighTransactions ? await weighStored(transaction, req.headers) : null;
      const key = operation === 'GetItem' ? (JSON.parse(body.toString('utf8')) as { Key: Record<string, AttributeValue> }).Key : null;
      calls.push(key ? `${operation} ${key.PK?.S?.split('#')[0]}` : operation);
      signers.push(/Credential=([^/]+\/[^/]+\/[^/]+\/[^/]+)/.exec(String(req.headers.authorization))?.[1] ?? 'unsigned');
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
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, 'content-length': String(body.length) },
        },
        (answer) => {
          if (transaction) {
            const parts: Buffer[] = [];
            answer.on('data', (part: Buffer) => parts.push(part));
            answer.on('end', async () => {
              // Weighed after as well: an update is billed the larger size.
              const after = before && answer.statusCode === 200 ? await weighStored(transaction, req.headers) : null;
              const perItem = transactionUnits(transaction, before, after);
              transaction.forEach((item, i) => {
                const [action, input] = Object.entries(item)[0]!;
                itemWrites.push({ kind: kindOf(input.Key ?? input.Item ?? {}), operation: `Transact ${action}`, units: perItem[i]! });
              });
              units.writes += perItem.reduce((sum, unit) => sum + unit, 0);
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(Buffer.concat(parts));
            });
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (!metered) {
            answer.pipe(res);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', async () => {
            const text = Buffer.concat(parts);
            const parsed = JSON.parse(text.toString('utf8') || '{}') as {
              ScannedCount?: number;
              ConsumedCapacity?: Consumed | Consumed[];
              __type?: string;
            };
            if (operation === 'Query') itemsRead += parsed.ScannedCount ?? 0;
            const consumed = [parsed.ConsumedCapacity ?? []].flat().reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
            if (READS.has(operation)) units.reads += consumed;
            else {
              const refused = parsed.__type?.endsWith('ConditionalCheckFailedException');
              const written = refused ? await refusedWriteUnits(body, req.headers) : consumed;
              units.writes += written;
              itemWrites.push({
                kind: writtenKinds(operation, body),
                operation: refused ? `${operation} refused` : operation,
                units: written,
              });
            }
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
    takeUnits() {
      const taken = units;
      units = { reads: 0, writes: 0 };
      return taken;
    },
    takeItemWrites() {
      const taken = itemWrites;
      itemWrites = [];
      return taken;
    },
    takeCalls() {
      const taken = calls;
      calls = [];
      return taken;
    },
    inFlight: () => pending,
    takeSigners() {
      const taken = signers;
      signers = [];
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

/** One call to DynamoDB Local past the counts, with the headers of the call it serves (Local takes any signature). */
function upstreamCall(upstream: URL, headers: Record<string, unknown>, operation: string, input: unknown): Promise<unknown> {
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: '/',
        method: 'POST',
        headers: { ...headers, 'x-amz-target': `DynamoDB_20120810.${operation}`, 'content-length': String(Buffer.byteLength(body)) },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => resolve(JSON.parse(Buffer.concat(parts).toString('utf8') || '{}')));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** The table's index key attributes (GSI1PK, GSI2PK): an item holding one is written to that index too. */
const INDEX_KEYS = TABLE_DEFINITION.globalIndexes.map((index) => index.partitionKey);

/** A stored item's size in bytes and the number of indexes it is in (none stored: 0 and 0). */
interface Weighed {
  bytes: number;
  indexes: number;
}
const NOTHING: Weighed = { bytes: 0, indexes: 0 };

/**
 * What DynamoDB bills a TransactWriteItems in write request units: twice a plain write, per item,
 * per KB of the item, and a plain write per KB for each index the item is written to: the indexes
 * are updated after the transaction, outside it (every index projects all attributes, so any
 * change to an item in one writes it there). Weighed (`before` and `after`, the stored items), an
 * item counts its larger size and every index it is or was in (a ConditionCheck writes none);
 * else a Put counts its item as sent and the indexes whose keys it holds, an Update up to 1 KB and
 * the indexes whose keys it sets or removes, a Delete or ConditionCheck up to 1 KB.
 */
function transactionUnits(items: TransactItemJson[], before: Weighed[] | null, after: Weighed[] | null): number[] {
  return items.map((item, i) => {
    const [action, input] = Object.entries(item)[0]!;
    const sent: Weighed =
      action === 'Put'
        ? { bytes: itemBytes(input.Item ?? {}), indexes: INDEX_KEYS.filter((key) => input.Item?.[key] !== undefined).length }
        : { bytes: 0, indexes: action === 'Update' ? INDEX_KEYS.filter((key) => input.UpdateExpression?.includes(key)).length : 0 };
    const weighed = [sent, before?.[i] ?? NOTHING, after?.[i] ?? NOTHING];
    const kb = Math.max(1, Math.ceil(Math.max(...weighed.map((w) => w.bytes)) / 1024));
    const indexes = action === 'ConditionCheck' ? 0 : Math.max(...weighed.map((w) => w.indexes));
    return 2 * kb + kb * indexes;
  });
}

/**
 * An item's kind: its PK's and SK's leading parts up to the first with a digit (an id, a time), at
 * most three each (`USER/PROFILE`, `CONV/MSG`, `AGG#PLACES#D/GYM`, `USER/SCORE#ALL#GLOBAL`).
 */
function kindOf(key: Record<string, AttributeValue>): string {
  const leading = (value: string | undefined) => {
    const parts = (value ?? '?').split('#');
    const named: string[] = [];
    for (const part of parts.slice(0, 3)) {
      if (/\d/.test(part)) break;
      named.push(part);
    }
    return named.length > 0 ? named.join('#') : parts[0]!.replace(/\d.*/, '…');
  };
  return `${leading(key.PK?.S)}/${leading(key.SK?.S)}`;
}

/** The kinds of the items a single write call writes (a batch's joined, each once). */
function writtenKinds(operation: string, body: Buffer): string {
  const input = JSON.parse(body.toString('utf8')) as {
    Key?: Record<string, AttributeValue>;
    Item?: Record<string, AttributeValue>;
    RequestItems?: Record<
      string,
      { PutRequest?: { Item: Record<string, AttributeValue> }; DeleteRequest?: { Key: Record<string, AttributeValue> } }[]
    >;
  };
  if (operation !== 'BatchWriteItem') return kindOf(input.Key ?? input.Item ?? {});
  const kinds = Object.values(input.RequestItems ?? {})
    .flat()
    .map((request) => kindOf(request.PutRequest?.Item ?? request.DeleteRequest?.Key ?? {}));
  return [...new Set(kinds)].join('+');
}

/** An item's size as DynamoDB counts it, near enough: each attribute's name and value bytes. */
function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}

function valueBytes(value: unknown): number {
  const [type, inner] = Object.entries(value as Record<string, unknown>)[0]!;
  switch (type) {
    case 'S':
      return Buffer.byteLength(inner as string);
    case 'N':
      return Math.ceil((inner as string).replace(/^-|\./g, '').length / 2) + 1;
    case 'B':
      return Buffer.from(inner as string, 'base64').length;
    case 'SS':
    case 'NS':
      return (inner as string[]).reduce((sum, member) => sum + Buffer.byteLength(member), 0);
    case 'L':
      return 3 + (inner as unknown[]).reduce<number>((sum, member) => sum + 1 + valueBytes(member), 0);
    case 'M':
      return (
        3 +
        Object.entries(inner as Record<string, unknown>).reduce(
          (sum, [name, member]) => sum + 1 + Buffer.byteLength(name) + valueBytes(member),
          0,
        )
      );
    default:
      return 1;
  }
}
