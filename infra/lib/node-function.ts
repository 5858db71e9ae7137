// Every FitChoice Lambda: Node.js 22 on arm64, X-Ray active tracing (the code's Powertools Tracer
// adds its segments to it), JSON logs at INFO without Lambda's START/END/REPORT lines (system log
// level WARN: three lines an invocation were most of the log bill, functions/README.md's cost model;
// a failed or timed-out run is still logged, duration and memory stay in CloudWatch's metrics),
// bundled here by the installed esbuild (no Docker) from the repository's one lockfile, with the AWS
// SDK inside, under the role it is given.
import path from 'node:path';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

export interface NodeFunctionProps
  extends Omit<
    nodejs.NodejsFunctionProps,
    | 'handler'
    | 'runtime'
    | 'architecture'
    | 'tracing'
    | 'loggingFormat'
    | 'systemLogLevelV2'
    | 'applicationLogLevelV2'
    | 'projectRoot'
    | 'depsLockFilePath'
    | 'bundling'
  > {
  repoRoot: string;
  /** The function's own role (its statements are the caller's; tracing adds X-Ray's). */
  role: iam.Role;
}

export function nodeFunction(scope: Construct, id: string, props: NodeFunctionProps): nodejs.NodejsFunction {
  const { repoRoot, ...rest } = props;
  const fn = new nodejs.NodejsFunction(scope, id, {
    ...rest,
    handler: 'handler',
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    tracing: lambda.Tracing.ACTIVE,
    loggingFormat: lambda.LoggingFormat.JSON,
    systemLogLevelV2: lambda.SystemLogLevel.WARN,
    applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
    projectRoot: repoRoot,
    depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
    bundling: {
      forceDockerBundling: false,
      minify: true,
      sourceMap: true,
      target: 'node22',
      // The SDK is bundled too, so Lambda runs the SDK version the tests ran against.
      externalModules: [],
    },
  });
  acknowledge(
    fn,
    'AwsSolutions-L1',
    'Node.js 22: the line the code is built and tested for (esbuild target, DynamoDB Local, vitest); a newer one is its own change',
  );
  acknowledge(
    props.role,
    'AwsSolutions-IAM5[Resource::*]',
    'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords take no resource, so AWS requires "*" for them (the only statement with it)',
  );
  return fn;
}
