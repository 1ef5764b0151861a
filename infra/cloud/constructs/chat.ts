import { Duration, Fn, Stack } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { routeSelectionExpression, socketRouteKeys } from '../../../functions/socket/route-keys';
import { acknowledgeRule, acknowledgeWildcardResource } from '../nag';
import type { Data } from './data';
import { EtaFunction } from './function-defaults';
import type { CommonEnvironment } from './function-defaults';
import type { Mail } from './mail';

/** The WebSocket stage; CloudFront's `/ws` is rewritten to `/<stage>` (see `site.ts`). */
export const chatStageName = 'prod';

/** Messages per second over the whole socket API (steady, burst): 50 visitors chatting at once fit. */
export const chatThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * Each route's own share of it (requests per second, steady and burst), so that a flood on one route
 * (new connections, unknown frames) cannot use up what the chat's messages need. API Gateway answers a
 * throttled frame itself, without invoking the function. The local gateway's per-connection rate
 * (`infra/local/websocket-limits.ts`) stands in for these on one machine.
 */
export const chatRouteThrottles: Readonly<Record<string, { rateLimit: number; burstLimit: number }>> = {
  $connect: { rateLimit: 20, burstLimit: 40 },
  join: { rateLimit: 20, burstLimit: 40 },
  message: { rateLimit: 60, burstLimit: 120 },
  close: { rateLimit: 10, burstLimit: 20 },
  ping: { rateLimit: 20, burstLimit: 40 },
  $default: { rateLimit: 5, burstLimit: 10 },
};

export interface ChatProps {
  readonly environment: CommonEnvironment;
  readonly data: Data;
  readonly mail: Mail;
}

/**
 * The API Gateway WebSocket API of the support chat: `$connect`, `$disconnect`, `$default` and one
 * route per frame type (`join`, `message`, `close`, `ping`: selected on `$request.body.type`, the
 * keys of `functions/socket/route-keys.ts`, which the local gateway uses too) all go to one function
 * built from `functions/socket/lambda.ts`; it stores chats in the table and posts back through the
 * management API of this API's stage only.
 */
export class Chat extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: EtaFunction;
  /** The idle rule: every minute it closes chats whose visitor has been silent 30 minutes. */
  readonly idle: EtaFunction;
  /** `wss://{id}.execute-api.{region}.amazonaws.com/prod` */
  readonly url: string;
  /** The API's own host name, for the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ChatProps) {
    super(scope, id);
    this.handler = new EtaFunction(this, 'socket', {
      entry: 'functions/socket/lambda.ts',
      environment: props.environment,
      description: `WebSocket chat ($connect, $disconnect, $default, ${socketRouteKeys.join(', ')})`,
    });
    const fn = this.handler.handler;
    const integration = (name: string) => new WebSocketLambdaIntegration(`${name}-integration`, fn);

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Kenya eTA support chat (served under /ws by CloudFront)',
      routeSelectionExpression,
      connectRouteOptions: { integration: integration('connect') },
      disconnectRouteOptions: { integration: integration('disconnect') },
      defaultRouteOptions: { integration: integration('default') },
    });
    for (const routeKey of socketRouteKeys) {
      this.webSocketApi.addRoute(routeKey, { integration: integration(routeKey) });
    }
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: chatStageName,
      autoDeploy: true,
      throttle: chatThrottle,
    });
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(chatRouteThrottles).map(([route, t]) => [
        route,
        { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit },
      ]),
    );

    props.data.grantTableReadWrite(fn);
    this.stage.grantManagementApiAccess(fn);
    // A visitor's message while no agent is online reaches the support inbox by e-mail.
    props.mail.grantSend(fn);
    // functions/lib/config.ts requires BUCKET_NAME in every function; the socket has no bucket access.
    fn.addEnvironment('BUCKET_NAME', props.data.documents.bucketName);

    this.idle = new EtaFunction(this, 'idle', {
      entry: 'functions/socket/idle-lambda.ts',
      environment: props.environment,
      description: 'Closes support chats whose visitor has sent nothing for 30 minutes, telling the visitor',
    });
    const idleFn = this.idle.handler;
    props.data.grantTableReadWrite(idleFn);
    this.stage.grantManagementApiAccess(idleFn);
    idleFn.addEnvironment('WS_CALLBACK_URL', this.stage.callbackUrl);
    idleFn.addEnvironment('BUCKET_NAME', props.data.documents.bucketName);
    new Rule(this, 'EveryMinute', {
      description: 'Runs the Kenya eTA chat idle rule',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(idleFn, { retryAttempts: 0 })],
    });

    this.url = this.stage.url;
    this.domainName = Fn.select(2, Fn.split('/', this.webSocketApi.apiEndpoint));

    const apiArn = Stack.of(this).formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId });
    for (const poster of [fn, idleFn]) {
      acknowledgeWildcardResource(
        poster.role ?? poster,
        `${apiArn}/${chatStageName}/*/@connections/*`,
        'The chat posts only to connections of its own API and stage; connection ids exist only at run time.',
      );
    }
    acknowledgeRule(
      this.webSocketApi,
      'AwsSolutions-APIG4',
      "Anyone may open the support chat (a chat id is the visitor's key); an agent connection (?role=agent) " +
        'is refused on $connect by the function without a live staff session (TOTP) from the site origin.',
    );
    acknowledgeRule(
      this.stage,
      'AwsSolutions-APIG1',
      'WebSocket access logs need the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), ' +
        'a per-region singleton this stack must not own; the socket function logs every connection event.',
    );
  }
}
