// What the deployed FitChoice must be, read from the synthesized CloudFormation template: a prod
// stage with chain-mode context (its handlers bundled for real with esbuild) and a dev stage in
// demo mode, allowed explicitly (bundling skipped; only its template is read).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type HandlerModules, serveApi } from '@fitchoice/functions/local/adapter';
import { HANDLER_NAMES, type HandlerName, ROUTES } from '@fitchoice/functions/routes';
import { VIEWER_PLACE_HEADERS } from '@fitchoice/functions/session-device';
import { TABLE_DEFINITION } from '@fitchoice/functions/table';
import { VIEWER_POSITION_HEADERS } from '@fitchoice/functions/viewer-position';
import { App, STACK_RESOURCE_LIMIT_CONTEXT } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStage, MAX_STACK_RESOURCES } from '../lib/app';
import { readStageConfig } from '../lib/config';
import {
  API_VIEWER_HEADERS,
  CHECKIN_SECRET_HANDLERS,
  FAN_OUT_HANDLERS,
  gitCommit,
  MAIL_HANDLERS,
  NOTICE_HANDLERS,
  POST_PHOTO_HANDLERS,
  PUSH_HANDLERS,
  REPO_ROOT,
  SELF_INVOKE_HANDLERS,
  TABLE_ACTIONS,
  UPLOAD_HANDLERS,
} from '../lib/fitchoice-stack';
import { INLINE_SCRIPT, type Synthesized, synthesize, TEST_REGION } from './synthesize';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

const PROD_CONTEXT = {
  stage: 'prod',
  mailFrom: 'no-reply@fitchoice.example',
  purchaseMode: 'chain',
  ethRpcUrl: 'https://rpc.example.org/v3/key',
  treasuryAddress: '0x1111111111111111111111111111111111111111',
  chainId: '1',
  minConfirmations: '3',
  imageSources: 'https://images.example',
  connectSources: 'https://extra.example',
  vapidSecretName: 'fitchoice-prod/vapid',
  alarmTopicArn: 'arn:aws:sns:eu-west-1:123456789012:fitchoice-alarms',
};

let prod: Synthesized;
let dev: Synthesized;

// Bundling runs `npx esbuild` once per handler: seconds each on a busy machine, hence the long limit.
beforeAll(() => {
  prod = synthesize(PROD_CONTEXT, { bundle: true });
  dev = synthesize({ stage: 'dev', allowDemoPurchases: 'true' }, { bundle: false });
}, 480_000);

afterAll(() => {
  prod?.cleanUp();
  dev?.cleanUp();
});

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type)) as [string, Resource][];
}

