// The social feature as deployed: the real-time socket (a WebSocket API whose three routes reach
// the one real-time handler, its stage, the handler's narrow rights, the fan-out rights of the
// handlers that post events, CloudFront serving it at /api/realtime), the booking reminders'
// schedule and the daily sweep of unposted photos.
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

function webSocketApi(template: Template): string {
  const found = resources(template, 'AWS::ApiGatewayV2::Api').filter(([, api]) => api.Properties.ProtocolType === 'WEBSOCKET');
  expect(found).toHaveLength(1);
  return found[0]![0];
}

describe('the real-time WebSocket API', () => {
  it('routes $connect, $disconnect and $default to the real-time handler', () => {
    const template = dev.template;
    const apiId = webSocketApi(template);
    const [fnId, fn] = functionNamed(template, 'fitchoice-dev-realtime');
    expect(fn.Properties.Runtime).toBe('nodejs22.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
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

  it('keeps connections in the table (with its TTL) and lets the handler touch only the table, its logs and its connections', () => {
    const template = dev.template;
    const [, fn] = functionNamed(template, 'fitchoice-dev-realtime');
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'ALLOWED_ORIGINS',
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
      'execute-api:ManageConnections',
    ]);
    expect(JSON.stringify(statements[2]!.Resource)).toContain(JSON.stringify({ Ref: webSocketApi(template) }));
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

describe('the booking reminders', () => {
  it('run every few minutes in their own function, which may touch only the table and its logs', () => {
    const template = dev.template;
    const [fnId, fn] = functionNamed(template, 'fitchoice-dev-reminders');
    expect(fn.Properties.Timeout).toBe(120);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${REMINDER_SCHEDULE_MINUTES} minutes)`,
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, Id: 'Target0', RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resources(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown }[] }).Statement);
    expect(statements.map((statement) => statement.Action)).toEqual([['logs:CreateLogStream', 'logs:PutLogEvents'], TABLE_ACTIONS]);
  });
});

describe('the sweep of unposted photos', () => {
  it('runs daily in its own function, which may only list and delete posts’ photos, put a photo’s claim and write its logs', () => {
    const template = dev.template;
    const [fnId, fn] = functionNamed(template, 'fitchoice-dev-photo-sweep');
    const environment = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(environment.UPLOADS_BUCKET).toEqual({ Ref: expect.stringMatching(/^UploadsBucket/) });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, Id: 'Target0', RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resources(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown; Condition?: unknown }[] }).Statement,
      );
    expect(statements.map((statement) => statement.Action)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      'dynamodb:PutItem',
      's3:ListBucket',
      's3:DeleteObject',
    ]);
    expect(statements[2]!.Condition).toEqual({ StringLike: { 's3:prefix': 'uploads/posts/*' } });
    expect(JSON.stringify(statements[3]!.Resource)).toContain('/uploads/posts/*');
  });
});
