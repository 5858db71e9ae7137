// The social feature as deployed: the real-time socket (a WebSocket API whose three routes reach
// the one real-time handler, its stage, the handler's narrow rights, the fan-out rights of the
// handlers that post events, CloudFront serving it at /api/realtime), the booking reminders'
// schedule and the expiry of unposted photos.
import { PENDING_PHOTO_DAYS, PENDING_PHOTOS_PREFIX } from '@fitchoice/functions/post-photos';
import { HANDLER_NAMES } from '@fitchoice/functions/routes';
import type { Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_OUT_HANDLERS, REMINDER_SCHEDULE_MINUTES, TABLE_ACTIONS } from '../lib/fitchoice-stack';
import { REALTIME_REWRITE_CODE, REALTIME_STAGE, REALTIME_VIEWER_HEADERS } from '../lib/realtime';
import { type Synthesized, synthesize } from './synthesize';

type Resource = { Type: string; Properties: Record<string, unknown> };

let dev: Synthesized;

beforeAll(() => {
  dev = synthesize({ stage: 'dev', allowDemoPurchases: 'true' }, { bundle: false });
}, 240_000);

afterAll(() => dev?.cleanUp());

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type)) as [string, Resource][];
}

function functionNamed(template: Template, name: string): [string, Resource] {
  const found = resources(template, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.FunctionName === name);
  expect(found, name).toBeDefined();
  return found!;
}

/** What active tracing adds to a role. */
const XRAY_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];

function webSocketApi(template: Template): string {
  const found = resources(template, 'AWS::ApiGatewayV2::Api').filter(([, api]) => api.Properties.ProtocolType === 'WEBSOCKET');
  expect(found).toHaveLength(1);
  return found[0]![0];
}

