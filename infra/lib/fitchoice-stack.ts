// The whole deployed FitChoice: the one DynamoDB table, one Lambda per handler module behind an
// HTTP API with exactly the backend's routes, and the PWA on S3 + CloudFront with /api/* on the
// same origin (so the session cookie is first-party), as `npm start` runs it locally.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@fitchoice/functions/client-ip';
import { PENDING_PHOTO_DAYS, PENDING_PHOTOS_PREFIX, POST_PHOTOS_PREFIX } from '@fitchoice/functions/post-photos';
import { HANDLER_NAMES, type HandlerName, handlersThatNeed, ROUTES } from '@fitchoice/functions/routes';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  inlineHashes,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '@fitchoice/functions/security-headers';
import { VIEWER_PLACE_HEADERS } from '@fitchoice/functions/session-device';
import { TABLE_DEFINITION } from '@fitchoice/functions/table';
import { VIEWER_POSITION_HEADERS } from '@fitchoice/functions/viewer-position';
import {
  Annotations,
  ArnFormat,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Tags,
} from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig, TableCapacity } from './config';
import { RouteTableApi } from './http-api';
import { acknowledge, nagArn } from './nag';
import { nodeFunction } from './node-function';
import { REALTIME_PATH, REALTIME_STAGE, RealtimeApi, realtimeFunctionName } from './realtime';
import { failuresQueueName, ScheduledFunction } from './scheduled-function';
import { SPA_REWRITE_CODE } from './spa-rewrite';

/** The repository root: NodejsFunction bundles from here with the one package-lock.json. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The backend's feature folders: functions/src/<handler>/handler.ts exports `handler`. */
export const FUNCTIONS_SRC = path.join(REPO_ROOT, 'functions/src');
// What each handler module's function is given beyond the table: derived from its routes' `needs`
// in the API contract (test/route-needs.test.ts checks the handlers' code against them).
/** The handlers that sign or verify check-in codes (they get CHECKIN_SECRET). */
export const CHECKIN_SECRET_HANDLERS = handlersThatNeed('checkinSecret');
/** The handlers that may ask the coach's language model (functions/src/coach/engine.ts). */
export const COACH_MODEL_HANDLERS = handlersThatNeed('coachModel');
/** The handlers that sign uploads and reads of partners' files and posts' photos (functions/src/files). */
export const UPLOAD_HANDLERS = handlersThatNeed('uploads');
/** The handlers that delete posts' photos (uploads/posts/): a deleted post, and a deleted account, take theirs with them. */
export const POST_PHOTO_HANDLERS = handlersThatNeed('postPhotos');
/** The handlers that send account mail (sign-up, the account routes, partner applications): SES and the app's URL. */
export const MAIL_HANDLERS = handlersThatNeed('mail');
/**
 * The handlers that reach real-time sockets (they get REALTIME_ENDPOINT and may post to and delete
 * connections): those that send events, and those that end sessions, whose sockets close with them.
 */
export const FAN_OUT_HANDLERS = handlersThatNeed('fanOut');
/** The handlers that send or configure Web Push (they get the VAPID keys, when the stage has them). */
export const PUSH_HANDLERS = handlersThatNeed('push');
/** The handlers that queue work as an asynchronous invocation of their own function ("forgot password" mail). */
export const SELF_INVOKE_HANDLERS = handlersThatNeed('selfInvoke');
/** The handlers that queue notices to members and partners for the notices function (functions/src/notices/queue.ts). */
export const NOTICE_HANDLERS = handlersThatNeed('notices');
/** How often the booking reminders run (functions/src/reminders/reminders.ts pushes the ones due by then). */
export const REMINDER_SCHEDULE_MINUTES = 5;

export interface FitChoiceStackProps extends StackProps {
  config: StageConfig;
  /** The built PWA (web/dist): index.html, service-worker.js, the manifest, assets/ with hashed files. */
  webDistPath: string;
  /** From the edge stack (us-east-1): the web ACL in front of the distribution, and the site domain's certificate. */
  edge: { webAclArn: string; certificate: acm.ICertificate | null };
}

