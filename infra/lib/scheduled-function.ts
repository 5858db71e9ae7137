// A Lambda run on a schedule in AWS (the booking reminders): the code the
// local runtime runs on a timer, bundled like the handlers, with its own log group, a role that may
// write that log group and do exactly what `policies` allow, an EventBridge rule that invokes it
// (no retries: the next run picks up what one missed), and a queue that keeps each failed run: the
// event of a run that threw or timed out (Lambda's on-failure destination), or that EventBridge
// could not deliver (the target's dead-letter queue). The failures alarm watches that queue.
import path from 'node:path';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { nodeFunction } from './node-function';

export interface ScheduledFunctionProps {
  /** The function's name, `<prefix>-<name>`; its log group is `/aws/lambda/<that>`, its failures queue `<that>-failures`. */
  functionName: string;
  /** The module with the `handler` export, relative to the repository root. */
  entry: string;
  repoRoot: string;
  /** What the rule says it does, in the console. */
  description: string;
  schedule: events.Schedule;
  /** How long one run may take. */
  timeout: Duration;
  /** Everything the function may do besides writing its logs. */
  policies: iam.PolicyStatement[];
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

export class ScheduledFunction extends Construct {
  readonly handler: nodejs.NodejsFunction;
  /** The failed runs, kept for 14 days. */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.failures = new sqs.Queue(this, 'Failures', {
      queueName: failuresQueueName(props.functionName),
      // SQS keeps a message at most 14 days.
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      this.failures,
      'AwsSolutions-SQS3',
      'This queue is itself where failed runs go; nothing consumes it, so nothing can fail out of it',
    );
    const role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    for (const statement of props.policies) role.addToPrincipalPolicy(statement);
    this.handler = nodeFunction(this, 'Function', {
      repoRoot: props.repoRoot,
      functionName: props.functionName,
      entry: path.join(props.repoRoot, props.entry),
      memorySize: 512,
      timeout: props.timeout,
      role,
      logGroup,
      environment: props.environment,
      // A run that throws is not run again (the next one picks up what it missed); its event is kept.
      retryAttempts: 0,
      onFailure: new destinations.SqsDestination(this.failures),
    });
    new events.Rule(this, 'Schedule', {
      description: props.description,
      schedule: props.schedule,
      targets: [new targets.LambdaFunction(this.handler, { retryAttempts: 0, deadLetterQueue: this.failures })],
    });
  }
}

/** The queue of a scheduled function's failed runs. */
export function failuresQueueName(functionName: string): string {
  return `${functionName}-failures`;
}
