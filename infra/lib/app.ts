// The stage's three stacks, as `cdk deploy --all` deploys them: the edge's (us-east-1: the web ACL
// and the site's certificate, which CloudFront takes only from there), the app's (the operator's
// region: table, functions, APIs, buckets, CloudFront) and its monitoring (alarms, dashboard).
// bin/app.ts and the tests build the stage here, so both synthesize exactly this, cdk-nag included.
import { type App, STACK_RESOURCE_LIMIT_CONTEXT } from 'aws-cdk-lib';
import type { StageConfig } from './config';
import { EdgeStack, webAclName } from './edge-stack';
import { FitChoiceStack } from './fitchoice-stack';
import { MonitoringStack } from './monitoring-stack';
import { checkWithNag } from './nag';

/** No stack may come near CloudFormation's 500 resources: the synth fails above this. */
export const MAX_STACK_RESOURCES = 300;

export interface StageStacks {
  edge: EdgeStack;
  app: FitChoiceStack;
  monitoring: MonitoringStack;
}

export interface StageOptions {
  /** The built PWA (web/dist). */
  webDistPath: string;
  /** Where the app runs (the CDK CLI passes the credentials' region as CDK_DEFAULT_REGION). */
  region: string;
}

/** Adds the stage's stacks to a new app (nothing else may be in it yet: the resource cap is context). */
export function addStage(app: App, config: StageConfig, options: StageOptions): StageStacks {
  app.node.setContext(STACK_RESOURCE_LIMIT_CONTEXT, MAX_STACK_RESOURCES);
  // CDK's CloudFormation checks (a dependency cycle, a property CloudFormation refuses) fail the
  // synth instead of printing a warning; server access logs are allowed by bucket policy, not ACL.
  for (const flag of ['@aws-cdk/core:validateAgainstDefaultRules', '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy']) {
    app.node.setContext(flag, true);
  }
  checkWithNag(app);
  const prefix = `fitchoice-${config.stage}`;
  const name = `FitChoice-${config.stage}`;
  const edge = new EdgeStack(app, `${name}-edge`, {
    config,
    prefix,
    description: `FitChoice (${config.stage}): CloudFront's web ACL and certificate (us-east-1)`,
  });
  const stack = new FitChoiceStack(app, name, {
    env: { region: options.region },
    config,
    webDistPath: options.webDistPath,
    edge: { webAclArn: edge.webAcl.attrArn, certificate: edge.certificate },
    description: `FitChoice (${config.stage}): PWA on CloudFront + S3, HTTP API on Lambda, DynamoDB`,
  });
  const monitoring = new MonitoringStack(app, `${name}-monitoring`, {
    env: { region: options.region },
    prefix,
    monitored: stack.monitored,
    alarmTopicArn: config.alarmTopicArn,
    webAclName: webAclName(prefix),
    description: `FitChoice (${config.stage}): alarms and the dashboard`,
  });
  return { edge, app: stack, monitoring };
}
