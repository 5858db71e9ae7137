// cdk-nag's AwsSolutions checks run on every synth (bin/app.ts and the tests): a finding fails the
// synth unless the construct acknowledges it, in code, with the reason it does not apply.
import { type App, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export function checkWithNag(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/** Accepts a cdk-nag finding (`AwsSolutions-S1`, or one finding of a rule: `AwsSolutions-IAM5[Resource::*]`) on a construct and its children. */
export function acknowledge(construct: IConstruct, id: string, reason: string): void {
  Validations.of(construct).acknowledge({ id, reason });
}

/** How cdk-nag writes a resource's ARN in a finding's id: `<LogicalId.Arn>`. */
export function nagArn(resource: IConstruct): string {
  return `<${Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement)}.Arn>`;
}
