import { Fn, Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { acknowledgeRule, acknowledgeWildcardResource } from '../nag';
import type { Data } from './data';
import { EtaFunction } from './function-defaults';
import type { CommonEnvironment } from './function-defaults';

/** The WebSocket stage; CloudFront's `/ws` is rewritten to `/<stage>` (see `site.ts`). */
export const chatStageName = 'prod';

export interface ChatProps {
  readonly environment: CommonEnvironment;
  readonly data: Data;
}

/**
 * The API Gateway WebSocket API of the support chat: `$connect`, `$disconnect` and `$default` (action
 * routes are selected on `$request.body.action` and fall through to `$default`) all go to one function
 * built from `functions/socket/lambda.ts`, which posts back through the management API.
 */
export class Chat extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: EtaFunction;
  /** `wss://{id}.execute-api.{region}.amazonaws.com/prod` */
  readonly url: string;
  /** The API's own host name, for the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ChatProps) {
    super(scope, id);
    this.handler = new EtaFunction(this, 'socket', {
      entry: 'functions/socket/lambda.ts',
      environment: props.environment,
      description: 'WebSocket chat ($connect, $disconnect, $default)',
    });
    const fn = this.handler.handler;
    const integration = (name: string) => new WebSocketLambdaIntegration(`${name}-integration`, fn);

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Kenya eTA support chat (served under /ws by CloudFront)',
      routeSelectionExpression: '$request.body.action',
      connectRouteOptions: { integration: integration('connect') },
      disconnectRouteOptions: { integration: integration('disconnect') },
      defaultRouteOptions: { integration: integration('default') },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: chatStageName,
      autoDeploy: true,
      throttle: { rateLimit: 20, burstLimit: 50 },
    });

    props.data.grantTableReadWrite(fn);
    this.stage.grantManagementApiAccess(fn);
    // functions/lib/config.ts requires BUCKET_NAME in every function; the socket has no bucket access.
    fn.addEnvironment('BUCKET_NAME', props.data.documents.bucketName);

    this.url = this.stage.url;
    this.domainName = Fn.select(2, Fn.split('/', this.webSocketApi.apiEndpoint));

    const apiArn = Stack.of(this).formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId });
    acknowledgeWildcardResource(
      fn.role ?? fn,
      `${apiArn}/${chatStageName}/*/@connections/*`,
      'The chat posts only to connections of its own API and stage; connection ids exist only at run time.',
    );
    acknowledgeRule(
      this.webSocketApi,
      'AwsSolutions-APIG4',
      'Anyone may open the support chat; the function identifies the session itself on $connect.',
    );
    acknowledgeRule(
      this.stage,
      'AwsSolutions-APIG1',
      'WebSocket access logs need the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), ' +
        'a per-region singleton this stack must not own; the socket function logs every connection event.',
    );
  }
}
