// The table with -c tableCapacity=provisioned, read from one synthesized stage (bundling skipped;
// only the templates are read, cdk-nag and the resource cap checked as on every synth): read and
// write capacity auto scaled with the given bounds and target on the table and every index, an
// alarm before auto scaling runs out of room, and the dashboard comparing what is used with what
// is provisioned. The default, on demand, is in stack.test.ts.
import { TABLE_DEFINITION } from '@fitchoice/functions/table';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STACK_RESOURCES } from '../lib/app';
import { type Synthesized, synthesize, TEST_REGION } from './synthesize';

type Resource = { Type: string; Properties: Record<string, unknown> };

const TOPIC = `arn:aws:sns:${TEST_REGION}:123456789012:fitchoice-dev-alarms`;

let stage: Synthesized;

beforeAll(() => {
  stage = synthesize(
    {
      stage: 'dev',
      allowDemoPurchases: 'true',
      alarmTopicArn: TOPIC,
      tableCapacity: 'provisioned',
      tableMinCapacity: '10',
      tableMaxCapacity: '2000',
      tableTargetUtilization: '60',
    },
    { bundle: false },
  );
}, 240_000);

afterAll(() => stage?.cleanUp());

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type)) as [string, Resource][];
}

/** What CloudFormation's global table auto scales each read or write capacity with: the context's numbers. */
const AUTO_SCALING = {
  MinCapacity: 10,
  MaxCapacity: 2000,
  // A switch from on demand starts at the maximum until the scaling policies exist.
  SeedCapacity: 2000,
  TargetTrackingScalingPolicyConfiguration: { TargetValue: 60 },
};

describe('the provisioned table', () => {
  it('auto scales the read and write capacity of the table and of every index with the given bounds and target', () => {
    const tables = resources(stage.template, 'AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    const p = tables[0]![1].Properties;
    expect(p.BillingMode).toBe('PROVISIONED');
    // Writes are set for the table (all replicas), reads per replica; the one replica is the stage's region.
    expect(p.WriteProvisionedThroughputSettings).toEqual({ WriteCapacityAutoScalingSettings: AUTO_SCALING });
    const replicas = p.Replicas as { Region: string; ReadProvisionedThroughputSettings: unknown; GlobalSecondaryIndexes: unknown }[];
    expect(replicas).toHaveLength(1);
    expect(replicas[0]!.ReadProvisionedThroughputSettings).toEqual({ ReadCapacityAutoScalingSettings: AUTO_SCALING });

    const indexNames = TABLE_DEFINITION.globalIndexes.map((index) => index.indexName);
    expect(indexNames.length).toBeGreaterThan(0);
    const indexes = p.GlobalSecondaryIndexes as { IndexName: string; WriteProvisionedThroughputSettings: unknown }[];
    expect(indexes.map((index) => index.IndexName)).toEqual(indexNames);
    for (const index of indexes) {
      expect(index.WriteProvisionedThroughputSettings, index.IndexName).toEqual({ WriteCapacityAutoScalingSettings: AUTO_SCALING });
    }
    expect(replicas[0]!.GlobalSecondaryIndexes).toEqual(
      indexNames.map((IndexName) => ({ IndexName, ReadProvisionedThroughputSettings: { ReadCapacityAutoScalingSettings: AUTO_SCALING } })),
    );
    // The global table scales itself: no Application Auto Scaling resources of the stack's own.
    expect(resources(stage.template, 'AWS::ApplicationAutoScaling::ScalableTarget')).toEqual([]);
  });

  it('keeps every stack under the resource cap', () => {
    for (const template of [stage.template, stage.edge, stage.monitoring]) {
      expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThanOrEqual(MAX_STACK_RESOURCES);
    }
  });
});

/** The alarms by name without the stage's prefix. */
function alarms(): Map<string, Record<string, unknown>> {
  return new Map(
    resources(stage.monitoring, 'AWS::CloudWatch::Alarm').map(([, alarm]) => [
      (alarm.Properties.AlarmName as string).slice('fitchoice-dev-'.length),
      alarm.Properties,
    ]),
  );
}

type AlarmMetric = {
  Id: string;
  Expression?: string;
  MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: string }[] } };
};

