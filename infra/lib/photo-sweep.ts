// The daily sweep of post photos nobody posted, in AWS: a Lambda (functions/src/social/photo-sweep.ts,
// the code the local runtime runs at start-up and every 6 hours) deletes the uploads older than a day
// that no post claimed. It may list the posts' photos and delete them, put its claim of a photo in
// the table, and write its own log group; nothing else.
import path from 'node:path';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Where the posts' photos are in the uploads bucket (functions/src/social/post-photos.ts). */
const POST_PHOTOS_PREFIX = 'uploads/posts/';

export interface PhotoSweepProps {
  prefix: string;
  repoRoot: string;
  tableArn: string;
  uploads: s3.IBucket;
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

export class PhotoSweep extends Construct {
  readonly handler: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: PhotoSweepProps) {
    super(scope, id);
    const functionName = `${props.prefix}-photo-sweep`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    const role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [props.tableArn] }));
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.uploads.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${POST_PHOTOS_PREFIX}*` } },
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [props.uploads.arnForObjects(`${POST_PHOTOS_PREFIX}*`)] }),
    );
    this.handler = new nodejs.NodejsFunction(this, 'Function', {
      functionName,
      entry: path.join(props.repoRoot, 'functions/src/social/photo-sweep.ts'),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // A run lists every post photo and checks each one's claim.
      timeout: Duration.minutes(10),
      role,
      logGroup,
      environment: { ...props.environment, UPLOADS_BUCKET: props.uploads.bucketName },
      projectRoot: props.repoRoot,
      depsLockFilePath: path.join(props.repoRoot, 'package-lock.json'),
      bundling: { forceDockerBundling: false, minify: true, sourceMap: true, target: 'node22', externalModules: [] },
    });
    new events.Rule(this, 'Schedule', {
      description: `${props.prefix}: delete the post photos uploaded a day ago that no post took`,
      schedule: events.Schedule.rate(Duration.days(1)),
      targets: [new targets.LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
