// The deployment's settings, read from CDK context (`-c name=value` or cdk.json) and checked before
// anything is built, so a wrong value fails the synth with a message instead of a broken deploy.
import { cspSource, type WebBuildEnv, webThirdPartySources } from '@fitchoice/functions/security-headers';
import { PURCHASE_MODES, type PurchaseMode } from '@fitchoice/shared/api';

export type { WebBuildEnv };

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageConfig {
  stage: Stage;
  purchaseMode: PurchaseMode;
  /** JSON-RPC endpoint the wallet handler verifies transactions with (chain mode). */
  ethRpcUrl: string | null;
  treasuryAddress: string | null;
  chainId: number | null;
  minConfirmations: number | null;
  /** Origins allowed to make cookie-authenticated changes; empty = the CloudFront site URL. */
  allowedOrigins: readonly string[];
  /** Extra CSP connect-src sources besides 'self' (the app calls no third party itself; its IP lookup is the server's). */
  connectSources: readonly string[];
  /** CSP img-src sources besides 'self': the web app's map tile host, plus any extra. */
  imageSources: readonly string[];
  /** The address account mails (confirm email, reset password) are sent from: an Amazon SES identity. */
  mailFrom: string | null;
  /** Steady-state requests per second and burst the HTTP API accepts before answering 429. */
  apiRateLimit: number;
  apiBurstLimit: number;
  /** The same for the WebSocket API's messages (connects, resumes, pongs). */
  realtimeRateLimit: number;
  realtimeBurstLimit: number;
  /** Requests one viewer IP may send in 5 minutes before the WAF blocks it for a while. */
  wafRateLimit: number;
  /** The site's own host name (a CNAME to the distribution), with its ACM certificate; null = the CloudFront domain. */
  domainName: string | null;
  /** The SNS topic the alarms notify (in the stage's region); null only outside prod. */
  alarmTopicArn: string | null;
  /**
   * A Secrets Manager secret holding the Web Push VAPID key pair as JSON `{publicKey, privateKey}`
   * (`npx web-push generate-vapid-keys --json`); null deploys without push notifications.
   */
  vapidSecretName: string | null;
  /** The coach's language model: a Bedrock model (or inference profile) id, or an OpenAI-compatible endpoint; null = the planner's rules only. */
  coachModel: CoachModelConfig | null;
  /** How the table pays for its reads and writes: on demand, or provisioned with auto scaling (the table and each index alike). */
  tableCapacity: TableCapacity;
}

export const TABLE_CAPACITY_MODES = ['on-demand', 'provisioned'] as const;

export type TableCapacity =
  | { mode: 'on-demand' }
  /** Read and write capacity each auto scaled between these units a second, tracking the target utilization (per cent). */
  | { mode: 'provisioned'; minCapacity: number; maxCapacity: number; targetUtilizationPercent: number };

/**
 * Provisioned capacity's defaults, for the table and each index, reads and writes alike. 1 M monthly
 * members average ~340 write and ~340 read units a second (functions/bench/cost-model.ts) and their
 * busiest hour about 3.6 times that (15 % of a day's traffic, DEFAULT_LIMITS below): ~1,750 units at
 * 70 %, so 4,000 leaves room for growth and bursts, and caps what a loop can spend (~$2.60 an hour
 * of write units a scope). 5 keeps an idle night at a few dollars a month. 70 % is AWS's default.
 */
export const PROVISIONED_DEFAULTS = { minCapacity: 5, maxCapacity: 4000, targetUtilizationPercent: 70 };

export type CoachModelConfig =
  | { kind: 'bedrock'; modelId: string }
  /** The key is read from a Secrets Manager secret by name, by dynamic reference (never in the template). */
  | { kind: 'openai'; url: string; model: string; keySecretName: string | null };

/** The context keys an operator passes with `-c key=value`; README.md documents each. */
export const CONTEXT_KEYS = [
  'stage',
  'purchaseMode',
  'ethRpcUrl',
  'treasuryAddress',
  'chainId',
  'minConfirmations',
  'allowedOrigins',
  'connectSources',
  'imageSources',
  'apiRateLimit',
  'apiBurstLimit',
  'coachBedrockModelId',
  'coachLlmUrl',
  'coachLlmModel',
  'coachLlmKeySecret',
  'allowDemoPurchases',
  'mailFrom',
  'vapidSecretName',
  'realtimeRateLimit',
  'realtimeBurstLimit',
  'wafRateLimit',
  'domainName',
  'alarmTopicArn',
  'tableCapacity',
  'tableMinCapacity',
  'tableMaxCapacity',
  'tableTargetUtilization',
] as const;

/**
 * Throttles by stage. Prod's: 1 M monthly members make ~5.3 M API requests a day (the functions
 * bench's cost model: 20 a member day, 8 days a month each), ~220 a second in the busiest hour (15 %
 * of a day's); 3,000 a second leaves room for bursts and growth, under API Gateway's regional default
 * of 10,000 a second and 5,000 burst. A dev stage keeps a small bill if something loops.
 */
