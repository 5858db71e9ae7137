// What an operator runs the stage with, read from one synthesized stage with every operations
// setting given (bundling skipped; only the templates are read): the edge stack's web ACL and
// certificate in us-east-1 and the distribution that uses them, the access logs, the throttles,
// the alarms (to the given SNS topic) and the dashboard, and the checks every synth passes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HANDLER_NAMES } from '@fitchoice/functions/routes';
import { TABLE_DEFINITION } from '@fitchoice/functions/table';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStage, MAX_STACK_RESOURCES } from '../lib/app';
import { readStageConfig } from '../lib/config';
import { COUNTED_COMMON_RULES, EDGE_REGION, MANAGED_RULE_GROUPS } from '../lib/edge-stack';
import { TABLE_ACTIONS } from '../lib/fitchoice-stack';
import { TABLE_OPERATIONS, THRESHOLDS } from '../lib/monitoring-stack';
import { type Synthesized, synthesize, TEST_REGION } from './synthesize';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

const TOPIC = `arn:aws:sns:${TEST_REGION}:123456789012:fitchoice-dev-alarms`;
const DOMAIN = 'app.fitchoice.example';

let stage: Synthesized;

beforeAll(() => {
  stage = synthesize(
    {
      stage: 'dev',
      allowDemoPurchases: 'true',
      domainName: DOMAIN,
      alarmTopicArn: TOPIC,
      apiRateLimit: '800',
      apiBurstLimit: '1600',
      realtimeRateLimit: '300',
      realtimeBurstLimit: '600',
      wafRateLimit: '2000',
    },
    { bundle: false },
  );
}, 240_000);

afterAll(() => stage?.cleanUp());

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type)) as [string, Resource][];
}

function distributionConfig(): Record<string, unknown> {
  const [[, distribution]] = resources(stage.template, 'AWS::CloudFront::Distribution') as [[string, Resource]];
  return distribution.Properties.DistributionConfig as Record<string, unknown>;
}

