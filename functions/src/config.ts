// The handlers' configuration, read once from environment variables (Lambda sets them from the
// CDK stack; the local runtime sets them before it loads the handlers).
import { PURCHASE_MODES, type PurchaseMode } from '@fitchoice/shared/api';
import { DEFAULT_TABLE_NAME } from './table-name';

export interface Config {
  tableName: string;
  /** Origins allowed to make cookie-authenticated changes; empty = the request's own host only. */
  allowedOrigins: readonly string[];
  purchaseMode: PurchaseMode;
  ethRpcUrl: string | null;
  treasuryAddress: string | null;
  chainId: number | null;
  minConfirmations: number;
  /** CloudFront's X-Origin-Verify value (deployed); null = no CloudFront in front (local runtime, tests). */
  originVerifySecret: string | null;
  /** log2 of scrypt's N for new password hashes; lowered only by tests (FITCHOICE_SCRYPT_LOG_N). */
  scryptLogN: number;
  /** Check every success answer against its contract and fail loudly (tests: FITCHOICE_CHECK_RESPONSES=1). */
  checkResponses: boolean;
  /**
   * The app's own address, for the links in mails (never the request's Origin or Host, which a
   * caller chooses). The local runtime sets it; the CDK stack sets the site's URL.
   */
  appUrl: string | null;
  /** Where mail goes: a folder the local runtime's catcher reads (MAIL_DIR), or Amazon SES from MAIL_FROM. */
  mail: { transport: 'local'; dir: string } | { transport: 'ses'; from: string; configurationSet: string | null } | null;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17 (128 MiB), r=8, p=1. */
export const OWASP_SCRYPT_LOG_N = 17;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.PURCHASE_MODE ?? 'demo';
  if (!(PURCHASE_MODES as readonly string[]).includes(mode)) {
    throw new Error(`PURCHASE_MODE must be one of ${PURCHASE_MODES.join(', ')}, got "${mode}"`);
  }
  const purchaseMode = mode as PurchaseMode;
  const config: Config = {
    tableName: env.TABLE_NAME || DEFAULT_TABLE_NAME,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    purchaseMode,
    ethRpcUrl: env.ETH_RPC_URL || null,
    treasuryAddress: env.TREASURY_ADDRESS || null,
    chainId: optionalInteger(env, 'CHAIN_ID', 1),
    minConfirmations: optionalInteger(env, 'MIN_CONFIRMATIONS', 0) ?? 1,
    originVerifySecret: env.ORIGIN_VERIFY_SECRET || null,
    scryptLogN: optionalInteger(env, 'FITCHOICE_SCRYPT_LOG_N', 1) ?? OWASP_SCRYPT_LOG_N,
    checkResponses: env.FITCHOICE_CHECK_RESPONSES === '1',
    appUrl: env.APP_URL ? env.APP_URL.replace(/\/$/, '') : null,
    mail: env.MAIL_DIR
      ? { transport: 'local', dir: env.MAIL_DIR }
      : env.MAIL_FROM
        ? { transport: 'ses', from: env.MAIL_FROM, configurationSet: env.MAIL_CONFIGURATION_SET || null }
        : null,
  };
  if (purchaseMode === 'chain') {
    const missing = (['ETH_RPC_URL', 'TREASURY_ADDRESS', 'CHAIN_ID'] as const).filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`PURCHASE_MODE=chain needs ${missing.join(', ')}`);
  }
  return config;
}

function optionalInteger(env: NodeJS.ProcessEnv, name: string, min: number): number | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

export const config: Config = readConfig();