function only(template: Template, type: string): [string, Resource] {
  const found = resources(template, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

/** The handler functions (CDK adds helper functions of its own, e.g. for BucketDeployment; the social feature's socket and reminder functions are tested in social.test.ts). */
function handlerFunctions(template: Template, stage: string): Map<string, [string, Resource]> {
  const byName = new Map<string, [string, Resource]>();
  for (const [id, fn] of resources(template, 'AWS::Lambda::Function')) {
    const name = fn.Properties.FunctionName;
    const social = [`fitchoice-${stage}-realtime`, `fitchoice-${stage}-reminders`];
    if (typeof name === 'string' && name.startsWith(`fitchoice-${stage}-`) && !social.includes(name)) {
      byName.set(name.slice(`fitchoice-${stage}-`.length), [id, fn]);
    }
  }
  return byName;
}

/** The API of one protocol: the HTTP API of the routes (imported from its OpenAPI body), or the WebSocket API of real time. */
function apiOf(template: Template, protocol: 'HTTP' | 'WEBSOCKET'): string {
  const found = resources(template, 'AWS::ApiGatewayV2::Api').filter(([, api]) =>
    protocol === 'HTTP' ? api.Properties.Body !== undefined : api.Properties.ProtocolType === protocol,
  );
  expect(found, protocol).toHaveLength(1);
  return found[0]![0];
}

interface Operation {
  routeKey: string;
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  /** The function the route's integration invokes, by its name (the ARN is made from it). */
  functionName: string;
  integration: Record<string, unknown>;
}

/** The HTTP API's routes as API Gateway imports them: the operations of its OpenAPI body. */
function operationsOf(template: Template): Operation[] {
  const api = Object.fromEntries(resources(template, 'AWS::ApiGatewayV2::Api'))[apiOf(template, 'HTTP')]!;
  const body = api.Properties.Body as {
    paths: Record<
      string,
      Record<string, { operationId: string; parameters?: Operation['parameters']; 'x-amazon-apigateway-integration': { $ref: string } }>
    >;
    components: { 'x-amazon-apigateway-integrations': Record<string, Record<string, unknown>> };
  };
  return Object.entries(body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const ref = operation['x-amazon-apigateway-integration'].$ref;
      expect(ref).toMatch(/^#\/components\/x-amazon-apigateway-integrations\//);
      const integration = body.components['x-amazon-apigateway-integrations'][ref.split('/').at(-1)!]!;
      // arn:<partition>:lambda:<region>:<account>:function:<name>, joined by CloudFormation.
      const arnParts = (integration.uri as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      const last = arnParts.at(-1) as string;
      return {
        routeKey: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
        ...(operation.parameters ? { parameters: operation.parameters } : {}),
        functionName: last.slice(last.indexOf(':function:') + ':function:'.length),
        integration,
      };
    }),
  );
}

function apiRequestPolicy(template: Template): [string, Resource] {
  const found = resources(template, 'AWS::CloudFront::OriginRequestPolicy').filter(([id]) => id.startsWith('ApiOriginRequestPolicy'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

function spaRewriteFunction(template: Template): [string, Resource] {
  const found = resources(template, 'AWS::CloudFront::Function').filter(([id]) => id.startsWith('SpaRewrite'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

function tableId(template: Template): string {
  return only(template, 'AWS::DynamoDB::GlobalTable')[0];
}

describe('the table', () => {
  it('has the key schema, indexes and TTL of the shared table definition, on demand by default', () => {
    const [, table] = only(prod.template, 'AWS::DynamoDB::GlobalTable');
    const p = table.Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
    ]);
    const keyNames = [
      TABLE_DEFINITION.partitionKey,
      TABLE_DEFINITION.sortKey,
      ...TABLE_DEFINITION.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect(p.AttributeDefinitions).toEqual(expect.arrayContaining(keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))));
    expect(p.AttributeDefinitions).toHaveLength(keyNames.length);
    expect(p.GlobalSecondaryIndexes).toEqual(
      TABLE_DEFINITION.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    // On demand unless -c tableCapacity=provisioned (test/table-capacity.test.ts): no capacity to scale.
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.WriteProvisionedThroughputSettings).toBeUndefined();
    expect((p.Replicas as Record<string, unknown>[])[0]!.ReadProvisionedThroughputSettings).toBeUndefined();
    expect(JSON.stringify(table)).not.toContain('CapacityAutoScalingSettings');
    expect(p.TableName).toBe('fitchoice-prod');
  });

  it('has point-in-time recovery in both stages', () => {
    for (const { template } of [prod, dev]) {
      const [, table] = only(template, 'AWS::DynamoDB::GlobalTable');
      const replicas = table.Properties.Replicas as { PointInTimeRecoverySpecification?: unknown }[];
      expect(replicas).toHaveLength(1);
      expect(replicas[0]!.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    }
  });

  it('is retained and deletion-protected in prod, and removed with a dev stack', () => {
    const [, prodTable] = only(prod.template, 'AWS::DynamoDB::GlobalTable');
    expect(prodTable.DeletionPolicy).toBe('Retain');
    expect(prodTable.UpdateReplacePolicy).toBe('Retain');
    expect((prodTable.Properties.Replicas as { DeletionProtectionEnabled?: boolean }[])[0]!.DeletionProtectionEnabled).toBe(true);

    const [, devTable] = only(dev.template, 'AWS::DynamoDB::GlobalTable');
    expect(devTable.DeletionPolicy).toBe('Delete');
    expect((devTable.Properties.Replicas as { DeletionProtectionEnabled?: boolean }[])[0]!.DeletionProtectionEnabled).toBe(false);
    expect(devTable.Properties.TableName).toBe('fitchoice-dev');
  });
});

describe('the HTTP API', () => {
  it('routes exactly the routes of functions/src/routes.ts, the list the local runtime serves', () => {
    for (const { template } of [prod, dev]) {
      const operations = operationsOf(template);
      expect(operations.map((operation) => operation.routeKey).sort()).toEqual(
        ROUTES.map((route) => `${route.method} ${route.path}`).sort(),
      );
      for (const operation of operations) {
        const route = ROUTES.find((candidate) => `${candidate.method} ${candidate.path}` === operation.routeKey)!;
        expect(operation.operationId).toBe(route.id);
        // Each {name} of the path is declared, as OpenAPI requires.
        const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(operation.parameters?.map((parameter) => parameter.name) ?? [], operation.routeKey).toEqual(names);
      }
    }
  });

  it("sends every route to its handler's function, with payload format 2.0, one integration per function", () => {
    const functions = handlerFunctions(prod.template, 'prod');
    for (const operation of operationsOf(prod.template)) {
      const route = ROUTES.find((candidate) => `${candidate.method} ${candidate.path}` === operation.routeKey)!;
      expect(operation.functionName, operation.routeKey).toBe(`fitchoice-prod-${route.handler}`);
      expect(functions.has(route.handler), operation.routeKey).toBe(true);
      expect(operation.integration).toMatchObject({ type: 'aws_proxy', httpMethod: 'POST', payloadFormatVersion: '2.0' });
    }
    const api = resources(prod.template, 'AWS::ApiGatewayV2::Api').find(([id]) => id === apiOf(prod.template, 'HTTP'))![1];
    const integrations = (api.Properties.Body as { components: { 'x-amazon-apigateway-integrations': object } }).components[
      'x-amazon-apigateway-integrations'
    ];
    expect(Object.keys(integrations).sort()).toEqual([...new Set(ROUTES.map((route) => route.handler))].sort());
    // A route the document cannot hold fails the deploy instead of being dropped.
    expect(api.Properties.FailOnWarnings).toBe(true);
    // No route or integration resources: the whole table is one resource.
    expect(
      resources(prod.template, 'AWS::ApiGatewayV2::Route').filter(([, route]) =>
        JSON.stringify(route).includes(apiOf(prod.template, 'HTTP')),
      ),
    ).toEqual([]);
  });

  it('may invoke each handler function, and only through this API', () => {
    const apiId = apiOf(prod.template, 'HTTP');
    const permissions = resources(prod.template, 'AWS::Lambda::Permission').filter(([, permission]) =>
      JSON.stringify(permission.Properties.SourceArn).includes(JSON.stringify({ Ref: apiId })),
    );
    const functions = handlerFunctions(prod.template, 'prod');
    expect(
      permissions.map(([, permission]) => (permission.Properties.FunctionName as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]).sort(),
    ).toEqual([...functions.values()].map(([id]) => id).sort());
    for (const [, permission] of permissions) {
      expect(permission.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' });
      expect(JSON.stringify(permission.Properties.SourceArn)).toMatch(/"\/\*\/\*"\]\]\}$/);
    }
  });

  it('is served the same way by the local runtime: each deployed route reaches the same handler with the same route key', async () => {
    // Stand-in handler modules that say who answered, behind the local runtime's real router.
    const handlers = {} as HandlerModules;
    for (const name of HANDLER_NAMES) {
      handlers[name] = async (event) => ({ statusCode: 200, body: JSON.stringify({ name, routeKey: event.routeKey }) });
    }
    const server = createServer((req, res) => {
      void serveApi(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'), { handlers, trustForwardedFor: false });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const operation of operationsOf(prod.template)) {
        const [method, path] = operation.routeKey.split(' ') as [string, string];
        const response = await fetch(base + path.replace(/\{\w+\}/g, 'p1'), { method, headers: { 'content-type': 'application/json' } });
        expect(await response.json(), operation.routeKey).toEqual({
          name: operation.functionName.slice('fitchoice-prod-'.length),
          routeKey: operation.routeKey,
        });
      }
      // And what the stack does not route, the local runtime does not serve either.
      expect((await fetch(`${base}/api/not-a-route`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('has one $default stage that deploys itself, throttles as configured, and writes access logs without headers', () => {
    const apiId = apiOf(prod.template, 'HTTP');
    for (const { template, limits } of [
      { template: prod.template, limits: { ThrottlingRateLimit: 3000, ThrottlingBurstLimit: 5000 } },
      { template: dev.template, limits: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 } },
    ]) {
      const stages = resources(template, 'AWS::ApiGatewayV2::Stage').filter(
        ([, candidate]) => JSON.stringify(candidate.Properties.ApiId) === JSON.stringify({ Ref: apiOf(template, 'HTTP') }),
      );
      expect(stages).toHaveLength(1);
      expect(stages[0]![1].Properties.DefaultRouteSettings).toEqual(limits);
    }
    const [, stage] = resources(prod.template, 'AWS::ApiGatewayV2::Stage').find(
      ([, candidate]) => JSON.stringify(candidate.Properties.ApiId) === JSON.stringify({ Ref: apiId }),
    )!;
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.AutoDeploy).toBe(true);
    const logSettings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(logSettings.DestinationArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^ApiAccessLogs/), 'Arn'] });
    const format = JSON.parse(logSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    expect(logSettings.Format).not.toMatch(/cookie|authorization|header/i);
  });
});

/** A deploy-time reference to one key of the operator's VAPID secret (no key in the template). */
/** The handlers that get the uploads bucket: those that sign uploads and reads, and those that delete posts' photos. */
const usesUploads = (name: string) => UPLOAD_HANDLERS.includes(name as HandlerName) || POST_PHOTO_HANDLERS.includes(name as HandlerName);

function vapidReference(key: string) {
  return {
    'Fn::Join': [
      '',
      [
        '{{resolve:secretsmanager:arn:',
        { Ref: 'AWS::Partition' },
        `:secretsmanager:${TEST_REGION}:`,
        { Ref: 'AWS::AccountId' },
        `:secret:${PROD_CONTEXT.vapidSecretName}:SecretString:${key}::}}`,
      ],
    ],
  };
}

/** What active tracing adds to a role: X-Ray's actions take no resource. */
const XRAY_STATEMENT = { Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' };

describe('the functions', () => {
  it('is one per handler module, Node.js 22 on arm64, traced, with its memory and log retention', () => {
    const functions = handlerFunctions(prod.template, 'prod');
    expect([...functions.keys()].sort()).toEqual([...HANDLER_NAMES].sort());
    const logGroups = Object.fromEntries(resources(prod.template, 'AWS::Logs::LogGroup'));
    for (const [name, [, fn]] of functions) {
      expect(fn.Properties.Runtime, name).toBe('nodejs22.x');
      expect(fn.Properties.Architectures, name).toEqual(['arm64']);
      expect(fn.Properties.Handler, name).toBe('index.handler');
      expect(fn.Properties.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(fn.Properties.MemorySize, name).toBe(name === 'auth' ? 1024 : 512);
      const logGroupRef = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logGroups[logGroupRef]!.Properties.RetentionInDays, name).toBe(90);
    }
  });

  it('logs JSON at INFO without START/END/REPORT lines (system log level WARN), every function of the stage', () => {
    const functions = resources(prod.template, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.FunctionName).startsWith('fitchoice-prod-'),
    );
    // Every handler module, the socket's function and the schedules.
    expect(functions.length).toBeGreaterThan(HANDLER_NAMES.length + 1);
    for (const [id, fn] of functions) {
      expect(fn.Properties.LoggingConfig, id).toMatchObject({ LogFormat: 'JSON', SystemLogLevel: 'WARN', ApplicationLogLevel: 'INFO' });
    }
  });

  it('passes the table, the origins, the purchase settings and the commit in the environment', () => {
    expect(gitCommit()).toMatch(/^[0-9a-f]{12}$/);
    const table = tableId(prod.template);
    for (const [name, [, fn]] of handlerFunctions(prod.template, 'prod')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables, name).toEqual({
        ...(CHECKIN_SECRET_HANDLERS.includes(name as HandlerName) ? { CHECKIN_SECRET: { 'Fn::Join': expect.any(Array) } } : {}),
        ...(FAN_OUT_HANDLERS.includes(name as HandlerName) ? { REALTIME_ENDPOINT: { 'Fn::Join': expect.any(Array) } } : {}),
        ...(PUSH_HANDLERS.includes(name as HandlerName)
          ? {
              VAPID_PUBLIC_KEY: vapidReference('publicKey'),
              VAPID_PRIVATE_KEY: vapidReference('privateKey'),
            }
          : {}),
        ...(usesUploads(name) ? { UPLOADS_BUCKET: { Ref: expect.stringMatching(/^UploadsBucket/) } } : {}),
        ...(NOTICE_HANDLERS.includes(name as HandlerName) ? { NOTICES_FUNCTION: 'fitchoice-prod-notices' } : {}),
        ...(MAIL_HANDLERS.includes(name as HandlerName)
          ? {
              MAIL_FROM: PROD_CONTEXT.mailFrom,
              MAIL_CONFIGURATION_SET: 'fitchoice-prod-mail',
              APP_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^Site/), 'DomainName'] }]] },
            }
          : {}),
        ORIGIN_VERIFY_SECRET: { 'Fn::Join': expect.any(Array) },
        TABLE_NAME: { Ref: table },
        ALLOWED_ORIGINS: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^Site/), 'DomainName'] }]] },
        PURCHASE_MODE: 'chain',
        ETH_RPC_URL: PROD_CONTEXT.ethRpcUrl,
        TREASURY_ADDRESS: PROD_CONTEXT.treasuryAddress,
        CHAIN_ID: '1',
        MIN_CONFIRMATIONS: '3',
        NODE_OPTIONS: '--enable-source-maps',
        APP_COMMIT: gitCommit(),
      });
    }
    for (const [name, [, fn]] of handlerFunctions(dev.template, 'dev')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const secret = [
        ...(CHECKIN_SECRET_HANDLERS.includes(name as HandlerName) ? ['CHECKIN_SECRET'] : []),
        ...(usesUploads(name) ? ['UPLOADS_BUCKET'] : []),
      ];
      // Without -c mailFrom (a dev stage may omit it) there is no sender: only the app's URL.
      const mail = MAIL_HANDLERS.includes(name as HandlerName) ? ['APP_URL'] : [];
      // Without -c vapidSecretName, no handler has VAPID keys: push is off in that stage.
      const realtime = FAN_OUT_HANDLERS.includes(name as HandlerName) ? ['REALTIME_ENDPOINT'] : [];
      const notices = NOTICE_HANDLERS.includes(name as HandlerName) ? ['NOTICES_FUNCTION'] : [];
      expect(Object.keys(variables).sort(), name).toEqual(
        [
          ...secret,
          ...mail,
          ...realtime,
          ...notices,
          'ALLOWED_ORIGINS',
          'APP_COMMIT',
          'NODE_OPTIONS',
          'ORIGIN_VERIFY_SECRET',
          'PURCHASE_MODE',
          'TABLE_NAME',
        ].sort(),
      );
      expect(variables.PURCHASE_MODE).toBe('demo');
    }
  });

  it('may touch only the table, its indexes and its own log group', () => {
    for (const { template, stage } of [
      { template: prod.template, stage: 'prod' },
      { template: dev.template, stage: 'dev' },
    ]) {
      const table = tableId(template);
      const roles = Object.fromEntries(resources(template, 'AWS::IAM::Role'));
      const policies = resources(template, 'AWS::IAM::Policy');
      const tableArn = { 'Fn::GetAtt': [table, 'Arn'] };
      const tableResources = [
        tableArn,
        ...TABLE_DEFINITION.globalIndexes.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index.indexName}`]] })),
      ];
      for (const [name, [, fn]] of handlerFunctions(template, stage)) {
        const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        expect(roles[roleId]!.Properties.ManagedPolicyArns, name).toBeUndefined();
        expect(roles[roleId]!.Properties.Policies, name).toBeUndefined();
        const statements = policies
          .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
          .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
        const logGroupRef = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        // Sending mail is checked in 'account mail' below: only the mailing functions of a stage with a sender.
        const mailing = statements.filter((statement) => JSON.stringify(statement.Action).includes('ses:'));
        expect(mailing.length > 0, name).toBe(stage === 'prod' && MAIL_HANDLERS.includes(name as HandlerName));
        expect(
          statements.filter((statement) => !mailing.includes(statement)),
          name,
        ).toEqual([
          { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [logGroupRef, 'Arn'] } },
          { Effect: 'Allow', Action: TABLE_ACTIONS, Resource: tableResources },
          XRAY_STATEMENT,
          // A function that queues work as an asynchronous invocation of itself may invoke itself, and nothing else.
          ...(SELF_INVOKE_HANDLERS.includes(name as HandlerName)
            ? [
                {
                  Effect: 'Allow',
                  Action: 'lambda:InvokeFunction',
                  Resource: {
                    'Fn::Join': ['', expect.arrayContaining([expect.stringMatching(new RegExp(`:function:fitchoice-[a-z]+-${name}$`))])],
                  },
                },
              ]
            : []),
          // A function that queues notices may invoke the notices function, and no other.
          ...(NOTICE_HANDLERS.includes(name as HandlerName)
            ? [
                {
                  Effect: 'Allow',
                  Action: 'lambda:InvokeFunction',
                  Resource: {
                    'Fn::Join': ['', expect.arrayContaining([expect.stringMatching(/:function:fitchoice-[a-z]+-notices$/)])],
                  },
                },
              ]
            : []),
          // The fan-out handlers may post to the real-time API's connections, and nowhere else.
          ...(FAN_OUT_HANDLERS.includes(name as HandlerName) ? [manageConnections(template)] : []),
          // Only the upload handlers reach the uploads bucket, and only its uploads/ objects.
          ...(UPLOAD_HANDLERS.includes(name as HandlerName)
            ? [
                {
                  Effect: 'Allow',
                  Action: ['s3:GetObject', 's3:PutObject'],
                  Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^UploadsBucket/), 'Arn'] }, '/uploads/*']] },
                },
              ]
            : []),
          // Only the social and account handlers delete, and only posts' photos.
          ...(POST_PHOTO_HANDLERS.includes(name as HandlerName)
            ? [
                {
                  Effect: 'Allow',
                  Action: 's3:DeleteObject',
                  Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^UploadsBucket/), 'Arn'] }, '/uploads/posts/*']] },
                },
              ]
            : []),
        ]);
        // "*" only where AWS allows nothing else: X-Ray's two actions.
        expect(JSON.stringify(statements.filter((statement) => statement.Resource !== '*')), name).not.toMatch(
          /"\*"|dynamodb:\*|dynamodb:Scan/,
        );
        expect(
          statements.filter((statement) => statement.Resource === '*'),
          name,
        ).toEqual([XRAY_STATEMENT]);
      }
    }
  });
});

/** The CSP as text: the uploads bucket's host is joined with the partition's URL suffix at deploy time. */
function cspText(value: unknown): string {
  if (typeof value === 'string') return value;
  const [, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  const names: Record<string, string> = { 'AWS::URLSuffix': '<suffix>' };
  return parts.map((part) => (typeof part === 'string' ? part : (names[(part as { Ref: string }).Ref] ?? '<?>'))).join('');
}

describe('the site', () => {
  it('keeps the bucket private: public access blocked, readable only by this distribution over TLS', () => {
    const [bucketId, bucket] = resources(prod.template, 'AWS::S3::Bucket').find(([id]) => id.startsWith('SiteBucket'))!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, policy] = resources(prod.template, 'AWS::S3::BucketPolicy').find(
      ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    )!;
    const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
      expect(statement.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(statement.Condition)).toMatch(/AWS:SourceArn/);
    }
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } }, Principal: { AWS: '*' } }),
    );
  });

  it('serves the shell with revalidation and an SPA rewrite, assets immutable, the API uncached', () => {
    const [, distribution] = only(prod.template, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; CustomOriginConfig?: unknown }[];
      CustomErrorResponses?: unknown[];
      DefaultRootObject: string;
    };
    const [revalidateId, revalidate] = only(prod.template, 'AWS::CloudFront::CachePolicy');
    expect(revalidate.Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    const [headersId] = only(prod.template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const [functionId] = spaRewriteFunction(prod.template);
    const originOf = (behavior: Record<string, unknown>) => config.Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;

    // Server errors are never served from the edge cache; and no error is rewritten to a page (that
    // would also turn /api/* errors and asset misses into the HTML shell).
    expect(config.CustomErrorResponses).toEqual([500, 502, 503, 504].map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })));
    expect(config.DefaultRootObject).toBe('index.html');

    const shell = config.DefaultCacheBehavior;
    expect(shell.CachePolicyId).toEqual({ Ref: revalidateId });
    expect(shell.ResponseHeadersPolicyId).toEqual({ Ref: headersId });
    expect(shell.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(shell.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    expect(originOf(shell).S3OriginConfig).toBeDefined();

    const byPath = Object.fromEntries(config.CacheBehaviors.map((behavior) => [behavior.PathPattern as string, behavior]));
    expect(Object.keys(byPath).sort()).toEqual(['/api/*', '/api/realtime', '/assets/*', '/service-worker.js']);
    // The socket's behaviour comes first: CloudFront takes the first pattern that matches.
    expect(config.CacheBehaviors[0]!.PathPattern).toBe('/api/realtime');
    for (const behavior of Object.values(byPath).filter((b) => b.PathPattern !== '/api/realtime')) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: headersId });
      expect(behavior.FunctionAssociations).toBeUndefined();
    }

    const api = byPath['/api/*']!;
    expect(api.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toEqual({ Ref: apiRequestPolicy(prod.template)[0] });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const apiId = apiOf(prod.template, 'HTTP');
    expect(originOf(api).CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(originOf(api).DomainName)).toContain(JSON.stringify({ Ref: apiId }));

    const assets = byPath['/assets/*']!;
    expect(assets.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect(originOf(assets).S3OriginConfig).toBeDefined();

    const serviceWorker = byPath['/service-worker.js']!;
    expect(serviceWorker.CachePolicyId).toEqual({ Ref: revalidateId });
    expect(originOf(serviceWorker).S3OriginConfig).toBeDefined();
  });

  it("sits behind the edge stack's web ACL, logs its requests, and uses CloudFront's own domain without -c domainName", () => {
    const [, distribution] = only(prod.template, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as Record<string, unknown>;
    expect(JSON.stringify(config.WebACLId)).toMatch(/ExportsReader.*\/cdk\/exports\/FitChoice-prod\/.*WebAcl/);
    expect(config.Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogsBucket/), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
    expect(config.Aliases).toBeUndefined();
    expect(resources(prod.edge, 'AWS::CertificateManager::Certificate')).toEqual([]);
  });

  it('compresses at the edge, gzip and brotli, everything it caches, and uploads no pre-compressed copies', () => {
    const [, distribution] = only(prod.template, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    // The API and the real-time socket are never cached.
    const uncached = ['/api/*', '/api/realtime'];
    const cached = [
      config.DefaultCacheBehavior,
      ...config.CacheBehaviors.filter((behavior) => !uncached.includes(behavior.PathPattern as string)),
    ];
    expect(cached).toHaveLength(3);
    for (const behavior of cached) expect(behavior.Compress, String(behavior.PathPattern ?? 'default')).toBe(true);
    // The shell's policy keys on the encodings (and so may compress); /assets/* uses the managed
    // CachingOptimized policy, which does the same.
    const [, revalidate] = only(prod.template, 'AWS::CloudFront::CachePolicy');
    expect(
      (revalidate.Properties.CachePolicyConfig as { ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> })
        .ParametersInCacheKeyAndForwardedToOrigin,
    ).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    expect(config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/assets/*')!.CachePolicyId).toBe(
      cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
    );
    // The web build as staged for upload: folders of the assembly (the .zip there is CDK's own).
    const staged = readdirSync(prod.assemblyDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
      .flatMap((entry) => readdirSync(path.join(prod.assemblyDir, entry.name)))
      .filter((name) => /^index(-abc123\.js|\.html)/.test(name));
    expect(staged.sort()).toEqual(['index-abc123.js', 'index.html']);
  });

  it('rewrites app routes to /index.html and leaves files alone (the CloudFront Function itself)', () => {
    const [, fn] = spaRewriteFunction(prod.template);
    expect((fn.Properties.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
    const handler = new Function(`${fn.Properties.FunctionCode as string}\nreturn handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const served = (uri: string) => handler({ request: { uri } }).uri;
    expect(served('/')).toBe('/index.html');
    expect(served('/gyms')).toBe('/index.html');
    expect(served('/gym/42/book')).toBe('/index.html');
    expect(served('/qr-scanner')).toBe('/index.html');
    expect(served('/index.html')).toBe('/index.html');
    expect(served('/service-worker.js')).toBe('/service-worker.js');
    expect(served('/manifest.webmanifest')).toBe('/manifest.webmanifest');
    expect(served('/icons/icon-192.png')).toBe('/icons/icon-192.png');
  });

  it('uploads the shell with no-cache and the hashed assets immutable, keeping old assets for old clients', () => {
    const deployments = resources(prod.template, 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/')!;
    expect(assets.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(assets.Prune).toBe(false);
    const shell = deployments.find((d) => d.DestinationBucketKeyPrefix === undefined)!;
    expect(shell.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(shell.Exclude).toEqual(['assets/*']);
    expect(shell.Prune).toBe(true);
    expect(shell.DistributionPaths).toEqual(['/*']);
  });

  it('sends a CSP that allows the app only, plus HSTS, nosniff, Referrer-Policy and no framing', () => {
    const [, policy] = only(prod.template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const security = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
      .SecurityHeadersConfig;
    const csp = security.ContentSecurityPolicy!;
    expect(csp.Override).toBe(true);
    const directives = Object.fromEntries(
      cspText(csp.ContentSecurityPolicy)
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources];
        }),
    );
    const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", inlineHash]);
    expect(directives['style-src']).toEqual(["'self'"]);
    // Chain mode, yet no RPC origin: only the wallet handler calls the RPC URL.
    // The uploads bucket's pre-signed URLs: PUT from the panels, photos read in the directory.
    const uploads = 'https://*.s3.eu-west-1.<suffix>';
    // No IP lookup service: the app asks the server (GET /api/location/ip), which asks them.
    expect(directives['connect-src']).toEqual(["'self'", 'https://extra.example', uploads]);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://images.example',
      uploads,
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(security.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });

    const [, devPolicy] = only(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const devCsp = cspText(
      (
        devPolicy.Properties.ResponseHeadersPolicyConfig as {
          SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
        }
      ).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );
    expect(devCsp).toContain("connect-src 'self' https://*.s3.eu-west-1.<suffix>;");
    expect(devCsp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org https://*.s3.eu-west-1.<suffix>;");
  });
});

describe('the uploads bucket', () => {
  it('is private, encrypted, TLS-only, and takes PUTs and GETs only from the site', () => {
    const [, bucket] = resources(prod.template, 'AWS::S3::Bucket').find(([id]) => id.startsWith('UploadsBucket'))!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['PUT', 'GET'],
          AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^Site/), 'DomainName'] }]] }],
          AllowedHeaders: ['content-type'],
          MaxAge: 3600,
        },
      ],
    });
    expect(bucket.DeletionPolicy).toBe('Retain');
  });
});

