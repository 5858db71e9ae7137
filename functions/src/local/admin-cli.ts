// `npm run admin -w @fitchoice/functions -- create <email>`: makes the account of <email> an admin
// (creating it, or resetting its password) and prints a one-time password, which must be changed
// at first sign-in. The table: DYNAMODB_ENDPOINT if set (e.g. the DynamoDB Local `npm start` prints);
// else AWS (credentials, AWS_REGION and TABLE_NAME=fitchoice-<stage>) when AWS_REGION or AWS_PROFILE
// is set; else the local store under .data/ (with `npm start` stopped).
import { resolve } from 'node:path';
import { DEFAULT_TABLE_NAME } from '../table-name';
import { type DynamoDbLocal, JavaMissingError, startDynamoDbLocal } from './dynamodb-local';
import { REPO_ROOT } from './index';

const USAGE = 'Usage: npm run admin -w @fitchoice/functions -- create <email>';

async function main(args: string[]): Promise<void> {
  const [command, email, ...rest] = args;
  if (command !== 'create' || !email || rest.length > 0) throw new Error(USAGE);
  let local: DynamoDbLocal | null = null;
  const useAws = !process.env.DYNAMODB_ENDPOINT && Boolean(process.env.AWS_REGION || process.env.AWS_PROFILE);
  if (!process.env.DYNAMODB_ENDPOINT && !useAws) {
    local = await startDynamoDbLocal({ dataDir: resolve(REPO_ROOT, '.data/dynamodb') });
    process.env.DYNAMODB_ENDPOINT = local.endpoint;
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  try {
    const table = process.env.TABLE_NAME || DEFAULT_TABLE_NAME;
    // Imported only now: the store's client reads DYNAMODB_ENDPOINT and TABLE_NAME when it loads.
    const { ensureAdmin } = await import('../admin/bootstrap');
    const outcome = await ensureAdmin(email, null);
    console.log(`${outcome.state === 'created' ? 'Created' : 'Reset'} admin ${outcome.email} (user ${outcome.userId}) in table ${table}`);
    console.log(`One-time password: ${outcome.temporaryPassword}`);
    console.log('It is shown only now. Sign in at /partner-login; you will be asked to choose a new password.');
  } finally {
    await local?.stop();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof JavaMissingError || (error instanceof Error && error.message === USAGE) ? error.message : error);
  process.exit(1);
});