/** What the monitoring stack watches: names the stack gives, and ids CloudFormation makes. */
export interface Monitored {
  /** Every function, by its name: the handler modules', the socket's and the schedule's. */
  functionNames: string[];
  /** The scheduled functions and the queues of their failed runs. */
  schedules: { functionName: string; failuresQueueName: string }[];
  httpApiId: string;
  realtimeApiId: string;
  realtimeStage: string;
  tableName: string;
  indexNames: string[];
  /** How the table pays: with provisioned capacity the dashboard compares it with what is used, and an alarm says when it reaches its maximum. */
  tableCapacity: TableCapacity;
  distributionId: string;
}

interface FunctionSettings {
  memorySize: number;
  timeout: Duration;
}

/** The web build's pre-compressed copies for the local runtime (web/scripts/compress.mjs). */
const PRECOMPRESSED = ['*.br', '*.gz'];

const DEFAULT_FUNCTION_SETTINGS: FunctionSettings = { memorySize: 512, timeout: Duration.seconds(10) };

/** Handlers that need more than the default; a new handler module works without an entry here. */
const FUNCTION_SETTINGS: Partial<Record<HandlerName, FunctionSettings>> = {
  // scrypt N=2^17, r=8 takes 128 MiB per hash, and Lambda's CPU share grows with memory: 1024 MB
  // keeps a signup or login near half a second.
  auth: { memorySize: 1024, timeout: Duration.seconds(10) },
  // Verifying a purchase waits on the JSON-RPC endpoint.
  wallet: { memorySize: 512, timeout: Duration.seconds(20) },
  // A batch may hold purchases (it runs the wallet's code).
  batch: { memorySize: 512, timeout: Duration.seconds(20) },
  // A language model may take up to its 20 s timeout before the rules answer; API Gateway waits 30 s.
  coach: { memorySize: 512, timeout: Duration.seconds(29) },
  mood: { memorySize: 512, timeout: Duration.seconds(29) },
  motivation: { memorySize: 512, timeout: Duration.seconds(29) },
};

/** The commit being deployed, which GET /api/health reports with the version; null outside a git checkout. */
export function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * What the coach's role may invoke: the foundation model, or an inference profile (an id with a
 * geography prefix such as "us.") and the foundation model it routes to in any region.
 */
