// The whole deployed FitChoice: the one DynamoDB table, one Lambda per handler module behind an
// HTTP API with exactly the backend's routes, and the PWA on S3 + CloudFront with /api/* on the
// same origin (so the session cookie is first-party), as `npm start` runs it locally.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@fitchoice/functions/client-ip';
import { HANDLER_NAMES, type HandlerName, ROUTES } from '@fitchoice/functions/routes';
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
import { Annotations, ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from './config';
import { REALTIME_PATH, RealtimeApi } from './realtime';
import { ScheduledFunction } from './scheduled-function';
import { SPA_REWRITE_CODE } from './spa-rewrite';

/** The repository root: NodejsFunction bundles from here with the one package-lock.json. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The backend's feature folders: functions/src/<handler>/handler.ts exports `handler`. */
export const FUNCTIONS_SRC = path.join(REPO_ROOT, 'functions/src');
/** The handlers that sign or verify check-in codes (they get CHECKIN_SECRET). */
export const CHECKIN_SECRET_HANDLERS: readonly HandlerName[] = ['bookings', 'check-in', 'batch', 'gym-panel'];
/** The handlers that may ask the coach's language model (functions/src/coach/engine.ts). */
export const COACH_MODEL_HANDLERS: readonly HandlerName[] = ['coach', 'mood', 'motivation'];
/** The handlers that sign uploads and reads of partners' files and posts' photos (functions/src/files). */
export const UPLOAD_HANDLERS: readonly HandlerName[] = ['professionals', 'pro-panel', 'gym-panel', 'social'];
/** The handlers that delete posts' photos (uploads/posts/): a deleted post, and a deleted account, take theirs with them. */
export const POST_PHOTO_HANDLERS: readonly HandlerName[] = ['social', 'account'];
/** How often the booking reminders run (functions/src/reminders/reminders.ts pushes the ones due by then). */
export const REMINDER_SCHEDULE_MINUTES = 5;
/** Where the posts' photos are in the uploads bucket (functions/src/social/post-photos.ts). */
const POST_PHOTOS_PREFIX = 'uploads/posts/';
/** The handlers that send account mail (sign-up, the account routes, partner applications): SES and the app's URL. */
export const MAIL_HANDLERS: readonly HandlerName[] = ['auth', 'account', 'partners'];
/**
 * The handlers that reach real-time sockets (they get REALTIME_ENDPOINT and may post to and delete
 * connections): those that send events, and those that end sessions, whose sockets close with them.
 */
export const FAN_OUT_HANDLERS: readonly HandlerName[] = ['friends', 'chat', 'fit-match', 'auth', 'account', 'admin'];
/** The handlers that send or configure Web Push (they get the VAPID keys, when the stage has them). */
export const PUSH_HANDLERS: readonly HandlerName[] = ['friends', 'chat', 'fit-match', 'push'];

export interface FitChoiceStackProps extends StackProps {
  config: StageConfig;
  /** The built PWA (web/dist): index.html, service-worker.js, the manifest, assets/ with hashed files. */
  webDistPath: string;
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
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];

export class FitChoiceStack extends Stack {
  constructor(scope: Construct, id: string, props: FitChoiceStackProps) {
    super(scope, id, props);
    const { config } = props;
    // Checked first: without the built app there is nothing to deploy, and bundling would be wasted.
    const indexHtml = path.join(props.webDistPath, 'index.html');
    if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: build the app first (npm run build -w @fitchoice/web)`);
    const prod = config.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logRetention = prod ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_WEEK;
    const prefix = `fitchoice-${config.stage}`;
    Tags.of(this).add('app', 'fitchoice');
    Tags.of(this).add('stage', config.stage);

    // --- Data: the backend's one table, from the same definition the local runtime creates.
    const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });
    const table = new dynamodb.TableV2(this, 'Table', {
      tableName: prefix,
      partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
      sortKey: stringKey(TABLE_DEFINITION.sortKey),
      globalSecondaryIndexes: TABLE_DEFINITION.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      billing: dynamodb.Billing.onDemand(),
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
    if (config.ethRpcUrl !== null) environment.ETH_RPC_URL = config.ethRpcUrl;
    if (config.treasuryAddress !== null) environment.TREASURY_ADDRESS = config.treasuryAddress;
    if (config.chainId !== null) environment.CHAIN_ID = String(config.chainId);
    if (config.minConfirmations !== null) environment.MIN_CONFIRMATIONS = String(config.minConfirmations);

    const functions = new Map<HandlerName, nodejs.NodejsFunction>();
    for (const name of HANDLER_NAMES) {
      const functionName = `${prefix}-${name}`;
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
        new nodejs.NodejsFunction(this, `${name}Function`, {
          functionName,
          entry: path.join(FUNCTIONS_SRC, name, 'handler.ts'),
          handler: 'handler',
          runtime: lambda.Runtime.NODEJS_22_X,
          architecture: lambda.Architecture.ARM_64,
          memorySize: settings.memorySize,
          timeout: settings.timeout,
          role,
          logGroup,
          environment,
          projectRoot: REPO_ROOT,
          depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
          bundling: {
            forceDockerBundling: false,
            minify: true,
            sourceMap: true,
            target: 'node22',
            // The SDK is bundled too, so Lambda runs the SDK version the tests ran against.
            externalModules: [],
          },
        }),
      );
    }

    // The coach's language model, given only to the handlers that ask it.
    const coachModel = config.coachModel;
    if (coachModel?.kind === 'bedrock') {
      for (const name of COACH_MODEL_HANDLERS) {
        const fn = functions.get(name)!;
        fn.addEnvironment('COACH_BEDROCK_MODEL_ID', coachModel.modelId);
        fn.role!.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['bedrock:InvokeModelWithResponseStream'],
            resources: bedrockResources(coachModel.modelId, this),
          }),
        );
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
    functions.get('account')!.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [
          this.formatArn({
            service: 'lambda',
            resource: 'function',
            resourceName: `${prefix}-account`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );

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
    });
    for (const name of FAN_OUT_HANDLERS) realtime.allowFanOut(functions.get(name)!);
    // The booking reminders: every 5 minutes, the reminders that are due are pushed. The table only.
    const reminders = new ScheduledFunction(this, 'BookingReminders', {
      functionName: `${prefix}-reminders`,
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
    const api = new apigw.HttpApi(this, 'HttpApi', { apiName: prefix, createDefaultStage: false });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      logGroupName: `/aws/apigateway/${prefix}`,
      retention: logRetention,
      removalPolicy,
    });
    api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        // No headers or cookies: the session token never reaches the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
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
        ),
      },
    });
    // One invoke permission per function, not one per route: a function serves only its own routes
    // anyway, and per-route permissions (160) took the stack past CloudFormation's 500 resources.
    const integrations = new Map(
      [...functions].map(
        ([name, fn]) => [name, new HttpLambdaIntegration(`${name}Integration`, fn, { scopePermissionToRoute: false })] as const,
      ),
    );
    for (const route of ROUTES) {
      api.addRoutes({ path: route.path, methods: [apigw.HttpMethod[route.method]], integration: integrations.get(route.handler)! });
    }

    // --- Web: private bucket, CloudFront in front of it and of the API.
    const bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: !prod,
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
    // the viewer's `ip:port`, which the handlers throttle failed logins by, and the country, region
    // and city CloudFront places the viewer in, which the devices list shows for each session.
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequestPolicy', {
      originRequestPolicyName: `${prefix}-api-${this.region}`,
      comment: `FitChoice ${config.stage}: what the API reads, and the viewer's address`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
        ...API_VIEWER_HEADERS,
        VIEWER_ADDRESS_HEADER,
        ...VIEWER_PLACE_HEADERS,
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
    const siteUrl = `https://${distribution.distributionDomainName}`;
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
      if (UPLOAD_HANDLERS.includes(name))
        fn.role!.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [uploads.arnForObjects('uploads/*')] }),
        );
      if (POST_PHOTO_HANDLERS.includes(name))
        fn.role!.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [uploads.arnForObjects('uploads/posts/*')] }),
        );
    }
    // The daily sweep of post photos nobody posted (functions/src/social/photo-sweep.ts, which the
    // local runtime runs at start-up and every 6 hours): it lists the posts' photos, puts its claim
    // of a photo in the table and deletes the uploads older than a day that no post took; nothing else.
    new ScheduledFunction(this, 'PhotoSweep', {
      functionName: `${prefix}-photo-sweep`,
      entry: 'functions/src/social/photo-sweep.ts',
      repoRoot: REPO_ROOT,
      description: `${prefix}: delete the post photos uploaded a day ago that no post took`,
      schedule: events.Schedule.rate(Duration.days(1)),
      // A run lists every post photo and checks each one's claim.
      timeout: Duration.minutes(10),
      policies: [
        new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }),
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [uploads.bucketArn],
          conditions: { StringLike: { 's3:prefix': `${POST_PHOTOS_PREFIX}*` } },
        }),
        new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [uploads.arnForObjects(`${POST_PHOTOS_PREFIX}*`)] }),
      ],
      environment: { ...environment, UPLOADS_BUCKET: uploads.bucketName },
      logRetention,
      removalPolicy,
    });

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

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The app; the API is on the same origin under /api' });
    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint, description: 'The HTTP API itself (the app calls it through CloudFront)' });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'RealtimeUrl', {
      value: realtime.stage.url,
      description: 'The WebSocket API itself (the app opens it through CloudFront at /api/realtime)',
    });
  }
}