export const DEFAULT_LIMITS: Record<
  Stage,
  Pick<StageConfig, 'apiRateLimit' | 'apiBurstLimit' | 'realtimeRateLimit' | 'realtimeBurstLimit' | 'wafRateLimit'>
> = {
  dev: { apiRateLimit: 50, apiBurstLimit: 100, realtimeRateLimit: 50, realtimeBurstLimit: 100, wafRateLimit: 1000 },
  prod: { apiRateLimit: 3000, apiBurstLimit: 5000, realtimeRateLimit: 1000, realtimeBurstLimit: 2000, wafRateLimit: 3000 },
};
export type ContextKey = (typeof CONTEXT_KEYS)[number];

export type ContextReader = (key: ContextKey) => unknown;

export function readStageConfig(context: ContextReader, webEnv: WebBuildEnv = {}): StageConfig {
  const text = (key: ContextKey): string | null => {
    const value = context(key);
    if (value === undefined || value === null || value === '') return null;
    return String(value).trim();
  };
  const list = (key: ContextKey): string[] =>
    (text(key) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);

  const stage = oneOf('stage', text('stage') ?? 'dev', STAGES);
  const purchaseMode = oneOf('purchaseMode', text('purchaseMode') ?? 'demo', PURCHASE_MODES);
  const ethRpcUrl = text('ethRpcUrl');
  if (ethRpcUrl !== null) httpsUrl('ethRpcUrl', ethRpcUrl);
  const treasuryAddress = text('treasuryAddress');
  if (treasuryAddress !== null && !/^0x[0-9a-fA-F]{40}$/.test(treasuryAddress)) {
    throw new Error(`Context treasuryAddress must be a 0x-prefixed 20-byte hex address, got "${treasuryAddress}"`);
  }
  const chainId = wholeNumber('chainId', text('chainId'), 1);
  const minConfirmations = wholeNumber('minConfirmations', text('minConfirmations'), 0);
  if (purchaseMode === 'chain') {
    const missing = (['ethRpcUrl', 'treasuryAddress', 'chainId'] as const).filter((key) => text(key) === null);
    if (missing.length > 0) {
      throw new Error(`Context purchaseMode=chain needs ${missing.map((key) => `-c ${key}=...`).join(' ')}`);
    }
  }
  const mailFrom = text('mailFrom');
  if (mailFrom !== null && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(mailFrom)) {
    throw new Error(`Context mailFrom must be an email address, got "${mailFrom}"`);
  }
  const vapidSecretName = text('vapidSecretName');
  if (vapidSecretName !== null && !/^[A-Za-z0-9/_+=.@-]{1,512}$/.test(vapidSecretName)) {
    throw new Error(`Context vapidSecretName must be a Secrets Manager secret name, got "${vapidSecretName}"`);
  }
  const allowedOrigins = list('allowedOrigins').map((origin) => httpsUrl('allowedOrigins', origin).origin);
  for (const source of [...list('connectSources'), ...list('imageSources')]) cspSource(source);
  const web = webThirdPartySources(webEnv, { https: true });
  const connectSources = list('connectSources');
  const imageSources = [...web.images, ...list('imageSources')];
  const allowDemoPurchases = oneOf('allowDemoPurchases', text('allowDemoPurchases') ?? 'false', ['true', 'false']) === 'true';
  if (purchaseMode === 'demo') refuseUnallowedDemo(stage, allowDemoPurchases);
  if (mailFrom === null && stage === 'prod') {
    throw new Error(
      'Context mailFrom is required for stage=prod: the address account mails are sent from (-c mailFrom=no-reply@your.domain)',
    );
  }
  const domainName = text('domainName');
  if (domainName !== null && !/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName)) {
    throw new Error(`Context domainName must be a lower-case host name such as app.example.com, got "${domainName}"`);
  }
  const alarmTopicArn = text('alarmTopicArn');
  if (alarmTopicArn !== null && !/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/.test(alarmTopicArn)) {
    throw new Error(`Context alarmTopicArn must be an SNS topic ARN, got "${alarmTopicArn}"`);
  }
  if (alarmTopicArn === null && stage === 'prod') {
    throw new Error(
      'Context alarmTopicArn is required for stage=prod: the SNS topic the alarms notify (-c alarmTopicArn=arn:aws:sns:REGION:ACCOUNT:NAME)',
    );
  }
  const limits = DEFAULT_LIMITS[stage];
  const limit = (key: keyof typeof limits) => wholeNumber(key, text(key), 1) ?? limits[key];
  return {
    stage,
    purchaseMode,
    ethRpcUrl,
    treasuryAddress,
    chainId,
    minConfirmations,
    allowedOrigins,
    connectSources: [...new Set(connectSources)],
    imageSources: [...new Set(imageSources)],
    apiRateLimit: limit('apiRateLimit'),
    apiBurstLimit: limit('apiBurstLimit'),
    realtimeRateLimit: limit('realtimeRateLimit'),
    realtimeBurstLimit: limit('realtimeBurstLimit'),
    wafRateLimit: wafRateLimit(limit('wafRateLimit')),
    domainName,
    alarmTopicArn,
    mailFrom,
    vapidSecretName,
    coachModel: coachModelOf(text),
    tableCapacity: tableCapacityOf(text),
  };
}