export function bedrockResources(modelId: string, stack: Stack): string[] {
  const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
  if (!profile) return [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`];
  return [
    `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
    `arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}

/**
 * The viewer request headers the API is sent: the ones the handlers read (Origin and Content-Type
 * for the CSRF check, Idempotency-Key for replays) and User-Agent for the access logs. Not Host:
 * API Gateway routes by its own. Cookies and query strings are all sent; test/stack.test.ts checks
 * this list against the headers the handlers read.
 */
export const API_VIEWER_HEADERS = ['Origin', 'Content-Type', 'Idempotency-Key', 'User-Agent'];

/**
 * The table actions the handlers need, and no more (test/table-actions.test.ts derives them from
 * the DynamoDB commands the handler modules import). A transaction is authorised by the actions
 * of the items it holds.
 */
export const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * The table's and each index's read and write capacity with -c tableCapacity=provisioned: auto
 * scaled between the bounds, tracking the target; null on demand. The seed is the capacity a switch
 * from on-demand starts at until the scaling policies exist: the maximum, so a live table is not
 * throttled meanwhile (auto scaling takes it down to the traffic within about 15 minutes).
 */
export function tableCapacity(settings: TableCapacity): dynamodb.Capacity | null {
  if (settings.mode === 'on-demand') return null;
  return dynamodb.Capacity.autoscaled({
    minCapacity: settings.minCapacity,
    maxCapacity: settings.maxCapacity,
    targetUtilizationPercent: settings.targetUtilizationPercent,
    seedCapacity: settings.maxCapacity,
  });
}

export class FitChoiceStack extends Stack {
  readonly monitored: Monitored;

  constructor(scope: Construct, id: string, props: FitChoiceStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { config } = props;
    // Checked first: without the built app there is nothing to deploy, and bundling would be wasted.
    const indexHtml = path.join(props.webDistPath, 'index.html');
    if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: build the app first (npm run build -w @fitchoice/web)`);
    const prod = config.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logRetention = prod ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_WEEK;
    const prefix = `fitchoice-${config.stage}`;
    const functionNameOf = (name: HandlerName) => `${prefix}-${name}`;
    const reminderFunctionName = `${prefix}-reminders`;
    Tags.of(this).add('app', 'fitchoice');
    Tags.of(this).add('stage', config.stage);

    // --- Data: the backend's one table, from the same definition the local runtime creates.
    const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });
    const capacity = tableCapacity(config.tableCapacity);
    const table = new dynamodb.TableV2(this, 'Table', {
      tableName: prefix,
      partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
      sortKey: stringKey(TABLE_DEFINITION.sortKey),
      globalSecondaryIndexes: TABLE_DEFINITION.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
        // Each index scales its own capacity (a write to an item it holds is a write there too).
        ...(capacity ? { readCapacity: capacity, writeCapacity: capacity } : {}),
      })),
      billing: capacity ? dynamodb.Billing.provisioned({ readCapacity: capacity, writeCapacity: capacity }) : dynamodb.Billing.onDemand(),
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: prod,
      removalPolicy,
    });
    const tableResources = [table.tableArn, ...TABLE_DEFINITION.globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`)];

    // --- Functions: one per handler module, bundled here with the installed esbuild (no Docker).
    const environment: Record<string, string> = {
      TABLE_NAME: table.tableName,
      PURCHASE_MODE: config.purchaseMode,
      NODE_OPTIONS: '--enable-source-maps',
    };
    const commit = gitCommit();
    if (commit !== null) environment.APP_COMMIT = commit;
    if (config.ethRpcUrl !== null) environment.ETH_RPC_URL = config.ethRpcUrl;
    if (config.treasuryAddress !== null) environment.TREASURY_ADDRESS = config.treasuryAddress;
    if (config.chainId !== null) environment.CHAIN_ID = String(config.chainId);
    if (config.minConfirmations !== null) environment.MIN_CONFIRMATIONS = String(config.minConfirmations);

    const functions = new Map<HandlerName, nodejs.NodejsFunction>();
    for (const name of HANDLER_NAMES) {
      const functionName = functionNameOf(name);
      const logGroup = new logs.LogGroup(this, `${name}Logs`, {
        logGroupName: `/aws/lambda/${functionName}`,
        retention: logRetention,
        removalPolicy,
      });
      // Its own role instead of the default one, whose managed policy may write any log group.
      const role = new iam.Role(this, `${name}Role`, { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
      logGroup.grantWrite(role);
      role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: TABLE_ACTIONS, resources: tableResources }));
      const settings = FUNCTION_SETTINGS[name] ?? DEFAULT_FUNCTION_SETTINGS;
      functions.set(
        name,
        nodeFunction(this, `${name}Function`, {
          repoRoot: REPO_ROOT,
          functionName,
          entry: path.join(FUNCTIONS_SRC, name, 'handler.ts'),
          memorySize: settings.memorySize,
          timeout: settings.timeout,
          role,
          logGroup,
          environment,
        }),
      );
    }

    // The coach's language model, given only to the handlers that ask it.
    const coachModel = config.coachModel;
    if (coachModel?.kind === 'bedrock') {
      for (const name of COACH_MODEL_HANDLERS) {
        const fn = functions.get(name)!;
        fn.addEnvironment('COACH_BEDROCK_MODEL_ID', coachModel.modelId);
        const resources = bedrockResources(coachModel.modelId, this);
        fn.role!.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['bedrock:InvokeModelWithResponseStream'], resources }));
        for (const anyRegion of resources.filter((resource) => resource.includes(':bedrock:*:'))) {
          acknowledge(
            fn.role!,
            `AwsSolutions-IAM5[Resource::${anyRegion.replace(this.partition, '<AWS::Partition>')}]`,
            'An inference profile routes each request to its model in whichever of its regions has capacity: that one model, in any region',
          );
        }
      }
    } else if (coachModel?.kind === 'openai') {
      const key = coachModel.keySecretName
        ? secretsmanager.Secret.fromSecretNameV2(this, 'CoachLlmKey', coachModel.keySecretName).secretValue.unsafeUnwrap()
        : null;
      for (const name of COACH_MODEL_HANDLERS) {
        const fn = functions.get(name)!;
        fn.addEnvironment('COACH_LLM_URL', coachModel.url);
        fn.addEnvironment('COACH_LLM_MODEL', coachModel.model);
        if (key) fn.addEnvironment('COACH_LLM_KEY', key);
      }
    }

    // Check-in codes are HMACs under a key only the handlers that make and check them are given.
    const checkinSecret = new secretsmanager.Secret(this, 'CheckinSecret', {
      description: `${prefix}: the HMAC key of check-in codes`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });
    acknowledge(
      checkinSecret,
      'AwsSolutions-SMG4',
      'Resolved into the functions at deploy time, so a rotation takes a deploy; and a new key voids every check-in code shown, so it is changed by hand (README)',
    );
    for (const name of CHECKIN_SECRET_HANDLERS)
      functions.get(name)!.addEnvironment('CHECKIN_SECRET', checkinSecret.secretValue.unsafeUnwrap());
    // The API's own execute-api URL is public too: CloudFront sends this value in X-Origin-Verify,
    // and the handlers refuse any request without it, so they can trust CloudFront-Viewer-Address
    // for per-IP throttling. Like CHECKIN_SECRET, CloudFormation resolves it at deploy time (a
    // dynamic reference): it is in no template, and the functions need no Secrets Manager access.
    const originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `${prefix}: the ${ORIGIN_VERIFY_HEADER} value CloudFront sends the API`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });
    acknowledge(
      originVerifySecret,
      'AwsSolutions-SMG4',
      'Resolved into CloudFront and the functions at deploy time: a new value takes effect with a deploy (README: the origin secret), not with a rotation',
    );
    const originVerifyValue = originVerifySecret.secretValue.unsafeUnwrap();
    for (const fn of functions.values()) fn.addEnvironment('ORIGIN_VERIFY_SECRET', originVerifyValue);

    // --- Mail: Amazon SES from the configured address, with a configuration set that stops sending
    // to addresses that bounced or complained; only the functions that mail may send, and only as it.
    if (config.mailFrom !== null) {
      const configurationSetName = `${prefix}-mail`;
      const configurationSet = new ses.ConfigurationSet(this, 'MailConfigurationSet', {
        configurationSetName,
        suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      });
      const identity = new ses.EmailIdentity(this, 'MailIdentity', { identity: ses.Identity.email(config.mailFrom), configurationSet });
      for (const name of MAIL_HANDLERS) {
        const fn = functions.get(name)!;
        fn.addEnvironment('MAIL_FROM', config.mailFrom);
        fn.addEnvironment('MAIL_CONFIGURATION_SET', configurationSetName);
        identity.grantSendEmail(fn);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail'],
            resources: [this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSetName })],
          }),
        );
      }
    }

    // "Forgot password" answers first and mails after: the account function queues the mail as an
    // asynchronous invocation of itself (functions/src/account/reset-mail.ts). By name: a grant on
    // the function itself would make its role and the function depend on each other.
    for (const name of SELF_INVOKE_HANDLERS) {
      functions.get(name)!.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [
            this.formatArn({
              service: 'lambda',
              resource: 'function',
              resourceName: `${prefix}-${name}`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ],
        }),
      );
    }

    // Notices go after the change they tell of: a handler queues them as an asynchronous invocation
    // of the notices function, which alone carries their words, mail and push (functions/src/notices/queue.ts).
    for (const name of NOTICE_HANDLERS) {
      const fn = functions.get(name)!;
      fn.addEnvironment('NOTICES_FUNCTION', functionNameOf('notices'));
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [
            this.formatArn({
              service: 'lambda',
              resource: 'function',
              resourceName: functionNameOf('notices'),
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ],
        }),
      );
    }

    // --- Real time: the WebSocket API, its handler, and the fan-out rights of the handlers that post events.
    const realtime = new RealtimeApi(this, 'Realtime', {
      prefix,
      repoRoot: REPO_ROOT,
      tableResources,
      tableActions: TABLE_ACTIONS,
      environment,
      logRetention,
      removalPolicy,
      originVerifyHeader: ORIGIN_VERIFY_HEADER,
      originVerifyValue,
      throttle: { rateLimit: config.realtimeRateLimit, burstLimit: config.realtimeBurstLimit },
    });
    for (const name of FAN_OUT_HANDLERS) realtime.allowFanOut(functions.get(name)!);
    // The booking reminders: every 5 minutes, the reminders that are due are pushed. The table only.
    const reminders = new ScheduledFunction(this, 'BookingReminders', {
      functionName: reminderFunctionName,
      entry: 'functions/src/reminders/reminders.ts',
      repoRoot: REPO_ROOT,
      description: `${prefix}: push the booking reminders that are due`,
      schedule: events.Schedule.rate(Duration.minutes(REMINDER_SCHEDULE_MINUTES)),
      // A run pushes each due reminder in turn, each push with a 5 s timeout.
      timeout: Duration.minutes(2),
      policies: [new iam.PolicyStatement({ actions: TABLE_ACTIONS, resources: tableResources })],
      environment,
      logRetention,
      removalPolicy,
    });
    // Web Push keys from a secret the operator made (an EC key pair, which Secrets Manager cannot
    // generate), resolved at deploy time like the secrets above: no value in the template.
    if (config.vapidSecretName !== null) {
      const vapid = secretsmanager.Secret.fromSecretNameV2(this, 'VapidSecret', config.vapidSecretName);
      for (const fn of [...PUSH_HANDLERS.map((name) => functions.get(name)!), reminders.handler]) {
        fn.addEnvironment('VAPID_PUBLIC_KEY', vapid.secretValueFromJson('publicKey').unsafeUnwrap());
        fn.addEnvironment('VAPID_PRIVATE_KEY', vapid.secretValueFromJson('privateKey').unsafeUnwrap());
      }
    }

    // --- API: exactly the routes of functions/src/routes.ts, throttled, with access logs.
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      logGroupName: `/aws/apigateway/${prefix}`,
      retention: logRetention,
      removalPolicy,
    });
    const api = new RouteTableApi(this, 'HttpApi', {
      name: prefix,
      routes: ROUTES,
      functions,
      functionName: functionNameOf,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogs,
      // No headers or cookies: the session token never reaches the logs.
      accessLogFormat: JSON.stringify({
        requestId: '$context.requestId',
        time: '$context.requestTime',
        ip: '$context.identity.sourceIp',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latencyMs: '$context.responseLatency',
        integrationLatencyMs: '$context.integrationLatency',
        integrationError: '$context.integrationErrorMessage',
        responseLength: '$context.responseLength',
        userAgent: '$context.identity.userAgent',
      }),
    });

    // --- Access logs of the edge and the buckets: one private bucket, kept as long as the functions' logs.
    // CloudFront's standard logs are written with an ACL grant, so this bucket (alone) has ACLs on.
    const accessLogsBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: !prod,
      lifecycleRules: [{ expiration: Duration.days(logRetention) }],
    });
    acknowledge(accessLogsBucket, 'AwsSolutions-S1', 'The access logs bucket itself: logging its own access would log the logging');

    // --- Web: private bucket, CloudFront in front of it and of the API.
    const bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: !prod,
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: 's3/site/',
    });
    // LIST lets S3 answer a missing file with 404 instead of 403.
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(bucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    const apiOrigin = new origins.HttpOrigin(`${api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue },
    });
    // Not the managed AllViewerExceptHostHeader: it cannot add CloudFront's own headers, and no
    // policy can send all viewer headers but Host plus a CloudFront header. So an allow list, with
    // the viewer's `ip:port`, which the handlers throttle failed logins by, the country, region
    // and city CloudFront places the viewer in, which the devices list shows for each session, and
    // the latitude and longitude GET /api/location/ip answers (no IP lookup service is asked).
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequestPolicy', {
      originRequestPolicyName: `${prefix}-api-${this.region}`,
      comment: `FitChoice ${config.stage}: what the API reads, and the viewer's address`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
        ...API_VIEWER_HEADERS,
        VIEWER_ADDRESS_HEADER,
        ...VIEWER_PLACE_HEADERS,
        ...VIEWER_POSITION_HEADERS,
      ),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      // Policy names are global to the account: the region keeps a stage deployable in two regions.
      responseHeadersPolicyName: `${prefix}-security-headers-${this.region}`,
      comment: `FitChoice ${config.stage}: CSP, HSTS and friends`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            inline: inlineHashes(readFileSync(indexHtml, 'utf8')),
            // Not the RPC URL: only the wallet handler calls it; the browser reaches the chain
            // through its wallet extension, which the page's CSP does not govern.
            // Uploads go to, and photos come from, the uploads bucket through pre-signed URLs. A
            // pattern, not the bucket's name: the bucket's CORS names the distribution, which
            // names this policy, so naming the bucket here would be a dependency cycle.
            connect: [...config.connectSources, `https://*.s3.${this.region}.${this.urlSuffix}`],
            images: [...config.imageSources, `https://*.s3.${this.region}.${this.urlSuffix}`],
            upgradeInsecureRequests: true,
          }),
          override: true,
        },
        // The local runtime sends the same definitions (functions/src/http/security-headers.ts).
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
        frameOptions: { frameOption: FRAME_OPTIONS as cloudfront.HeadersFrameOption, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
    // The app shell (index.html, service-worker.js, the manifest) is stored with no-cache; with a
    // zero minimum TTL the edge revalidates it with S3 on every request, so a deploy shows at once.
    const revalidate = new cloudfront.CachePolicy(this, 'RevalidateCachePolicy', {
      comment: 'FitChoice app shell: revalidate with the origin on every request',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'App routes without a file extension are answered with /index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const distribution = new cloudfront.Distribution(this, 'Site', {
      comment: `FitChoice ${config.stage}`,
      webAclId: props.edge.webAclArn,
      // The site's own domain with its certificate, TLS 1.2 or newer; without one, the CloudFront
      // domain, whose shared certificate CloudFront serves with its own (older) minimum.
      ...(config.domainName !== null && props.edge.certificate !== null
        ? {
            domainNames: [config.domainName],
            certificate: props.edge.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // CloudFront keeps an error without Cache-Control for 10 s and serves it for that URL (whatever
      // the cookie or query) to everyone. The handlers send no-store, but API Gateway's own 5xx (a
      // timeout, a throttled integration) do not: never cache those. No page path: nothing is rewritten.
      errorResponses: [500, 502, 503, 504].map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: revalidate,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        [REALTIME_PATH]: realtime.behavior(headers),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and the headers the handlers read; the Host header stays the
          // API's own, for API Gateway to route the request.
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: headers,
        },
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
        '/service-worker.js': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: revalidate,
          responseHeadersPolicy: headers,
        },
      },
    });
    // The risk CDK warns of is listing the bucket through "/": defaultRootObject is set, and the
    // bucket holds nothing but the public web build.
    Annotations.of(distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is index.html; the bucket holds only the public web build',
    );
    if (config.domainName === null) {
      acknowledge(
        distribution,
        'AwsSolutions-CFR4',
        'Without -c domainName the site is served on the CloudFront domain, whose shared certificate sets its own TLS minimum; with one, TLS 1.2 is the minimum',
      );
    }
    acknowledge(distribution, 'AwsSolutions-CFR1', 'A gym app for anyone, anywhere: no country is refused');
    const siteUrl = `https://${config.domainName ?? distribution.distributionDomainName}`;
    const allowedOrigins = config.allowedOrigins.length > 0 ? config.allowedOrigins.join(',') : siteUrl;
    for (const fn of [...functions.values(), realtime.handler]) fn.addEnvironment('ALLOWED_ORIGINS', allowedOrigins);
    // Mail links point at the site, never at what a request claims its origin is.
    for (const name of MAIL_HANDLERS) functions.get(name)!.addEnvironment('APP_URL', siteUrl);

    // --- Uploads: partners' photos and certificates, posts' photos. Private; the browser PUTs and GETs files
    // through URLs the upload handlers pre-sign, so only they may read and write its objects.
    const uploads = new s3.Bucket(this, 'UploadsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: !prod,
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: 's3/uploads/',
      // A post's photo waits under pending/ until the post takes it (a copy to its place): what no
      // post took, the composer closed, goes after a day. The local runtime does the same itself.
      lifecycleRules: [{ id: 'expire-unposted-photos', prefix: PENDING_PHOTOS_PREFIX, expiration: Duration.days(PENDING_PHOTO_DAYS) }],
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
          allowedOrigins: config.allowedOrigins.length > 0 ? [...config.allowedOrigins] : [siteUrl],
          allowedHeaders: ['content-type'],
          maxAge: 3600,
        },
      ],
    });
    for (const name of new Set([...UPLOAD_HANDLERS, ...POST_PHOTO_HANDLERS])) {
      const fn = functions.get(name)!;
      fn.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
      if (UPLOAD_HANDLERS.includes(name)) {
        fn.role!.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [uploads.arnForObjects('uploads/*')] }),
        );
        acknowledge(
          fn.role!,
          `AwsSolutions-IAM5[Resource::${nagArn(uploads)}/uploads/*]`,
          'Members and partners upload files under keys the function makes up per upload: it signs reads and writes under uploads/ only',
        );
      }
      if (POST_PHOTO_HANDLERS.includes(name)) {
        fn.role!.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [uploads.arnForObjects(`${POST_PHOTOS_PREFIX}*`)] }),
        );
        acknowledge(
          fn.role!,
          `AwsSolutions-IAM5[Resource::${nagArn(uploads)}/${POST_PHOTOS_PREFIX}*]`,
          "A post's photos are deleted with the post (or the account): keys under the posts' prefix only",
        );
      }
    }

    // Hashed assets first and never pruned: a client still running the previous index.html can
    // load its chunks. Then the shell, which replaces everything but assets/.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      // Not the .br/.gz copies the local runtime serves: CloudFront compresses by itself.
      sources: [s3deploy.Source.asset(path.join(props.webDistPath, 'assets'), { exclude: PRECOMPRESSED })],
      destinationBucket: bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      prune: false,
    });
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [s3deploy.Source.asset(props.webDistPath, { exclude: ['assets', 'assets/**', ...PRECOMPRESSED] })],
      destinationBucket: bucket,
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution,
      distributionPaths: ['/*'],
    });
    shell.node.addDependency(assets);
    // CDK's own function behind both deployments (one per stack): its role and runtime are the library's.
    const deployer = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'))!;
    const cdkAssets = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${this.region}/*`;
    for (const finding of [
      'AwsSolutions-L1',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM5[Resource::*]',
      `AwsSolutions-IAM5[Resource::${cdkAssets}]`,
      `AwsSolutions-IAM5[Resource::${nagArn(bucket)}/*]`,
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
    ]) {
      acknowledge(
        deployer,
        finding,
        "aws-cdk-lib's BucketDeployment function: it copies the web build from CDK's asset bucket into the site bucket and invalidates the distribution",
      );
    }

    // Names as given (not the functions' references), so the monitoring stack imports only the ids.
    const scheduleNames = [reminderFunctionName];
    this.monitored = {
      functionNames: [...HANDLER_NAMES.map(functionNameOf), realtimeFunctionName(prefix), ...scheduleNames],
      schedules: scheduleNames.map((functionName) => ({ functionName, failuresQueueName: failuresQueueName(functionName) })),
      httpApiId: api.apiId,
      realtimeApiId: realtime.api.apiId,
      realtimeStage: REALTIME_STAGE,
      tableName: prefix,
      indexNames: TABLE_DEFINITION.globalIndexes.map((index) => index.indexName),
      tableCapacity: config.tableCapacity,
      distributionId: distribution.distributionId,
    };

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The app; the API is on the same origin under /api' });
    if (config.domainName !== null) {
      new CfnOutput(this, 'DistributionDomain', {
        value: distribution.distributionDomainName,
        description: `Point ${config.domainName} here (a CNAME, or an alias record in Route 53)`,
      });
    }
    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint, description: 'The HTTP API itself (the app calls it through CloudFront)' });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'RealtimeUrl', {
      value: realtime.stage.url,
      description: 'The WebSocket API itself (the app opens it through CloudFront at /api/realtime)',
    });
  }
}
