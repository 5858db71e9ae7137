// The CDK app: `npx cdk synth|deploy -c stage=dev|prod ...` from infra/ (cdk.json runs this with tsx).
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { readStageConfig } from '../lib/config';
import { FitChoiceStack, REPO_ROOT } from '../lib/fitchoice-stack';

const app = new App();
// The web build's VITE_* variables too: the CSP must allow the third-party URLs the app was built with.
const config = readStageConfig((key) => app.node.tryGetContext(key), process.env);
// Environment-agnostic: the account and region come from the operator's AWS credentials at deploy
// time, so synth needs neither credentials nor look-ups.
new FitChoiceStack(app, `FitChoice-${config.stage}`, {
  config,
  webDistPath: path.join(REPO_ROOT, 'web/dist'),
  description: `FitChoice (${config.stage}): PWA on CloudFront + S3, HTTP API on Lambda, DynamoDB`,
});