/** A value the app's stack reads from the edge stack in us-east-1 (CDK's cross-region reference, an SSM parameter). */
function crossRegionExport(value: unknown): string {
  const [reader, name] = (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
  expect(reader).toMatch(/^ExportsReader/);
  expect(name).toMatch(/^\/cdk\/exports\/FitChoice-dev\//);
  const writer = resources(stage.edge, 'Custom::CrossRegionExportWriter')[0]![1].Properties.WriterProps as {
    region: string;
    exports: Record<string, unknown>;
  };
  expect(writer.region).toBe(TEST_REGION);
  return JSON.stringify(writer.exports[name]);
}

describe('the edge', () => {
  it('is a stack in us-east-1, where CloudFront takes its web ACL and certificates from', () => {
    expect(stage.stacks.edge.region).toBe(EDGE_REGION);
    expect(stage.stacks.app.region).toBe(TEST_REGION);
  });

  it("puts a web ACL in front of CloudFront: a per-IP rate limit first, then AWS's managed rules", () => {
    const [[webAclId, webAcl]] = resources(stage.edge, 'AWS::WAFv2::WebACL') as [[string, Resource]];
    const p = webAcl.Properties as {
      Scope: string;
      DefaultAction: unknown;
      Rules: {
        Name: string;
        Priority: number;
        Action?: unknown;
        OverrideAction?: unknown;
        Statement: Record<string, Record<string, unknown>>;
      }[];
    };
    expect(p.Scope).toBe('CLOUDFRONT');
    expect(p.DefaultAction).toEqual({ Allow: {} });
    expect(p.Rules.map((rule) => [rule.Priority, rule.Name])).toEqual([
      [0, 'RatePerIp'],
      ...MANAGED_RULE_GROUPS.map((name, index) => [index + 1, name]),
    ]);
    expect(p.Rules[0]!.Action).toEqual({ Block: {} });
    expect(p.Rules[0]!.Statement.RateBasedStatement).toEqual({ Limit: 2000, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    for (const rule of p.Rules.slice(1)) {
      // The managed groups' own actions apply (none overridden to count)...
      expect(rule.OverrideAction).toEqual({ None: {} });
      expect(rule.Statement.ManagedRuleGroupStatement!.VendorName).toBe('AWS');
    }
    // ...but the body-size rule, which would block the API's own 64 KiB bodies, only counts.
    expect(
      p.Rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet')!.Statement.ManagedRuleGroupStatement!.RuleActionOverrides,
    ).toEqual(COUNTED_COMMON_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })));
    // The distribution in the app's region uses this very ACL.
    expect(crossRegionExport(distributionConfig().WebACLId)).toBe(JSON.stringify({ 'Fn::GetAtt': [webAclId, 'Arn'] }));
  });

  it("serves the site's own domain with its certificate (DNS-validated), TLS 1.2 at least, and links there", () => {
    const [[certificateId, certificate]] = resources(stage.edge, 'AWS::CertificateManager::Certificate') as [[string, Resource]];
    expect(certificate.Properties).toMatchObject({ DomainName: DOMAIN, ValidationMethod: 'DNS' });
    const config = distributionConfig();
    expect(config.Aliases).toEqual([DOMAIN]);
    const viewer = config.ViewerCertificate as Record<string, unknown>;
    expect(viewer).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    expect(crossRegionExport(viewer.AcmCertificateArn)).toBe(JSON.stringify({ Ref: certificateId }));
    // Mail links and the allowed origins are the domain's, not CloudFront's.
    const auth = resources(stage.template, 'AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.FunctionName === 'fitchoice-dev-auth',
    )![1];
    const variables = (auth.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.APP_URL).toBe(`https://${DOMAIN}`);
    expect(variables.ALLOWED_ORIGINS).toBe(`https://${DOMAIN}`);
    stage.template.hasOutput('SiteUrl', { Value: `https://${DOMAIN}` });
    stage.template.hasOutput('DistributionDomain', {});
  });

  it('writes CloudFront logs and both buckets’ access logs to a private logs bucket that expires them', () => {
    const buckets = Object.fromEntries(resources(stage.template, 'AWS::S3::Bucket'));
    const logsId = Object.keys(buckets).find((id) => id.startsWith('AccessLogsBucket'))!;
    expect(distributionConfig().Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logsId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
    for (const [prefix, id] of [
      ['SiteBucket', 's3/site/'],
      ['UploadsBucket', 's3/uploads/'],
    ]) {
      const bucket = Object.entries(buckets).find(([candidate]) => candidate.startsWith(prefix!))![1];
      expect(bucket.Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: id });
    }
    const logs = buckets[logsId]!.Properties;
    expect(logs.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    // CloudFront's standard logs arrive with an ACL grant: this bucket, alone, keeps ACLs on.
    expect(logs.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'ObjectWriter' }] });
    expect(logs.LifecycleConfiguration).toEqual({ Rules: [{ ExpirationInDays: 7, Status: 'Enabled' }] });
    // S3 delivers server access logs by bucket policy.
    const [, policy] = resources(stage.template, 'AWS::S3::BucketPolicy').find(
      ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: logsId }),
    )!;
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('logging.s3.amazonaws.com');
  });

  it('throttles the HTTP API and the socket as configured', () => {
    const stages = resources(stage.template, 'AWS::ApiGatewayV2::Stage').map(([, s]) => s.Properties);
    expect(stages.find((s) => s.StageName === '$default')!.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 800,
      ThrottlingBurstLimit: 1600,
    });
    expect(stages.find((s) => s.StageName === 'live')!.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 300,
      ThrottlingBurstLimit: 600,
    });
  });
});

/** The alarms, by name without the stage prefix. */
function alarms(): Map<string, Record<string, unknown>> {
  return new Map(
    resources(stage.monitoring, 'AWS::CloudWatch::Alarm').map(([, alarm]) => [
      (alarm.Properties.AlarmName as string).slice('fitchoice-dev-'.length),
      alarm.Properties,
    ]),
  );
}

/** The metrics an alarm reads: its own, or those of its math expression. */
function metricsOf(alarm: Record<string, unknown>): { name: string; dimensions: Record<string, unknown>; stat: string }[] {
  if (alarm.MetricName) {
    const dimensions = Object.fromEntries((alarm.Dimensions as { Name: string; Value: unknown }[]).map((d) => [d.Name, d.Value]));
    return [{ name: alarm.MetricName as string, dimensions, stat: (alarm.Statistic ?? alarm.ExtendedStatistic) as string }];
  }
  return (
    alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] }; Stat: string } }[]
  )
    .filter((metric) => metric.MetricStat)
    .map(({ MetricStat }) => ({
      name: MetricStat!.Metric.MetricName,
      dimensions: Object.fromEntries(MetricStat!.Metric.Dimensions.map((d) => [d.Name, d.Value])),
      stat: MetricStat!.Stat,
    }));
}

