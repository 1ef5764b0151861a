import { Fn } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { healthPath } from '../../../shared/api/health';
import { defaultDestinationId } from '../../../shared/destinations/numbers';
import { destinationIds } from '../../../shared/destinations/types';
import { contactPath } from '../../../shared/public/contact';
import {
  applicationRoute,
  applicationsPath,
  destinationApplicationRoute,
  destinationApplicationsPaths,
  confirmationPath,
  signedAgreementPath,
} from '../../../shared/api/applications';
import { checkStatusPath, trackApplicationPath } from '../../../shared/status/lookup';
import {
  eraseApplicationDataPath,
  evisaDownloadPath,
  linkAccessPath,
  lostLinkPath,
  myApplicationPath,
  withdrawApplicationPath,
} from '../../../shared/api/personal-link';
import { draftsPath, openDraftPath } from '../../../shared/api/drafts';
import { documentsPath, uploadsPath } from '../../../shared/documents/rules';
import { stagedUploadsPath } from '../../../shared/wizard/uploads';
import {
  paymentCallbackPath,
  paymentRefundPath,
  paymentPath,
  paymentStatusRoute,
  polpayCreatePath,
} from '../../../shared/api/payments';
import { grantPaymentGateway, type GatewaySettings } from './payment-gateway';
import { PersonalLinks } from './personal-links';
import { adminRoutes } from '../../../functions/admin/admin-routes';
import {
  chatAvailabilityPath,
  chatHistoryPath,
  chatMessagesRoute,
  chatReadRoute,
  chatSessionsPath,
  chatStartPath,
} from '../../../shared/api/chat';
import {
  authLoginPath,
  authLogoutPath,
  authRecoveryCodePath,
  authSecondFactorPath,
  authSessionPath,
} from '../../../shared/api/admin';
import { acknowledgeRule } from '../nag';
import type { Data } from './data';
import { EtaFunction } from './function-defaults';
import type { CommonEnvironment } from './function-defaults';
import type { Mail } from './mail';
import type { OriginVerify } from './origin-verify';
import { grantStaffTotpKey } from './staff-totp-key';

/** What a concern's `grant` may give its function access to. */
export interface ConcernResources {
  readonly data: Data;
  readonly mail: Mail;
  /** The card payment gateway (CDK context `paymentGateway`, `paymentGatewayUrl`). */
  readonly paymentGateway: GatewaySettings;
}

