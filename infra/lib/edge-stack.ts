// What CloudFront takes only from us-east-1, whatever region the app runs in: the web ACL (AWS WAF)
// in front of the distribution, and the ACM certificate of the site's own domain when it has one.
// The app's stack reads both through CDK's cross-region references (SSM parameters).
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from './config';

/** CloudFront's WAF and certificates live here, and only here. */
export const EDGE_REGION = 'us-east-1';

/**
 * The AWS managed rule groups, in order: requests from addresses AWS has seen attacking, the
 * OWASP-style common rules, and request patterns known to exploit software (Log4j and friends).
 */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
];

/**
 * Common rules that would block the app's own traffic, counted instead: the API takes JSON bodies
 * up to 64 KiB (functions/src/http/limits.ts: a batch of 25 queued actions, a profile with its
 * texts), and the common rule set blocks any body over 8 KiB.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'];

/** The rate-based rule looks back this far (the WAF's default, and what `wafRateLimit` counts over). */
export const WAF_RATE_WINDOW_SECONDS = 300;

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
  prefix: string;
}

export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;
  readonly certificate: acm.Certificate | null;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION }, crossRegionReferences: true });
    const { config, prefix } = props;
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: webAclName(prefix),
      description: `FitChoice ${config.stage}: AWS managed rules and a per-IP rate limit in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(webAclName(prefix)),
      rules: [
        {
          // First: a flood is blocked before any other rule spends its capacity on it.
          name: 'RatePerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: { limit: config.wafRateLimit, aggregateKeyType: 'IP', evaluationWindowSec: WAF_RATE_WINDOW_SECONDS },
          },
          visibilityConfig: visibility('RatePerIp'),
        },
        ...MANAGED_RULE_GROUPS.map((name, index) => ({
          name,
          priority: index + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ...(name === 'AWSManagedRulesCommonRuleSet'
                ? { ruleActionOverrides: COUNTED_COMMON_RULES.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
                : {}),
            },
          },
          visibilityConfig: visibility(name),
        })),
      ],
    });
    // DNS validation: the deploy waits until the CNAME record ACM asks for (shown in the ACM
    // console and the stack's events) is in the domain's DNS.
    this.certificate =
      config.domainName === null
        ? null
        : new acm.Certificate(this, 'Certificate', {
            domainName: config.domainName,
            validation: acm.CertificateValidation.fromDns(),
          });
  }
}

/** The web ACL's name, which its CloudWatch metrics are published under (the dashboard reads them). */
export function webAclName(prefix: string): string {
  return `${prefix}-edge`;
}
