// The outbox replay's floor on DynamoDB Local (issue 24): a SweatCoin purchase's DynamoDB calls, sent
// by the store's own code (creditPurchase: the balance's read and one transaction that also takes
// the Idempotency-Key with its answer, and the local commit barrier after it) straight to an
// in-memory DynamoDB Local, with no HTTP server, session or browser. Prints the wall time and
// DynamoDB Local's CPU per purchase for one member's purchases one after another, for six members
// side by side, and for one member's purchases arriving a batch at a time (the store writes a
// member's waiting credits together), then what 1,000 of them take at that rate. `npm run bench -w
// @fitchoice/functions -- replay`, or `npx tsx bench/replay-floor.ts` in functions/.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { MAX_BATCH_CALLS } from '@fitchoice/shared/api/batch-routes';
import { dynamoClientConfig } from '../src/dynamo/client-config';
import { ensureTable } from '../src/dynamo/create-table';
import { startDynamoDbLocal } from '../src/local/dynamodb-local';
import { cpuOfTree } from './process-cpu';

const PURCHASES = 300;
const REPLAY = 1000;
const MEMBERS_SIDE_BY_SIDE = 6;
/** The replayer's batch size (shared MAX_BATCH_CALLS). */
const BATCH = MAX_BATCH_CALLS;

const dynamo = await startDynamoDbLocal({ dataDir: null });
try {
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = 'fitchoice-replay-floor';
  const client = new DynamoDBClient(dynamoClientConfig(dynamo.endpoint));
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
  // Imported once the endpoint is set: the store's client reads it when loaded.
  const { createGuest } = await import('../src/users/store');
  const { firstAnswerItem } = await import('../src/http/idempotency-store');
  const { creditPurchase } = await import('../src/wallet/purchases');
  let hash = Date.now() * 1000;
  const purchase = async (userId: string) => {
    const transactionHash = `demo-${hash++}`;
    const now = Date.now();
    const answer = { statusCode: 200, headers: {}, body: '{"success":true}' };
    const result = await creditPurchase(
      {
        transactionHash,
        userId,
        walletAddress: '0x1111111111111111111111111111111111111111',
        ethAmount: '0.01',
        coinCents: 100_000n,
        createdAt: new Date(now).toISOString(),
      },
      () => [
        firstAnswerItem({ scope: userId, key: transactionHash, requestHash: 'bench', now, leaseMs: 30_000, ttlMs: 86_400_000 }, answer),
      ],
    );
    if (result.state !== 'credited') throw new Error(`credit ${result.state}`);
  };
  /** Each member's purchases `together` at a time, as a batch's calls arrive (the store writes those waiting in one transaction). */
  const measure = async (name: string, members: string[], each: number, together = 1) => {
    const before = cpuOfTree(process.pid);
    const started = performance.now();
    await Promise.all(
      members.map(async (member) => {
        for (let i = 0; i < each; i += together) await Promise.all(Array.from({ length: together }, () => purchase(member)));
      }),
    );
    const ms = (performance.now() - started) / (members.length * each);
    const java = (cpuOfTree(process.pid).dynamo - before.dynamo) / (members.length * each);
    console.log(
      `${name.padEnd(44)} | ${ms.toFixed(1).padStart(5)} ms per purchase | DynamoDB Local CPU ${java.toFixed(1)} ms per purchase | ${REPLAY.toLocaleString('en')} take ${((ms * REPLAY) / 1000).toFixed(1)} s`,
    );
  };
  const one = (await createGuest(new Date())).id;
  const many = await Promise.all(Array.from({ length: MEMBERS_SIDE_BY_SIDE }, async () => (await createGuest(new Date())).id));
  console.log(`\nReplay floor: a purchase's DynamoDB calls by the store's code, straight to DynamoDB Local (no HTTP, no browser)`);
  // DynamoDB Local's JIT: its first calls cost several times the later ones.
  for (let i = 0; i < 50; i++) await purchase(one);
  await measure('one member, one after another', [one], PURCHASES);
  await measure(`${MEMBERS_SIDE_BY_SIDE} members side by side`, many, PURCHASES / MEMBERS_SIDE_BY_SIDE);
  await measure(`one member, ${BATCH} at a time (a replayed batch)`, [one], PURCHASES, BATCH);
} finally {
  await dynamo.stop();
}