/** On demand unless told; provisioned takes its bounds and target from context, checked here rather than by CDK mid-synth. */
function tableCapacityOf(text: (key: ContextKey) => string | null): TableCapacity {
  const mode = oneOf('tableCapacity', text('tableCapacity') ?? 'on-demand', TABLE_CAPACITY_MODES);
  const keys = ['tableMinCapacity', 'tableMaxCapacity', 'tableTargetUtilization'] as const;
  if (mode === 'on-demand') {
    const given = keys.filter((key) => text(key) !== null);
    if (given.length > 0) {
      throw new Error(
        `Context ${given.join(', ')} only apply with -c tableCapacity=provisioned (an on-demand table has no capacity to scale)`,
      );
    }
    return { mode };
  }
  const minCapacity = wholeNumber('tableMinCapacity', text('tableMinCapacity'), 1) ?? PROVISIONED_DEFAULTS.minCapacity;
  const maxCapacity = wholeNumber('tableMaxCapacity', text('tableMaxCapacity'), 1) ?? PROVISIONED_DEFAULTS.maxCapacity;
  if (maxCapacity < minCapacity) {
    throw new Error(`Context tableMaxCapacity (${maxCapacity}) must be at least tableMinCapacity (${minCapacity})`);
  }
  const target = wholeNumber('tableTargetUtilization', text('tableTargetUtilization'), 1) ?? PROVISIONED_DEFAULTS.targetUtilizationPercent;
  // Application Auto Scaling's range for DynamoDB.
  if (target < 20 || target > 90) {
    throw new Error(`Context tableTargetUtilization must be a per cent from 20 to 90, got ${target}`);
  }
  return { mode, minCapacity, maxCapacity, targetUtilizationPercent: target };
}

/** AWS WAF counts a rate-based rule's requests over 5 minutes, from 10 up to 2 billion. */
function wafRateLimit(value: number): number {
  if (value < 10) throw new Error(`Context wafRateLimit must be at least 10 (requests per IP in 5 minutes), got ${value}`);
  return value;
}

function coachModelOf(text: (key: ContextKey) => string | null): CoachModelConfig | null {
  const modelId = text('coachBedrockModelId');
  const url = text('coachLlmUrl');
  if (modelId !== null && url !== null) throw new Error('Context coachBedrockModelId and coachLlmUrl are two models: give one');
  if (modelId !== null) {
    if (!/^[A-Za-z0-9._:-]{3,200}$/.test(modelId))
      throw new Error(`Context coachBedrockModelId is not a Bedrock model id, got "${modelId}"`);
    return { kind: 'bedrock', modelId };
  }
  if (url === null) return null;
  httpsUrl('coachLlmUrl', url);
  const model = text('coachLlmModel');
  if (model === null) throw new Error('Context coachLlmUrl needs -c coachLlmModel=... (the model name the endpoint serves)');
  return { kind: 'openai', url, model, keySecretName: text('coachLlmKeySecret') };
}

/**
 * Demo mode credits SweatCoins for any made-up `demo-<timestamp>` hash: fine on a laptop, free money
 * on a deployed stage. A deployed stage takes it only when told so, and never in production.
 */
function refuseUnallowedDemo(stage: Stage, allowed: boolean): void {
  const chain = '-c purchaseMode=chain -c ethRpcUrl=... -c treasuryAddress=... -c chainId=...';
  if (stage === 'prod') {
    throw new Error(
      `Context purchaseMode=demo is refused for stage prod: anyone could mint SweatCoins with a made-up demo- transaction hash. Deploy prod with ${chain}`,
    );
  }
  if (!allowed) {
    throw new Error(
      `Context purchaseMode=demo (the default) lets anyone mint SweatCoins with a made-up demo- transaction hash. For a test stage, allow it with -c allowDemoPurchases=true; otherwise deploy with ${chain}`,
    );
  }
}

function oneOf<T extends string>(key: ContextKey, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`Context ${key} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function wholeNumber(key: ContextKey, raw: string | null, min: number): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`Context ${key} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

function httpsUrl(key: ContextKey, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Context ${key} must be a URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`Context ${key} must be an https:// URL, got "${raw}"`);
  return url;
}
