// The booking reminders' schedule in AWS: every 5 minutes a Lambda (functions/src/push/reminders.ts,
// the code the local runtime runs on a timer) pushes the reminders that are due. It may touch only
// the table and its own log group.
import path from 'node:path';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export const REMINDER_SCHEDULE_MINUTES = 5;

export interface BookingRemindersProps {
  prefix: string;
  repoRoot: string;
  tableResources: string[];
  tableActions: string[];
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

export class BookingReminders extends Construct {
  readonly handler: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: BookingRemindersProps) {
    super(scope, id);
    const functionName = `${props.prefix}-reminders`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    const role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: props.tableActions, resources: props.tableResources }));
    this.handler = new nodejs.NodejsFunction(this, 'Function', {
      functionName,
      entry: path.join(props.repoRoot, 'functions/src/push/reminders.ts'),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // A run pushes each due reminder in turn, each push with a 5 s timeout.
      timeout: Duration.minutes(2),
      role,
      logGroup,
      environment: props.environment,
      projectRoot: props.repoRoot,
      depsLockFilePath: path.join(props.repoRoot, 'package-lock.json'),
      bundling: { forceDockerBundling: false, minify: true, sourceMap: true, target: 'node22', externalModules: [] },
    });
    new events.Rule(this, 'Schedule', {
      description: `${props.prefix}: push the booking reminders that are due`,
      schedule: events.Schedule.rate(Duration.minutes(REMINDER_SCHEDULE_MINUTES)),
      targets: [new targets.LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
