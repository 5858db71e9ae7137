// The real-time socket in AWS: an API Gateway WebSocket API whose $connect, $disconnect and
// $default routes reach one Lambda (functions/src/chat/socket-handler.ts, the handler the local ws
// server calls too), connections kept in the table with a TTL, and what the HTTP handlers need to
// fan out through API Gateway's management API ("send to connection"). CloudFront serves it on
// the app's own origin at /api/realtime, so the session cookie is first-party and Origin is the app's.
import path from 'node:path';
import { VIEWER_ADDRESS_HEADER } from '@fitchoice/functions/client-ip';
import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export const REALTIME_STAGE = 'live';
/** The app's path of the socket (shared's REALTIME_PATH; CloudFront rewrites it to the stage's root). */
export const REALTIME_PATH = '/api/realtime';
/** What a WebSocket handshake needs from the viewer, plus what the handler reads (Origin; the cookie goes whole). */
export const REALTIME_VIEWER_HEADERS = [
  'Origin',
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Version',
  'Sec-WebSocket-Extensions',
  'Sec-WebSocket-Protocol',
  VIEWER_ADDRESS_HEADER,
];

/** The viewer-request function: API Gateway answers a WebSocket only at its stage's root. */
export const REALTIME_REWRITE_CODE = `function handler(event) {
  event.request.uri = '/';
  return event.request;
}`;

export interface RealtimeProps {
  prefix: string;
  repoRoot: string;
  /** The table and its indexes, with the actions every handler may send. */
  tableResources: string[];
  tableActions: string[];
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  originVerifyHeader: string;
  originVerifyValue: string;
}

export class RealtimeApi extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  readonly handler: nodejs.NodejsFunction;
  private readonly props: RealtimeProps;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.props = props;
    const functionName = `${props.prefix}-realtime`;
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
      entry: path.join(props.repoRoot, 'functions/src/chat/socket-handler.ts'),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: { ...props.environment, ORIGIN_VERIFY_SECRET: props.originVerifyValue },
      projectRoot: props.repoRoot,
      depsLockFilePath: path.join(props.repoRoot, 'package-lock.json'),
      bundling: { forceDockerBundling: false, minify: true, sourceMap: true, target: 'node22', externalModules: [] },
    });
    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.handler);
    this.api = new apigw.WebSocketApi(this, 'Api', {
      apiName: `${props.prefix}-realtime`,
      connectRouteOptions: { integration: integration('ConnectIntegration') },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
      defaultRouteOptions: { integration: integration('DefaultIntegration') },
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    // The socket's own messages answer on its connection ($default's resume and pong).
    this.api.grantManageConnections(this.handler);
  }

  /** A handler that reaches sockets: where to post, and the right to post to and delete connections. */
  allowFanOut(fn: nodejs.NodejsFunction): void {
    fn.addEnvironment('REALTIME_ENDPOINT', this.stage.callbackUrl);
    this.api.grantManageConnections(fn);
  }

  /** CloudFront's behaviour for /api/realtime: the WebSocket API as origin, nothing cached. */
  behavior(responseHeadersPolicy: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions {
    const stack = Stack.of(this);
    return {
      origin: new origins.HttpOrigin(`${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
        originPath: `/${REALTIME_STAGE}`,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [this.props.originVerifyHeader]: this.props.originVerifyValue },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: new cloudfront.OriginRequestPolicy(this, 'OriginRequestPolicy', {
        originRequestPolicyName: `${this.props.prefix}-realtime-${stack.region}`,
        comment: 'FitChoice real time: the WebSocket handshake, Origin, cookies and the viewer address',
        headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...REALTIME_VIEWER_HEADERS),
        cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
        queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      }),
      responseHeadersPolicy,
      functionAssociations: [
        {
          function: new cloudfront.Function(this, 'Rewrite', {
            comment: 'The WebSocket API answers at its stage root',
            code: cloudfront.FunctionCode.fromInline(REALTIME_REWRITE_CODE),
            runtime: cloudfront.FunctionRuntime.JS_2_0,
          }),
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
        },
      ],
    };
  }
}