describe('the real-time WebSocket API', () => {
  it('routes $connect, $disconnect and $default to the real-time handler, traced', () => {
    const template = dev.template;
    const apiId = webSocketApi(template);
    const [fnId, fn] = functionNamed(template, 'fitchoice-dev-realtime');
    expect(fn.Properties.Runtime).toBe('nodejs22.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    const integrations = Object.fromEntries(resources(template, 'AWS::ApiGatewayV2::Integration'));
    const routes = resources(template, 'AWS::ApiGatewayV2::Route').filter(
      ([, route]) => JSON.stringify(route.Properties.ApiId) === JSON.stringify({ Ref: apiId }),
    );
    expect(routes.map(([, route]) => route.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const [, route] of routes) {
      const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integration = integrations[target['Fn::Join'][1][1].Ref]!;
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(fnId);
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId },
      StageName: REALTIME_STAGE,
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });

  it('writes access logs without headers, through the account-level logging role API Gateway needs for a socket', () => {
    const template = dev.template;
    const [, stage] = resources(template, 'AWS::ApiGatewayV2::Stage').find(
      ([, candidate]) => JSON.stringify(candidate.Properties.ApiId) === JSON.stringify({ Ref: webSocketApi(template) }),
    )!;
    const logSettings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(JSON.stringify(logSettings.DestinationArn)).toMatch(/RealtimeAccessLogs/);
    expect(JSON.parse(logSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      eventType: '$context.eventType',
      status: '$context.status',
    });
    expect(logSettings.Format).not.toMatch(/cookie|authorization|header/i);
    const [accountId, account] = resources(template, 'AWS::ApiGateway::Account')[0]!;
    const roleId = (account.Properties.CloudWatchRoleArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const role = template.toJSON().Resources[roleId] as { Properties: { AssumeRolePolicyDocument: unknown }; DeletionPolicy: string };
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('apigateway.amazonaws.com');
    // One setting per account and region: it outlives a stack, so another stage keeps logging.
    expect(role.DeletionPolicy).toBe('Retain');
    expect((template.toJSON().Resources[accountId] as { DeletionPolicy: string }).DeletionPolicy).toBe('Retain');
  });

  it('keeps connections in the table (with its TTL) and lets the handler touch only the table, its logs and its connections', () => {
    const template = dev.template;
    const [, fn] = functionNamed(template, 'fitchoice-dev-realtime');
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'ALLOWED_ORIGINS',
      'APP_COMMIT',
      'NODE_OPTIONS',
      'ORIGIN_VERIFY_SECRET',
      'PURCHASE_MODE',
      'TABLE_NAME',
    ]);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resources(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement);
    expect(statements.map((statement) => statement.Action)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      TABLE_ACTIONS,
      XRAY_ACTIONS,
      'execute-api:ManageConnections',
    ]);
    expect(JSON.stringify(statements[3]!.Resource)).toContain(JSON.stringify({ Ref: webSocketApi(template) }));
  });

  it('gives the handlers that post events the stage callback URL and the right to post, and no other handler', () => {
    const template = dev.template;
    const apiId = webSocketApi(template);
    for (const name of HANDLER_NAMES) {
      const [, fn] = functionNamed(template, `fitchoice-dev-${name}`);
      const endpoint = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.REALTIME_ENDPOINT;
      if (FAN_OUT_HANDLERS.includes(name)) {
        expect(JSON.stringify(endpoint), name).toContain(JSON.stringify({ Ref: apiId }));
        expect(JSON.stringify(endpoint), name).toContain(`/${REALTIME_STAGE}`);
        expect(JSON.stringify(endpoint), name).toMatch(/^\{"Fn::Join":\["",\["https:\/\//);
      } else {
        expect(endpoint, name).toBeUndefined();
      }
    }
  });

  it('is served by CloudFront at /api/realtime: the stage root, the handshake headers and cookies, nothing cached', () => {
    const template = dev.template;
    const [, distribution] = resources(template, 'AWS::CloudFront::Distribution')[0]!;
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; OriginPath?: string; OriginCustomHeaders?: unknown[] }[];
    };
    const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === '/api/realtime')!;
    expect(behavior.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(behavior.ViewerProtocolPolicy).toBe('https-only');
    const origin = config.Origins.find((candidate) => candidate.Id === behavior.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(JSON.stringify({ Ref: webSocketApi(template) }));
    expect(origin.OriginPath).toBe(`/${REALTIME_STAGE}`);
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    const policies = Object.fromEntries(resources(template, 'AWS::CloudFront::OriginRequestPolicy'));
    const policy = policies[(behavior.OriginRequestPolicyId as { Ref: string }).Ref]!.Properties.OriginRequestPolicyConfig as Record<
      string,
      unknown
    >;
    expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: REALTIME_VIEWER_HEADERS });
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(REALTIME_VIEWER_HEADERS.map((header) => header.toLowerCase())).not.toContain('host');
  });

  it('rewrites the path to the stage root (the CloudFront Function itself)', () => {
    const handler = new Function(`${REALTIME_REWRITE_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/api/realtime' } }).uri).toBe('/');
    const functions = resources(dev.template, 'AWS::CloudFront::Function').filter(([id]) => id.includes('Realtime'));
    expect(functions).toHaveLength(1);
    expect((functions[0]![1].Properties as { FunctionCode: string }).FunctionCode).toBe(REALTIME_REWRITE_CODE);
  });
});

/** A scheduled function's failed runs: Lambda's on-failure destination and the rule's dead-letter queue, one queue. */
function expectFailuresKept(template: Template, fnId: string, queueName: string): string {
  const [queueId, queue] = resources(template, 'AWS::SQS::Queue').find(([, candidate]) => candidate.Properties.QueueName === queueName)!;
  expect(queue.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
  const [, invokeConfig] = resources(template, 'AWS::Lambda::EventInvokeConfig').find(
    ([, config]) => JSON.stringify(config.Properties.FunctionName) === JSON.stringify({ Ref: fnId }),
  )!;
  expect(invokeConfig.Properties).toMatchObject({
    MaximumRetryAttempts: 0,
    DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
  });
  template.hasResourceProperties('AWS::Events::Rule', {
    Targets: [
      {
        Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
        Id: 'Target0',
        RetryPolicy: { MaximumRetryAttempts: 0 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      },
    ],
  });
  return queueId;
}

/** What a scheduled function's role may do besides its own statements: write its logs, X-Ray, keep a failed run. */
const SCHEDULE_BASICS = {
  logs: ['logs:CreateLogStream', 'logs:PutLogEvents'],
  failures: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
};

describe('the booking reminders', () => {
  it('run every few minutes in their own function, which may touch only the table, its logs and its failures queue', () => {
    const template = dev.template;
    const [fnId, fn] = functionNamed(template, 'fitchoice-dev-reminders');
    expect(fn.Properties.Timeout).toBe(120);
    expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${REMINDER_SCHEDULE_MINUTES} minutes)`,
      State: 'ENABLED',
    });
    const queueId = expectFailuresKept(template, fnId, 'fitchoice-dev-reminders-failures');
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resources(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement);
    expect(statements.map((statement) => statement.Action)).toEqual([
      SCHEDULE_BASICS.logs,
      TABLE_ACTIONS,
      XRAY_ACTIONS,
      SCHEDULE_BASICS.failures,
    ]);
    expect(statements[3]!.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
  });
});

describe('the photos no post took', () => {
  it('expire from the pending prefix after a day, by the uploads bucket’s own rule: no function lists the photos', () => {
    const template = dev.template;
    const [, bucket] = resources(template, 'AWS::S3::Bucket').find(([id]) => id.startsWith('UploadsBucket'))!;
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [{ Id: 'expire-unposted-photos', Prefix: PENDING_PHOTOS_PREFIX, ExpirationInDays: PENDING_PHOTO_DAYS, Status: 'Enabled' }],
    });
    expect(PENDING_PHOTOS_PREFIX).toBe('uploads/posts/pending/');
    // The one schedule left is the reminders'.
    expect(resources(template, 'AWS::Events::Rule')).toHaveLength(1);
    expect(JSON.stringify(template.toJSON())).not.toMatch(/photo-sweep/);
    const uploadsPolicies = resources(template, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy).includes('UploadsBucket'),
    );
    expect(uploadsPolicies.length).toBeGreaterThan(0);
    expect(JSON.stringify(uploadsPolicies)).not.toMatch(/s3:List/);
  });
});
