import { Fn } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { healthPath } from '../../../shared/api/health';
import { acknowledgeRule } from '../nag';
import type { Data } from './data';
import { EtaFunction } from './function-defaults';
import type { CommonEnvironment } from './function-defaults';
import type { Mail } from './mail';

/** What a concern's `grant` may give its function access to. */
export interface ConcernResources {
  readonly data: Data;
  readonly mail: Mail;
}

export interface HttpRouteSpec {
  readonly path: string;
  readonly methods: readonly HttpMethod[];
}

/** One HTTP concern: its own function, its routes, and exactly the access it needs. */
export interface HttpConcern {
  /** The name in `functions/http-apps.ts`. */
  readonly name: string;
  /** The Lambda entry, relative to the repository root. */
  readonly entry: string;
  readonly routes: readonly HttpRouteSpec[];
  readonly grant: (fn: NodejsFunction, resources: ConcernResources) => void;
}

/**
 * Every HTTP concern of the product. Adding a concern is adding one entry here (and its app in
 * `functions/http-apps.ts`, which the local stack mounts).
 */
export const httpConcerns: readonly HttpConcern[] = [
  {
    name: 'health',
    entry: 'functions/health/lambda.ts',
    routes: [{ path: healthPath, methods: [HttpMethod.GET] }],
    grant: (fn, { data, mail }) => {
      data.grantTableDescribe(fn);
      data.grantDocumentsHead(fn);
      mail.grantAccountRead(fn);
    },
  },
];

/** Steady-state and burst limits of the whole HTTP API, per second (per-client limits are in the app). */
export const httpApiThrottle = { rateLimit: 50, burstLimit: 100 } as const;

export interface ApiProps extends ConcernResources {
  readonly environment: CommonEnvironment;
  readonly concerns?: readonly HttpConcern[];
}

/** The API Gateway HTTP API behind `/api/*`: one function per concern, one `$default` stage. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<string, EtaFunction>;
  /** `https://{id}.execute-api.{region}.amazonaws.com/` */
  readonly url: string;
  /** The API's own host name, for the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Kenya eTA HTTP API (served under /api/* by CloudFront)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: httpApiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    const functions = new Map<string, EtaFunction>();
    for (const concern of props.concerns ?? httpConcerns) {
      const fn = new EtaFunction(this, concern.name, {
        entry: concern.entry,
        environment: props.environment,
        description: `HTTP concern "${concern.name}"`,
      });
      concern.grant(fn.handler, { data: props.data, mail: props.mail });
      const integration = new HttpLambdaIntegration(`${concern.name}-integration`, fn.handler);
      for (const route of concern.routes) {
        this.httpApi.addRoutes({ path: route.path, methods: [...route.methods], integration });
      }
      functions.set(concern.name, fn);
    }
    this.functions = functions;
    this.url = this.stage.url;
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    acknowledgeRule(
      this.httpApi,
      'AwsSolutions-APIG4',
      'The public journey (apply, pay, track, upload) is anonymous by design; admin routes are guarded in ' +
        'the function by a server session with a TOTP second factor, which no API Gateway authorizer checks.',
    );
  }
}