/** The export the monitoring stack imports for one of the app stack's resources. */
function importOf(logicalIdPrefix: string): unknown {
  const outputs = stage.template.toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>;
  const output = Object.values(outputs).find((o) => o.Export && JSON.stringify(o.Value).includes(`"Ref":"${logicalIdPrefix}`))!;
  return { 'Fn::ImportValue': output.Export!.Name };
}

describe('the alarms', () => {
  it("watch every function's errors and throttles, the functions being exactly the app's", () => {
    const names = resources(stage.template, 'AWS::Lambda::Function')
      .map(([, fn]) => fn.Properties.FunctionName)
      .filter((name): name is string => typeof name === 'string' && name.startsWith('fitchoice-dev-'));
    expect(names.sort()).toEqual([...HANDLER_NAMES, 'realtime', 'reminders'].map((name) => `fitchoice-dev-${name}`).sort());
    const all = alarms();
    for (const name of names) {
      const short = name.slice('fitchoice-dev-'.length);
      for (const [metric, threshold] of [
        ['Errors', THRESHOLDS.functionErrors],
        ['Throttles', THRESHOLDS.functionThrottles],
      ] as const) {
        const alarm = all.get(`${short}-${metric.toLowerCase()}`)!;
        expect(metricsOf(alarm), name).toEqual([{ name: metric, dimensions: { FunctionName: name }, stat: 'Sum' }]);
        expect(alarm).toMatchObject({
          Namespace: 'AWS/Lambda',
          Threshold: threshold,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          Period: 300,
        });
      }
    }
  });

  it("watch the HTTP API's 5xx share and p95 latency", () => {
    const all = alarms();
    const apiId = importOf('HttpApi');
    const errors = all.get('api-5xx')!;
    expect(metricsOf(errors)).toEqual([
      { name: 'Count', dimensions: { ApiId: apiId }, stat: 'Sum' },
      { name: '5xx', dimensions: { ApiId: apiId }, stat: 'Sum' },
    ]);
    expect((errors.Metrics as { Expression?: string }[]).find((m) => m.Expression)!.Expression).toBe(
      'IF(requests >= 50, 100 * errors / requests, 0)',
    );
    expect(errors).toMatchObject({ Threshold: THRESHOLDS.api5xxPercent, EvaluationPeriods: 2 });
    const latency = all.get('api-latency')!;
    expect(metricsOf(latency)).toEqual([{ name: 'Latency', dimensions: { ApiId: apiId }, stat: 'p95' }]);
    expect(latency).toMatchObject({ Threshold: THRESHOLDS.apiP95LatencyMs, EvaluationPeriods: 3 });
  });

  it("watch the table's and its indexes' throttles, and DynamoDB's own errors on every operation the functions send", () => {
    const all = alarms();
    const table = { TableName: 'fitchoice-dev' };
    const scopes = [table, ...TABLE_DEFINITION.globalIndexes.map((index) => ({ ...table, GlobalSecondaryIndexName: index.indexName }))];
    expect(metricsOf(all.get('table-throttles')!)).toEqual(
      scopes.flatMap((dimensions) => [
        { name: 'ReadThrottleEvents', dimensions, stat: 'Sum' },
        { name: 'WriteThrottleEvents', dimensions, stat: 'Sum' },
      ]),
    );
    // Every action the roles grant is sent by one of these operations (writes also in transactions).
    const granted = TABLE_ACTIONS.map((action) => action.slice('dynamodb:'.length)).filter((action) => action !== 'ConditionCheckItem');
    expect(TABLE_OPERATIONS).toEqual(expect.arrayContaining([...granted, 'TransactWriteItems']));
    expect(metricsOf(all.get('table-system-errors')!)).toEqual(
      TABLE_OPERATIONS.map((operation) => ({ name: 'SystemErrors', dimensions: { ...table, Operation: operation }, stat: 'Sum' })),
    );
  });

  it("watch the socket's integration and execution errors", () => {
    const apiId = importOf('RealtimeApi');
    expect(metricsOf(alarms().get('socket-errors')!)).toEqual([
      { name: 'IntegrationError', dimensions: { ApiId: apiId, Stage: 'live' }, stat: 'Sum' },
      { name: 'ExecutionError', dimensions: { ApiId: apiId, Stage: 'live' }, stat: 'Sum' },
    ]);
  });

  it('fire on any failed run of either schedule, from the queue its failures go to', () => {
    const queues = resources(stage.template, 'AWS::SQS::Queue').map(([, queue]) => queue.Properties.QueueName);
    for (const schedule of ['reminders']) {
      const queueName = `fitchoice-dev-${schedule}-failures`;
      expect(queues).toContain(queueName);
      const alarm = alarms().get(`${schedule}-failed-runs`)!;
      expect(metricsOf(alarm)).toEqual([
        { name: 'ApproximateNumberOfMessagesVisible', dimensions: { QueueName: queueName }, stat: 'Maximum' },
      ]);
      expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    }
  });

  it('notify the SNS topic given, when they fire and when they clear, and count a missing datum as fine', () => {
    const all = alarms();
    expect(all.size).toBe((HANDLER_NAMES.length + 2) * 2 + 2 + 2 + 1 + 1);
    for (const [name, alarm] of all) {
      expect(alarm.AlarmActions, name).toEqual([TOPIC]);
      expect(alarm.OKActions, name).toEqual([TOPIC]);
      expect(alarm.TreatMissingData, name).toBe('notBreaching');
      expect(typeof alarm.AlarmDescription, name).toBe('string');
    }
  });
});

