// The stage's alarms and its one CloudWatch dashboard, in a stack of their own beside the app's
// (same region): alarms may be tuned without touching what runs, and the app's stack keeps its room
// under CloudFormation's resource cap. Every alarm notifies the SNS topic given by -c alarmTopicArn,
// when it fires and when it clears. infra/README.md says what each one means and what to look at.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { EDGE_REGION } from './edge-stack';
import type { Monitored } from './fitchoice-stack';

const PERIOD = Duration.minutes(5);

/** The thresholds, each over five minutes; README.md's alarm table repeats them. */
export const THRESHOLDS = {
  /** Invocations of one function that threw, timed out or ran out of memory (a handled 4xx/5xx answer is not one). */
  functionErrors: 3,
  /** Invocations of one function Lambda refused for want of concurrency. */
  functionThrottles: 5,
  /** Per cent of the HTTP API's requests answered 5xx, in two five-minute periods running, once there are 50 requests. */
  api5xxPercent: 1,
  /** The HTTP API's p95 latency in milliseconds, in three five-minute periods running. */
  apiP95LatencyMs: 2500,
  /** Read and write requests DynamoDB throttled, on the table and its indexes. */
  tableThrottles: 10,
  // With provisioned capacity, `table-capacity-at-max` fires at the maximum times the target
  // utilization (-c tableMaxCapacity, tableTargetUtilization), consumed a second by the table or an index.
  /** Requests DynamoDB failed on its side (HTTP 500), over every operation the handlers send. */
  tableSystemErrors: 5,
  /** WebSocket messages whose Lambda failed or could not be reached. */
  realtimeErrors: 5,
  /** Failed runs of a schedule kept in its failures queue: any. */
  scheduleFailures: 1,
};

/** The DynamoDB operations the functions send (TABLE_ACTIONS, with writes in transactions). */
export const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
];

export interface MonitoringStackProps extends StackProps {
  prefix: string;
  monitored: Monitored;
  /** The topic every alarm notifies; null: the alarms only show in the console. */
  alarmTopicArn: string | null;
  /** The edge stack's web ACL, whose metrics the dashboard shows. */
  webAclName: string;
}

export class MonitoringStack extends Stack {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { prefix, monitored } = props;
    const topic = props.alarmTopicArn === null ? null : sns.Topic.fromTopicArn(this, 'AlarmTopic', props.alarmTopicArn);
    const alarm = (name: string, description: string, options: Omit<cloudwatch.AlarmProps, 'alarmName' | 'alarmDescription'>) => {
      const created = new cloudwatch.Alarm(this, name, {
        alarmName: `${prefix}-${name}`,
        alarmDescription: description,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...options,
      });
      if (topic) {
        created.addAlarmAction(new actions.SnsAction(topic));
        created.addOkAction(new actions.SnsAction(topic));
      }
      this.alarms.push(created);
      return created;
    };