/** What the Api gives every concern's `grant` besides the stack's resources. */
export interface GrantResources extends ConcernResources {
  /** The personal links' signing secret: every function that mails travellers or opens a link. */
  readonly personalLinks: PersonalLinks;
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
  readonly grant: (fn: LambdaFunction, resources: GrantResources) => void;
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
  {
    name: 'contact',
    entry: 'functions/contact/lambda.ts',
    routes: [{ path: contactPath, methods: [HttpMethod.POST] }],
    grant: (fn, { data, mail }) => {
      data.grantTableReadWrite(fn);
      mail.grantSend(fn);
    },
  },
  {
    name: 'applications',
    entry: 'functions/applications/lambda.ts',
    routes: [
      { path: applicationsPath, methods: [HttpMethod.POST] },
      { path: signedAgreementPath, methods: [HttpMethod.POST] },
      { path: confirmationPath, methods: [HttpMethod.POST] },
      { path: applicationRoute.replace(':id', '{id}'), methods: [HttpMethod.PUT] },
      // The other destinations' journeys create and update on routes of their own.
      ...destinationIds
        .filter((id) => id !== defaultDestinationId)
        .flatMap((id) => [
          { path: destinationApplicationsPaths[id], methods: [HttpMethod.POST] },
          { path: destinationApplicationRoute(id).replace(':id', '{id}'), methods: [HttpMethod.PUT] },
        ]),
    ],
    grant: (fn, { data, mail, personalLinks, paymentGateway }) => {
      data.grantTableReadWrite(fn);
      data.grantApplicationFiles(fn);
      mail.grantSend(fn);
      // Test data (the payment test page) is accepted only with the sandbox gateway.
      fn.addEnvironment('PAYMENT_GATEWAY', paymentGateway.name);
      personalLinks.grantSigning(fn);
    },
  },
  {
    name: 'status',
    entry: 'functions/status/lambda.ts',
    routes: [
      { path: checkStatusPath, methods: [HttpMethod.POST] },
      { path: trackApplicationPath, methods: [HttpMethod.POST] },
      { path: myApplicationPath, methods: [HttpMethod.POST] },
      { path: lostLinkPath, methods: [HttpMethod.POST] },
      { path: withdrawApplicationPath, methods: [HttpMethod.POST] },
      { path: eraseApplicationDataPath, methods: [HttpMethod.POST] },
      { path: evisaDownloadPath, methods: [HttpMethod.POST] },
      { path: linkAccessPath, methods: [HttpMethod.POST] },
    ],
    // Reads the application items; writes its rate-limit counters and link generations; mails new links;
    // the traveller's withdrawal and erasure (which deletes the files under uploads/<id>/); the eTA download.
    grant: (fn, { data, mail, personalLinks }) => {
      data.grantTableReadWrite(fn);
      data.grantUploadsErasure(fn);
      data.grantEvisaRead(fn);
      mail.grantSend(fn);
      personalLinks.grantSigning(fn);
    },
  },
  {
    name: 'drafts',
    entry: 'functions/drafts/lambda.ts',
    routes: [
      { path: draftsPath, methods: [HttpMethod.POST] },
      { path: openDraftPath, methods: [HttpMethod.POST] },
    ],
    // Draft items and their rate-limit counters; the "continue your application" mail, whose link is
    // signed with the personal links' secret.
    grant: (fn, { data, mail, personalLinks }) => {
      data.grantTableReadWrite(fn);
      mail.grantSend(fn);
      personalLinks.grantSigning(fn);
    },
  },
  {
    name: 'documents',
    entry: 'functions/documents/lambda.ts',
    routes: [
      { path: uploadsPath, methods: [HttpMethod.POST] },
      { path: stagedUploadsPath, methods: [HttpMethod.POST] },
      { path: documentsPath, methods: [HttpMethod.POST] },
      { path: `${documentsPath}/{id}/{index}/{type}`, methods: [HttpMethod.DELETE] },
      { path: '/api/kenya-eta-applications/{id}/documents', methods: [HttpMethod.GET] },
      { path: '/api/kenya-eta-applications/{id}/submit', methods: [HttpMethod.POST] },
      { path: '/api/kenya-eta-applications/{id}/receipt', methods: [HttpMethod.GET] },
    ],
    grant: (fn, { data, mail, personalLinks }) => {
      data.grantTableReadWrite(fn);
      data.grantUploads(fn);
      mail.grantSend(fn);
      personalLinks.grantSigning(fn);
    },
  },
  {
    name: 'payments',
    entry: 'functions/payments/lambda.ts',
    routes: [
      { path: paymentPath, methods: [HttpMethod.POST] },
      { path: polpayCreatePath, methods: [HttpMethod.POST] },
      { path: paymentCallbackPath, methods: [HttpMethod.POST] },
      { path: paymentRefundPath, methods: [HttpMethod.POST] },
      { path: paymentStatusRoute.replace(':applicationId', '{applicationId}'), methods: [HttpMethod.GET] },
    ],
    // Application, attempt and counter items; the receipt e-mail; the gateway secret.
    grant: (fn, { data, mail, paymentGateway, personalLinks }) => {
      data.grantTableReadWrite(fn);
      mail.grantSend(fn);
      grantPaymentGateway(fn, paymentGateway);
      personalLinks.grantSigning(fn);
    },
  },
  {
    name: 'auth',
    entry: 'functions/auth/lambda.ts',
    routes: [
      { path: authLoginPath, methods: [HttpMethod.POST] },
      { path: authSecondFactorPath, methods: [HttpMethod.POST] },
      { path: authRecoveryCodePath, methods: [HttpMethod.POST] },
      { path: authLogoutPath, methods: [HttpMethod.POST] },
      { path: authSessionPath, methods: [HttpMethod.GET] },
    ],
    // Staff accounts, pending logins, sessions, lockout counters and the audit log; the key that
    // seals the TOTP secrets (Encrypt and Decrypt only).
    grant: (fn, { data }) => {
      data.grantTableReadWrite(fn);
      grantStaffTotpKey(fn);
    },
  },
  {
    name: 'chat',
    entry: 'functions/chat/lambda.ts',
    routes: [
      { path: chatStartPath, methods: [HttpMethod.POST] },
      { path: chatSessionsPath, methods: [HttpMethod.GET] },
      { path: chatMessagesRoute.replace(':id', '{id}'), methods: [HttpMethod.GET] },
      { path: chatReadRoute.replace(':id', '{id}'), methods: [HttpMethod.POST] },
      { path: chatAvailabilityPath, methods: [HttpMethod.GET] },
      { path: chatHistoryPath, methods: [HttpMethod.GET] },
    ],
    // Chat sessions, messages and start counters; staff sessions to authorise the console's reads.
    grant: (fn, { data }) => data.grantTableReadWrite(fn),
  },
  {
    name: 'admin',
    entry: 'functions/admin/lambda.ts',
    routes: adminRoutes.map((route) => ({
      path: route.path.replace(/:(\w+)/g, '{$1}'),
      methods: [HttpMethod[route.method]],
    })),
    // Applications, counters, audit and staff sessions; read travellers' documents and tag them for
    // deletion after the decision; the e-visa PDFs; the decision e-mails (with personal links).
    grant: (fn, { data, mail, personalLinks }) => {
      data.grantTableReadWrite(fn);
      data.grantUploadsRead(fn);
      data.grantUploadsRetentionTagging(fn);
      data.grantEvisas(fn);
      mail.grantSend(fn);
      personalLinks.grantSigning(fn);
    },
  },
];

/** Steady-state and burst limits of the whole HTTP API, per second (per-client limits are in the app). */
export const httpApiThrottle = { rateLimit: 50, burstLimit: 100 } as const;

export interface ApiProps extends ConcernResources {
  readonly environment: CommonEnvironment;
  /** CloudFront's origin header: every function refuses requests without it. */
  readonly originVerify: OriginVerify;
  readonly concerns?: readonly HttpConcern[];
}

/** The API Gateway HTTP API behind `/api/*`: one function per concern, one `$default` stage. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<string, EtaFunction>;
  /** The secret that signs travellers' personal links (other functions that mail travellers get it too). */
  readonly personalLinks: PersonalLinks;
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

    const personalLinks = new PersonalLinks(this, 'PersonalLinks');
    this.personalLinks = personalLinks;
    const functions = new Map<string, EtaFunction>();
    for (const concern of props.concerns ?? httpConcerns) {
      const fn = new EtaFunction(this, concern.name, {
        entry: concern.entry,
        environment: props.environment,
        description: `HTTP concern "${concern.name}"`,
      });
      concern.grant(fn.handler, { ...props, personalLinks });
      fn.handler.addEnvironment('ORIGIN_VERIFY_SECRET', props.originVerify.value);
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
