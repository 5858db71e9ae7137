// The HTTP API of the route table, as one CloudFormation resource: API Gateway imports an OpenAPI
// document written from functions/src/routes.ts (the list the local runtime routes from), one
// operation per route, each reaching its handler module's function through one integration per
// function. As AWS::ApiGatewayV2::Route resources the 190 routes were 190 of the stack's 500.
import type { HandlerName, RouteDefinition } from '@fitchoice/functions/routes';
import { pathParamNames } from '@fitchoice/shared/api/contract';
import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** API Gateway's OpenAPI extension for an operation's backend. */
const INTEGRATION = 'x-amazon-apigateway-integration';
/** Where the document keeps integrations that several operations share. */
const INTEGRATIONS = 'x-amazon-apigateway-integrations';

/**
 * The OpenAPI document API Gateway builds the API from: every route as an operation (its id as
 * operationId, its path parameters declared) whose integration is its handler's, shared by
 * reference, so the API has one integration per function as before.
 */
export function openApiDefinition(
  title: string,
  routes: readonly RouteDefinition[],
  functionArn: (handler: HandlerName) => string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters = pathParamNames(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.id,
      ...(parameters.length > 0 ? { parameters } : {}),
      responses: { default: { description: 'The handler answers' } },
      [INTEGRATION]: { $ref: `#/components/${INTEGRATIONS}/${route.handler}` },
    };
  }
  const handlers = [...new Set(routes.map((route) => route.handler))];
  return {
    openapi: '3.0.1',
    info: { title, version: '1' },
    paths,
    components: {
      [INTEGRATIONS]: Object.fromEntries(
        handlers.map((handler) => [
          handler,
          { type: 'aws_proxy', httpMethod: 'POST', uri: functionArn(handler), payloadFormatVersion: '2.0', connectionType: 'INTERNET' },
        ]),
      ),
    },
  };
}

export interface RouteTableApiProps {
  /** The API's name. */
  name: string;
  routes: readonly RouteDefinition[];
  /** Each handler module's function, and the name it was given (the body names it by its name, see below). */
  functions: ReadonlyMap<HandlerName, lambda.IFunction>;
  functionName: (handler: HandlerName) => string;
  throttle: { rateLimit: number; burstLimit: number };
  accessLogs: logs.ILogGroup;
  /** The access log line (no headers, no cookies). */
  accessLogFormat: string;
}

export class RouteTableApi extends Construct {
  readonly api: apigw.CfnApi;
  readonly apiId: string;
  readonly apiEndpoint: string;

  constructor(scope: Construct, id: string, props: RouteTableApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // The functions by ARN made from their names, not by reference: their environment names the
    // site (CloudFront), which names this API as its origin, so a reference here would be a cycle.
    // API Gateway takes an integration's function as given; the invoke permissions below wait for it.
    const functionArn = (handler: HandlerName) =>
      stack.formatArn({
        service: 'lambda',
        resource: 'function',
        resourceName: props.functionName(handler),
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
    this.api = new apigw.CfnApi(this, 'Resource', {
      body: openApiDefinition(props.name, props.routes, functionArn),
      // A route the document cannot hold stops the deploy instead of being dropped with a warning.
      failOnWarnings: true,
    });
    this.apiId = this.api.ref;
    this.apiEndpoint = `https://${this.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    // One invoke permission per function, for any route and stage of this API.
    for (const [handler, fn] of props.functions) {
      fn.addPermission(`${handler}Invoke`, {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: stack.formatArn({ service: 'execute-api', resource: this.apiId, resourceName: '*/*' }),
      });
    }
    new apigw.CfnStage(this, 'DefaultStage', {
      apiId: this.apiId,
      stageName: '$default',
      autoDeploy: true,
      defaultRouteSettings: { throttlingRateLimit: props.throttle.rateLimit, throttlingBurstLimit: props.throttle.burstLimit },
      accessLogSettings: { destinationArn: props.accessLogs.logGroupArn, format: props.accessLogFormat },
    });
  }
}
