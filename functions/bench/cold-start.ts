// The cold start of a function as deployed (issue 41): its bundle (with the AWS SDK, as CDK bundles
// it) loaded in a fresh node process, as a Lambda cold start does, then its first request, a GET of
// its own by a signed-in member against the real local stack (in-memory DynamoDB Local): the first
// request builds the SDK client, opens its connection and reads the session and the route's items.
// Prints module load, first request and their sum, each the median of RUNS fresh processes.
// bench/run.ts's bundles section runs it on the largest bundle: `npx tsx bench/cold-start.ts
// <bundle.cjs> <handler>` in functions/.
import { spawnSync } from 'node:child_process';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { startLocalStack } from '../src/local/index';
import { type HandlerName, ROUTES } from '../src/routes';

const RUNS = 5;
/** Lambda gives a function CPU in proportion to its memory (1,769 MB is one vCPU): a 512 MB one runs this much slower than a core here. */
const LAMBDA_512_SCALE = 1769 / 512;

const [bundle, handlerName] = process.argv.slice(2) as [string, HandlerName];
if (!bundle || !handlerName) throw new Error('usage: cold-start.ts <bundle.cjs> <handler>');
const route = ROUTES.find((each) => each.handler === handlerName && each.method === 'GET' && !each.path.includes('{'));
if (!route) throw new Error(`${handlerName} serves no GET route without path parameters to send first`);

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startLocalStack({ port: 0, inMemory: true, webDist: null, seedCatalogue: false });
try {
  const origin = stack.url;
  const signup = await fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `cold-${Date.now()}@example.com`, password: 'bench password 1', name: 'Cold Start' }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookies = signup.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: route.path,
    rawQueryString: '',
    cookies,
    headers: { host: new URL(stack.url).host, origin, 'user-agent': 'fitchoice-bench' },
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: new URL(stack.url).host,
      domainPrefix: 'bench',
      http: { method: route.method, path: route.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'fitchoice-bench' },
      requestId: 'cold-start',
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
  const script = `const t0=process.hrtime.bigint();const {handler}=require(${JSON.stringify(bundle)});const t1=process.hrtime.bigint();
handler(${JSON.stringify(event)}).then((answer)=>{const t2=process.hrtime.bigint();console.log(JSON.stringify({load:Number(t1-t0)/1e6,first:Number(t2-t1)/1e6,status:answer.statusCode}))});`;
  const runs: { load: number; first: number; status: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = spawnSync(process.execPath, ['-e', script], {
      env: {
        ...process.env,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        POWERTOOLS_METRICS_DISABLED: 'true',
        POWERTOOLS_LOG_LEVEL: 'ERROR',
        TABLE_NAME: stack.tableName,
        DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
        AWS_REGION: 'us-east-1',
      },
      encoding: 'utf8',
    });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('{')) throw new Error(`the cold start of ${bundle} failed: ${run.stderr}${run.stdout}`);
    runs.push(JSON.parse(line) as { load: number; first: number; status: number });
  }
  const statuses = [...new Set(runs.map((run) => run.status))];
  if (statuses.some((status) => status !== 200)) throw new Error(`${route.id} answered ${statuses.join(', ')} on a cold start, not 200`);
  const load = median(runs.map((run) => run.load));
  const first = median(runs.map((run) => run.first));
  const total = median(runs.map((run) => run.load + run.first));
  console.log(
    `Cold start of the largest function as deployed, ${handlerName}: ${total.toFixed(0)} ms here, median of ${RUNS} fresh node processes ` +
      `(module load ${load.toFixed(0)} ms, first request ${first.toFixed(0)} ms: ${route.method} ${route.path}, signed in, DynamoDB Local; each a median); ` +
      `about ${(total * LAMBDA_512_SCALE).toFixed(0)} ms on a 512 MB Lambda (x${LAMBDA_512_SCALE.toFixed(2)} for its CPU share), plus the runtime's own start`,
  );
} finally {
  await stack.stop();
}