describe('the dashboard', () => {
  it('is one, showing the alarms, the API, every function, the table, the socket, the schedules and the edge', () => {
    const dashboards = resources(stage.monitoring, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const [, dashboard] = dashboards[0]!;
    expect(dashboard.Properties.DashboardName).toBe('fitchoice-dev');
    // The body is JSON joined with the ids CloudFormation resolves.
    const parts = (dashboard.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    const text = parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
    const titles = [...text.matchAll(/"title":"([^"]+)"/g)].map((match) => match[1]);
    expect(titles).toEqual([
      'Alarms',
      'API requests and errors',
      'API latency (ms)',
      'Invocations by function',
      'Function errors',
      'Function throttles',
      'Function p95 duration (ms)',
      'Table capacity used',
      'Table throttles and system errors',
      'Table p95 latency (ms)',
      'Socket connections and messages',
      'Socket errors',
      'Schedules: failed runs waiting',
      'Edge requests (CloudFront)',
      'Edge error rates (%)',
      'WAF',
    ]);
    for (const name of [...HANDLER_NAMES, 'realtime', 'reminders']) expect(text).toContain(`"FunctionName","fitchoice-dev-${name}"`);
    // CloudFront's and the web ACL's metrics are in us-east-1, whatever the stage's region.
    expect(text).toContain(
      `"AWS/WAFV2","BlockedRequests","Rule","ALL","WebACL","fitchoice-dev-edge",{"label":"blocked","region":"${EDGE_REGION}"`,
    );
    expect(text).toMatch(
      new RegExp(`"AWS/CloudFront","Requests","DistributionId",[^\\]]*"Region","Global",\\{"label":"requests","region":"${EDGE_REGION}"`),
    );
  });
});

describe('every synth', () => {
  it(`keeps each stack under ${MAX_STACK_RESOURCES} resources`, () => {
    for (const template of [stage.template, stage.edge, stage.monitoring]) {
      expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThanOrEqual(MAX_STACK_RESOURCES);
    }
  });

  it('fails on a cdk-nag AwsSolutions finding that is not acknowledged with its reason', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'fitchoice-nag-'));
    try {
      const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
      const config = readStageConfig((key) => (key === 'allowDemoPurchases' ? 'true' : undefined));
      const stacks = addStage(app, config, { webDistPath: stage.webDistPath, region: TEST_REGION });
      // A bucket without server access logs or a TLS-only policy, acknowledged by no one.
      new s3.Bucket(stacks.monitoring, 'Unchecked');
      expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
      const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as {
        pluginReports: { pluginName: string; violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[] }[];
      };
      const nag = report.pluginReports.find((plugin) => plugin.pluginName === 'AwsSolutions')!;
      expect(nag.violations.map((violation) => [violation.ruleName, violation.violatingConstructs.map((c) => c.constructPath)])).toEqual([
        ['AwsSolutions-S1', ['FitChoice-dev-monitoring/Unchecked/Resource']],
        ['AwsSolutions-S10', ['FitChoice-dev-monitoring/Unchecked/Resource']],
      ]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