/** The statement that lets a function post to the WebSocket API's connections (and only its own API's). */
function manageConnections(template: Template) {
  const apiId = apiOf(template, 'WEBSOCKET');
  return {
    Effect: 'Allow',
    Action: 'execute-api:ManageConnections',
    Resource: {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          `:execute-api:${TEST_REGION}:`,
          { Ref: 'AWS::AccountId' },
          ':',
          { Ref: apiId },
          '/*/*/@connections/*',
        ],
      ],
    },
  };
}

describe('the API behind CloudFront only', () => {
  /** `{{resolve:secretsmanager:<the secret>:SecretString:::}}`: CloudFormation puts the value in at deploy time. */
  const dynamicReferenceTo = (secretId: string) => ({
    'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
  });

  function originVerifySecret(template: Template): [string, Resource] {
    const found = resources(template, 'AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('OriginVerifySecret'));
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  it('generates the origin secret in Secrets Manager: no value in the template', () => {
    for (const template of [prod.template, dev.template]) {
      const [, secret] = originVerifySecret(template);
      expect(secret.Properties.GenerateSecretString).toEqual({ ExcludePunctuation: true, PasswordLength: 48 });
      expect(secret.Properties.SecretString).toBeUndefined();
    }
  });

  it('has CloudFront send the secret to the API origin, and only to it', () => {
    const [secretId] = originVerifySecret(prod.template);
    const [, distribution] = only(prod.template, 'AWS::CloudFront::Distribution');
    const origins = (distribution.Properties.DistributionConfig as { Origins: Record<string, unknown>[] }).Origins;
    const apiOrigins = ['HTTP', 'WEBSOCKET'].map((protocol) => {
      const apiId = apiOf(prod.template, protocol as 'HTTP' | 'WEBSOCKET');
      return origins.find((origin) => JSON.stringify(origin.DomainName).includes(JSON.stringify({ Ref: apiId })))!;
    });
    for (const apiOrigin of apiOrigins) {
      expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'X-Origin-Verify', HeaderValue: dynamicReferenceTo(secretId) }]);
    }
    for (const origin of origins.filter((candidate) => !apiOrigins.includes(candidate))) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('gives every handler the same secret by dynamic reference, with no Secrets Manager permission', () => {
    for (const { template, stage } of [
      { template: prod.template, stage: 'prod' },
      { template: dev.template, stage: 'dev' },
    ]) {
      const [secretId] = originVerifySecret(template);
      for (const [name, [, fn]] of handlerFunctions(template, stage)) {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables.ORIGIN_VERIFY_SECRET, name).toEqual(dynamicReferenceTo(secretId));
      }
      // CloudFormation reads the secret at deploy time; no role of the stack may read it at run time.
      const grants = [...resources(template, 'AWS::IAM::Policy'), ...resources(template, 'AWS::IAM::Role')];
      expect(JSON.stringify(grants)).not.toMatch(/secretsmanager:/);
    }
  });

  it("sends the API the viewer's address, place and position, cookies, query strings and the headers it reads, but not Host", () => {
    const [, policy] = apiRequestPolicy(prod.template);
    const policyConfig = policy.Properties.OriginRequestPolicyConfig as Record<string, unknown>;
    expect(policyConfig.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [...API_VIEWER_HEADERS, 'CloudFront-Viewer-Address', ...VIEWER_PLACE_HEADERS, ...VIEWER_POSITION_HEADERS],
    });
    expect(API_VIEWER_HEADERS.map((header) => header.toLowerCase())).not.toContain('host');
    expect(policyConfig.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(policyConfig.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it('forwards every request header the deployed handlers read (an allow list drops the rest without a word)', () => {
    const sourceDir = path.join(REPO_ROOT, 'functions/src');
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('local'),
    );
    const read = new Set<string>();
    for (const file of files) {
      const source = readFileSync(path.join(sourceDir, file), 'utf8');
      for (const match of source.matchAll(/\bheaders(?:\?\.|\.)([a-z]+)\b(?!\s*\()|\bheaders\[['"]([a-z-]+)['"]\]/g)) {
        read.add(match[1] ?? match[2]!);
      }
    }
    // The scan must find the CSRF and replay headers, or it is reading nothing.
    expect([...read]).toEqual(expect.arrayContaining(['origin', 'content-type', 'idempotency-key']));
    // Host is always sent (the API's own), and cookies are forwarded as a whole.
    const needed = [...read].filter((header) => header !== 'host' && header !== 'cookie');
    expect(API_VIEWER_HEADERS.map((header) => header.toLowerCase())).toEqual(expect.arrayContaining(needed));
  });
});

describe('account mail', () => {
  it('sends through Amazon SES as the configured address, with bounces and complaints suppressed', () => {
    const [setId, set] = only(prod.template, 'AWS::SES::ConfigurationSet');
    expect(set.Properties).toMatchObject({
      Name: 'fitchoice-prod-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const [, identity] = only(prod.template, 'AWS::SES::EmailIdentity');
    expect(identity.Properties).toMatchObject({
      EmailIdentity: PROD_CONTEXT.mailFrom,
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } },
    });
    expect(resources(dev.template, 'AWS::SES::EmailIdentity')).toEqual([]);
  });

  it('lets only the functions that mail send, and only as that identity and configuration set', () => {
    const functions = handlerFunctions(prod.template, 'prod');
    const roleOf = (name: string) => (functions.get(name)![1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const sending = resources(prod.template, 'AWS::IAM::Policy').filter(([, policy]) => JSON.stringify(policy.Properties).includes('ses:'));
    const rolesThatSend = new Set(sending.flatMap(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref)));
    expect([...rolesThatSend].sort()).toEqual(MAIL_HANDLERS.map(roleOf).sort());
    for (const [, policy] of sending) {
      const statements = (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement.filter(
        (statement) => JSON.stringify(statement.Action).includes('ses:'),
      );
      const [identityId] = only(prod.template, 'AWS::SES::EmailIdentity');
      for (const statement of statements) {
        expect([statement.Action].flat().every((action) => action === 'ses:SendEmail' || action === 'ses:SendRawEmail')).toBe(true);
        const resource = JSON.stringify(statement.Resource);
        expect(
          resource.includes(`:identity/",{"Ref":"${identityId}"}`) || resource.includes(':configuration-set/fitchoice-prod-mail'),
          resource,
        ).toBe(true);
      }
    }
  });
});

describe('the stages', () => {
  it('retain data and logs in prod and remove them with a dev stack', () => {
    for (const type of ['AWS::S3::Bucket', 'AWS::Logs::LogGroup', 'AWS::DynamoDB::GlobalTable']) {
      for (const [id, resource] of resources(prod.template, type)) expect(resource.DeletionPolicy, `prod ${id}`).toBe('Retain');
      for (const [id, resource] of resources(dev.template, type)) expect(resource.DeletionPolicy, `dev ${id}`).toBe('Delete');
    }
    // Emptied before deletion, or CloudFormation could not remove a dev bucket.
    dev.template.hasResource('Custom::S3AutoDeleteObjects', {});
    expect(prod.template.findResources('Custom::S3AutoDeleteObjects')).toEqual({});
  });

  it('name their resources after the stage and output the site and API URLs', () => {
    expect(prod.stack.stackName).toBe('FitChoice-prod');
    expect(dev.stack.stackName).toBe('FitChoice-dev');
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      Body: Match.objectLike({ info: { title: 'fitchoice-dev', version: '1' } }),
    });
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      Body: Match.objectLike({ info: { title: 'fitchoice-prod', version: '1' } }),
    });
    prod.template.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^Site'), 'DomainName'] }]] },
    });
    prod.template.hasOutput('ApiUrl', { Value: Match.anyValue() });
  });

  it('refuse to synthesize demo purchases unless a non-production stage allows them', () => {
    expect(() => synthesize({ stage: 'prod' }, { bundle: false })).toThrow(
      /^Context purchaseMode=demo is refused for stage prod: .* Deploy prod with -c purchaseMode=chain/,
    );
    expect(() => synthesize({ stage: 'prod', purchaseMode: 'demo', allowDemoPurchases: 'true' }, { bundle: false })).toThrow(
      'refused for stage prod',
    );
    expect(() => synthesize({ stage: 'dev' }, { bundle: false })).toThrow(/For a test stage, allow it with -c allowDemoPurchases=true/);
    // A flag in cdk.json arrives as a boolean, on the command line as a string: both allow it.
    const allowed = synthesize({ stage: 'dev', allowDemoPurchases: true }, { bundle: false });
    try {
      for (const [, [, fn]] of handlerFunctions(allowed.template, 'dev'))
        expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.PURCHASE_MODE).toBe('demo');
    } finally {
      allowed.cleanUp();
    }
  });

  it(`keep every stack under ${MAX_STACK_RESOURCES} resources, and a synth fails above that`, () => {
    for (const { stacks } of [prod, dev]) {
      for (const stack of Object.values(stacks)) {
        const count = Object.keys(Template.fromStack(stack).toJSON().Resources as object).length;
        expect(count, stack.stackName).toBeLessThanOrEqual(MAX_STACK_RESOURCES);
        expect(stack.node.tryGetContext(STACK_RESOURCE_LIMIT_CONTEXT), stack.stackName).toBe(MAX_STACK_RESOURCES);
      }
    }
  });

  it('refuses to synthesize without the built app', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const config = readStageConfig((key) => (key === 'allowDemoPurchases' ? 'true' : undefined));
    expect(() => addStage(app, config, { webDistPath: '/nonexistent/web/dist', region: TEST_REGION })).toThrow(
      '/nonexistent/web/dist/index.html is missing: build the app first (npm run build -w @fitchoice/web)',
    );
  });
});
