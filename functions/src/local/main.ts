// `npm start`'s server: the local stack on PORT (default 3000), configured from the environment.

import { JavaMissingError } from './dynamodb-local';
import { startLocalStack } from './index';

const env = process.env;

async function main(): Promise<void> {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const stack = await startLocalStack({
    port,
    host: env.HOST || '0.0.0.0',
    ...(env.WEB_DIST ? { webDist: env.WEB_DIST } : {}),
    ...(env.DYNAMODB_ENDPOINT ? { dynamodbEndpoint: env.DYNAMODB_ENDPOINT } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    inMemory: env.DYNAMODB_IN_MEMORY === '1',
    testHooks: env.FITCHOICE_TEST_HOOKS === '1',
  });
  console.log(`FitChoice is running at http://localhost:${stack.port}`);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping FitChoice and DynamoDB Local`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof JavaMissingError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