    // --- Lambda: every function.
    const lambdaMetric = (functionName: string, metricName: string, statistic = 'Sum') =>
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: functionName },
        statistic,
        period: PERIOD,
      });
    for (const functionName of monitored.functionNames) {
      const short = functionName.slice(prefix.length + 1);
      alarm(`${short}-errors`, `${functionName} threw, timed out or ran out of memory ${THRESHOLDS.functionErrors}+ times in 5 minutes`, {
        metric: lambdaMetric(functionName, 'Errors'),
        threshold: THRESHOLDS.functionErrors,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
      alarm(`${short}-throttles`, `Lambda refused ${functionName} ${THRESHOLDS.functionThrottles}+ times in 5 minutes (concurrency)`, {
        metric: lambdaMetric(functionName, 'Throttles'),
        threshold: THRESHOLDS.functionThrottles,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    // --- The HTTP API.
    const apiMetric = (metricName: string, statistic = 'Sum') =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: monitored.httpApiId },
        statistic,
        period: PERIOD,
      });
    const apiRequests = apiMetric('Count');
    const api5xx = apiMetric('5xx');
    alarm('api-5xx', `Over ${THRESHOLDS.api5xxPercent}% of API requests answered 5xx for 10 minutes`, {
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests >= 50, 100 * errors / requests, 0)',
        usingMetrics: { requests: apiRequests, errors: api5xx },
        label: '5xx %',
        period: PERIOD,
      }),
      threshold: THRESHOLDS.api5xxPercent,
      evaluationPeriods: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    alarm('api-latency', `The API's p95 latency was over ${THRESHOLDS.apiP95LatencyMs} ms for 15 minutes`, {
      metric: apiMetric('Latency', 'p95'),
      threshold: THRESHOLDS.apiP95LatencyMs,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    // --- DynamoDB: the table and its indexes.
    const tableMetric = (metricName: string, dimensions: Record<string, string> = {}) =>
      new cloudwatch.Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: monitored.tableName, ...dimensions },
        statistic: 'Sum',
        period: PERIOD,
      });
    // The table's own throttles, then each index's (CloudWatch counts an index's apart).
    const scopes: Record<string, string>[] = [{}, ...monitored.indexNames.map((name) => ({ GlobalSecondaryIndexName: name }))];
    const throttleMetrics = Object.fromEntries(
      scopes.flatMap((dimensions, i) => [
        [`read${i}`, tableMetric('ReadThrottleEvents', dimensions)],
        [`write${i}`, tableMetric('WriteThrottleEvents', dimensions)],
      ]),
    );
    const tableThrottles = new cloudwatch.MathExpression({
      expression: Object.keys(throttleMetrics).join(' + '),
      usingMetrics: throttleMetrics,
      label: 'Throttled requests',
      period: PERIOD,
    });
    alarm('table-throttles', `DynamoDB throttled ${THRESHOLDS.tableThrottles}+ requests on ${monitored.tableName} in 5 minutes`, {
      metric: tableThrottles,
      threshold: THRESHOLDS.tableThrottles,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    // With provisioned capacity: what the table and each index consume a second, and what auto
    // scaling has provisioned, by scope (the index's name, or "table").
    const capacity = monitored.tableCapacity;
    const scopeLabel = (dimensions: Record<string, string>) => dimensions.GlobalSecondaryIndexName ?? 'table';
    const consumedPerSecond = (kind: 'Read' | 'Write', dimensions: Record<string, string>, id: string) =>
      new cloudwatch.MathExpression({
        expression: `${id} / PERIOD(${id})`,
        usingMetrics: { [id]: tableMetric(`Consumed${kind}CapacityUnits`, dimensions) },
        label: `${scopeLabel(dimensions)} consumed`,
        period: PERIOD,
      });
    const provisioned = (kind: 'Read' | 'Write', dimensions: Record<string, string>) =>
      tableMetric(`Provisioned${kind}CapacityUnits`, dimensions).with({
        statistic: 'Average',
        label: `${scopeLabel(dimensions)} provisioned`,
      });
    if (capacity.mode === 'provisioned') {
      // Auto scaling stops at the maximum: traffic past what the maximum holds at the target
      // utilization is throttled once the table's burst capacity is spent.
      const atMax = (capacity.maxCapacity * capacity.targetUtilizationPercent) / 100;
      const consumedMetrics = Object.fromEntries(
        scopes.flatMap((dimensions, i) => [
          [`read${i}`, tableMetric('ConsumedReadCapacityUnits', dimensions)],
          [`write${i}`, tableMetric('ConsumedWriteCapacityUnits', dimensions)],
        ]),
      );
      alarm(
        'table-capacity-at-max',
        `The table or an index consumed ${atMax}+ read or write units a second over 5 minutes: ${capacity.targetUtilizationPercent}% of the ${capacity.maxCapacity} units auto scaling may provision (-c tableMaxCapacity)`,
        {
          metric: new cloudwatch.MathExpression({
            expression: `MAX([${Object.keys(consumedMetrics).join(', ')}]) / ${PERIOD.toSeconds()}`,
            usingMetrics: consumedMetrics,
            label: 'Busiest consumed units a second',
            period: PERIOD,
          }),
          threshold: atMax,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        },
      );
    }
    const systemErrorMetrics = Object.fromEntries(
      TABLE_OPERATIONS.map((operation) => [operation.toLowerCase(), tableMetric('SystemErrors', { Operation: operation })]),
    );
    const tableSystemErrors = new cloudwatch.MathExpression({
      expression: Object.keys(systemErrorMetrics).join(' + '),
      usingMetrics: systemErrorMetrics,
      label: 'System errors',
      period: PERIOD,
    });
    alarm('table-system-errors', `DynamoDB failed ${THRESHOLDS.tableSystemErrors}+ requests on its side in 5 minutes`, {
      metric: tableSystemErrors,
      threshold: THRESHOLDS.tableSystemErrors,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    // --- The real-time socket.
    const realtimeMetric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: monitored.realtimeApiId, Stage: monitored.realtimeStage },
        statistic: 'Sum',
        period: PERIOD,
      });
    const realtimeErrors = new cloudwatch.MathExpression({
      expression: 'integration + execution',
      usingMetrics: { integration: realtimeMetric('IntegrationError'), execution: realtimeMetric('ExecutionError') },
      label: 'Socket errors',
      period: PERIOD,
    });
    alarm('socket-errors', `${THRESHOLDS.realtimeErrors}+ socket messages failed in the socket's function or API Gateway in 5 minutes`, {
      metric: realtimeErrors,
      threshold: THRESHOLDS.realtimeErrors,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    // --- The schedules: any failed run.
    const failuresMetric = (queueName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SQS',
        metricName: 'ApproximateNumberOfMessagesVisible',
        dimensionsMap: { QueueName: queueName },
        statistic: 'Maximum',
        period: PERIOD,
      });
    for (const schedule of monitored.schedules) {
      const short = schedule.functionName.slice(prefix.length + 1);
      alarm(`${short}-failed-runs`, `A run of ${schedule.functionName} failed: its event is in ${schedule.failuresQueueName}`, {
        metric: failuresMetric(schedule.failuresQueueName),
        threshold: THRESHOLDS.scheduleFailures,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    // --- The dashboard, top to bottom: alarms, API, functions, table, socket, schedules, edge.
    const each = (metricName: string, statistic = 'Sum') =>
      monitored.functionNames.map((functionName) =>
        lambdaMetric(functionName, metricName, statistic).with({ label: functionName.slice(prefix.length + 1) }),
      );
    const graph = (title: string, left: cloudwatch.IMetric[], width = 8) =>
      new cloudwatch.GraphWidget({ title, left, width, height: 6, legendPosition: cloudwatch.LegendPosition.RIGHT });
    const edgeMetric = (namespace: string, metricName: string, dimensionsMap: Record<string, string>, statistic = 'Sum') =>
      new cloudwatch.Metric({ namespace, metricName, dimensionsMap, statistic, period: PERIOD, region: EDGE_REGION });
    const cloudFront = (metricName: string, statistic = 'Sum') =>
      edgeMetric('AWS/CloudFront', metricName, { DistributionId: monitored.distributionId, Region: 'Global' }, statistic);
    const waf = (metricName: string) => edgeMetric('AWS/WAFV2', metricName, { WebACL: props.webAclName, Rule: 'ALL' });
    const queueDepths = monitored.schedules.map((schedule) =>
      failuresMetric(schedule.failuresQueueName).with({ label: schedule.functionName.slice(prefix.length + 1) }),
    );
    new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: prefix,
      defaultInterval: Duration.hours(3),
      widgets: [
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 })],
        [
          graph('API requests and errors', [
            apiRequests.with({ label: 'requests' }),
            apiMetric('4xx').with({ label: '4xx' }),
            api5xx.with({ label: '5xx' }),
          ]),
          graph('API latency (ms)', [
            apiMetric('Latency', 'p50').with({ label: 'p50' }),
            apiMetric('Latency', 'p95').with({ label: 'p95' }),
            apiMetric('Latency', 'p99').with({ label: 'p99' }),
            apiMetric('IntegrationLatency', 'p95').with({ label: 'Lambda p95' }),
          ]),
          graph('Invocations by function', each('Invocations')),
        ],
        [
          graph('Function errors', each('Errors')),
          graph('Function throttles', each('Throttles')),
          graph('Function p95 duration (ms)', each('Duration', 'p95')),
        ],
        [
          graph('Table capacity used', [
            tableMetric('ConsumedReadCapacityUnits').with({ label: 'read units' }),
            tableMetric('ConsumedWriteCapacityUnits').with({ label: 'write units' }),
          ]),
          graph('Table throttles and system errors', [tableThrottles, tableSystemErrors]),
          graph(
            'Table p95 latency (ms)',
            TABLE_OPERATIONS.map((operation) =>
              tableMetric('SuccessfulRequestLatency', { Operation: operation }).with({ statistic: 'p95', label: operation }),
            ),
          ),
        ],
        ...(capacity.mode === 'provisioned'
          ? [
              (['Read', 'Write'] as const).map((kind) =>
                graph(
                  `${kind} capacity: consumed vs provisioned (units/s)`,
                  scopes.flatMap((dimensions, i) => [
                    consumedPerSecond(kind, dimensions, `${kind.toLowerCase()}${i}`),
                    provisioned(kind, dimensions),
                  ]),
                  12,
                ),
              ),
            ]
          : []),
        [
          graph('Socket connections and messages', [
            realtimeMetric('ConnectCount').with({ label: 'connects' }),
            realtimeMetric('MessageCount').with({ label: 'messages' }),
          ]),
          graph('Socket errors', [realtimeErrors, realtimeMetric('ClientError').with({ label: 'client errors' })]),
          graph('Schedules: failed runs waiting', queueDepths),
        ],
        [
          graph('Edge requests (CloudFront)', [cloudFront('Requests').with({ label: 'requests' })]),
          graph('Edge error rates (%)', [
            cloudFront('4xxErrorRate', 'Average').with({ label: '4xx %' }),
            cloudFront('5xxErrorRate', 'Average').with({ label: '5xx %' }),
          ]),
          graph('WAF', [waf('AllowedRequests').with({ label: 'allowed' }), waf('BlockedRequests').with({ label: 'blocked' })]),
        ],
      ],
    });
  }
}