/** An alarm's metrics as name and dimensions. */
function metricsOf(alarm: Record<string, unknown>): { name: string; dimensions: Record<string, string> }[] {
  return (alarm.Metrics as AlarmMetric[])
    .filter((metric) => metric.MetricStat)
    .map(({ MetricStat }) => ({
      name: MetricStat!.Metric.MetricName,
      dimensions: Object.fromEntries(MetricStat!.Metric.Dimensions.map((d) => [d.Name, d.Value])),
    }));
}

const SCOPES: Record<string, string>[] = [
  { TableName: 'fitchoice-dev' },
  ...TABLE_DEFINITION.globalIndexes.map((index) => ({ TableName: 'fitchoice-dev', GlobalSecondaryIndexName: index.indexName })),
];

/** The options of a dashboard line showing a DynamoDB metric with exactly these dimensions. */
function metricLine(lines: unknown[][], name: string, dimensions: Record<string, string>): unknown {
  const found = lines.filter((line) => {
    if (line[0] !== 'AWS/DynamoDB' || line[1] !== name) return false;
    const pairs = line.slice(2, -1) as string[];
    const shown = Object.fromEntries(pairs.flatMap((value, i) => (i % 2 === 0 ? [[value, pairs[i + 1]]] : [])));
    return JSON.stringify(Object.entries(shown).sort()) === JSON.stringify(Object.entries(dimensions).sort());
  });
  expect(found, `${name} ${JSON.stringify(dimensions)}`).toHaveLength(1);
  return found[0]!.at(-1);
}

describe('its monitoring', () => {
  it("still alarms on the read and write throttles of the table and each index, and when the busiest of them reaches the maximum's share at the target", () => {
    const all = alarms();
    expect(metricsOf(all.get('table-throttles')!)).toEqual(
      SCOPES.flatMap((dimensions) => [
        { name: 'ReadThrottleEvents', dimensions },
        { name: 'WriteThrottleEvents', dimensions },
      ]),
    );
    const atMax = all.get('table-capacity-at-max')!;
    expect(metricsOf(atMax)).toEqual(
      SCOPES.flatMap((dimensions) => [
        { name: 'ConsumedReadCapacityUnits', dimensions },
        { name: 'ConsumedWriteCapacityUnits', dimensions },
      ]),
    );
    // Units a second: the 5-minute sums of the busiest scope and kind, over 300 s; 60 % of 2,000.
    const expression = (atMax.Metrics as AlarmMetric[]).find((metric) => metric.Expression)!.Expression!;
    expect(expression).toBe(`MAX([${SCOPES.flatMap((_, i) => [`read${i}`, `write${i}`]).join(', ')}]) / 300`);
    expect(atMax).toMatchObject({
      Threshold: 1200,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [TOPIC],
      OKActions: [TOPIC],
      TreatMissingData: 'notBreaching',
    });
  });

  it('shows consumed against provisioned capacity a second, reads and writes, for the table and each index', () => {
    const [[, dashboard]] = resources(stage.monitoring, 'AWS::CloudWatch::Dashboard') as [[string, Resource]];
    const parts = (dashboard.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    const body = JSON.parse(parts.map((part) => (typeof part === 'string' ? part : 'token')).join('')) as {
      widgets: { properties: { title: string; metrics?: unknown[][] } }[];
    };
    for (const kind of ['Read', 'Write']) {
      const widget = body.widgets.find((w) => w.properties.title === `${kind} capacity: consumed vs provisioned (units/s)`);
      expect(widget, kind).toBeDefined();
      const lines = widget!.properties.metrics!;
      for (const [i, dimensions] of SCOPES.entries()) {
        const scope = dimensions.GlobalSecondaryIndexName ?? 'table';
        const id = `${kind.toLowerCase()}${i}`;
        // Consumed: the 5-minute sums over the period's seconds; provisioned: its average (the dashboard's default statistic).
        expect(lines).toContainEqual([{ expression: `${id} / PERIOD(${id})`, label: `${scope} consumed` }]);
        expect(metricLine(lines, `Consumed${kind}CapacityUnits`, dimensions)).toEqual({ id, stat: 'Sum', visible: false });
        expect(metricLine(lines, `Provisioned${kind}CapacityUnits`, dimensions)).toEqual({ label: `${scope} provisioned` });
      }
    }
  });
});
