// The README's deploy commands, as an operator copies them: each `npm run deploy` line of its
// "Deploy" section is parsed (continuation lines joined), its placeholders filled with sample
// values, and its `-c` values synthesized the way bin/app.ts does, cdk-nag and all. A context value
// the synth requires and the line lacks fails here, not on the operator's first deploy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/fitchoice-stack';
import { synthesize, TEST_REGION } from './synthesize';

/** What an operator puts in place of each placeholder the README's lines use. */
const PLACEHOLDERS: Record<string, string> = {
  YOUR_KEY: 'k3y',
  YOUR_TREASURY_ADDRESS: '1111111111111111111111111111111111111111',
  YOUR_DOMAIN: 'fitchoice.example',
  YOUR_REGION: TEST_REGION,
  YOUR_ACCOUNT_ID: '123456789012',
};

const DEPLOY = 'npm run deploy -w @fitchoice/infra --';

/** The deploy commands of README.md's "Deploy" section, each on one line. */
function deployLines(): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'infra/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Deploy'), readme.indexOf('\n## ', readme.indexOf('## Deploy') + 1));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!.replace(/\\\n\s*/g, ''));
  return blocks.flatMap((block) => block.split('\n')).filter((line) => line.startsWith(DEPLOY));
}

/** The `-c name=value` pairs of a command, placeholders filled. */
function contextOf(line: string): Record<string, string> {
  const filled = line.replace(/YOUR_[A-Z_]+/g, (placeholder) => {
    const value = PLACEHOLDERS[placeholder];
    if (value === undefined) throw new Error(`README placeholder ${placeholder} has no sample value in this test`);
    return value;
  });
  return Object.fromEntries([...filled.matchAll(/-c (\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
}

describe("the README's deploy lines", () => {
  const lines = deployLines();

  it('are the dev and the prod deploys, and the script deploys every stack of the stage', () => {
    expect(lines.map((line) => contextOf(line).stage)).toEqual(['dev', 'prod']);
    const scripts = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'infra/package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.deploy).toContain('cdk deploy --all');
  });

  it.each(['dev', 'prod'])(
    'synthesize the %s stage exactly as written',
    (stage) => {
      const context = contextOf(lines.find((line) => contextOf(line).stage === stage)!);
      const synthesized = synthesize(context, { bundle: false });
      try {
        expect(synthesized.stack.stackName).toBe(`FitChoice-${stage}`);
        if (stage === 'prod') {
          synthesized.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: context.mailFrom });
          synthesized.monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmActions: [context.alarmTopicArn] });
        }
      } finally {
        synthesized.cleanUp();
      }
    },
    240_000,
  );

  it('synthesize the prod stage with the table provisioned, as the README says to switch at scale', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'infra/README.md'), 'utf8');
    const deploy = readme.slice(readme.indexOf('## Deploy'), readme.indexOf('\n## ', readme.indexOf('## Deploy') + 1));
    expect(deploy).toContain('add `-c tableCapacity=provisioned`');
    const context = { ...contextOf(lines.find((line) => contextOf(line).stage === 'prod')!), tableCapacity: 'provisioned' };
    const synthesized = synthesize(context, { bundle: false });
    try {
      synthesized.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', { BillingMode: 'PROVISIONED' });
    } finally {
      synthesized.cleanUp();
    }
  }, 240_000);
});
