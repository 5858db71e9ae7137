// The CDK app: `npx cdk synth|deploy --all -c stage=dev|prod ...` from infra/ (cdk.json runs this with tsx).
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { addStage } from '../lib/app';
import { readStageConfig } from '../lib/config';
import { REPO_ROOT } from '../lib/fitchoice-stack';

const app = new App();
// The web build's VITE_* variables too: the CSP must allow the third-party URLs the app was built with.
const config = readStageConfig((key) => app.node.tryGetContext(key), process.env);
// The CLI sets the region of the operator's credentials (us-east-1 when it finds none); the
// account stays theirs at deploy time, so synth needs no credentials and no look-ups.
const region = process.env.CDK_DEFAULT_REGION;
if (!region) throw new Error('No region: run through the CDK CLI (npx cdk ...), with AWS_REGION set or a profile with a region');
addStage(app, config, { webDistPath: path.join(REPO_ROOT, 'web/dist'), region });
