// A Lambda run on a schedule in AWS (the booking reminders, the post-photo sweep): the code the
// local runtime runs on a timer, bundled like the handlers, with its own log group, a role that may
// write that log group and do exactly what `policies` allow, and an EventBridge rule that invokes it
// (no retries: the next run picks up what one missed).
import path from 'node:path';
import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface ScheduledFunctionProps {
  /** The function's name, `<prefix>-<name>`; its log group is `/aws/lambda/<that>`. */
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

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    const role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    for (const statement of props.policies) role.addToPrincipalPolicy(statement);
    this.handler = new nodejs.NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      entry: path.join(props.repoRoot, props.entry),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout,
      role,
      logGroup,
      environment: props.environment,
      projectRoot: props.repoRoot,
      depsLockFilePath: path.join(props.repoRoot, 'package-lock.json'),
      bundling: { forceDockerBundling: false, minify: true, sourceMap: true, target: 'node22', externalModules: [] },
    });
    new events.Rule(this, 'Schedule', {
      description: props.description,
      schedule: props.schedule,
      targets: [new targets.LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
