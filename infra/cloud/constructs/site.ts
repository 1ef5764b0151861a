import { existsSync } from 'node:fs';
import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeRule } from '../nag';
import { directoryIndexCode, webSocketPathCode } from './edge-functions';
import { SiteDeployment } from './site-deployment';

export interface SiteProps {
  readonly siteDomain: string;
  /** ACM certificate (us-east-1) for `siteDomain`; without it the distribution keeps its default domain. */
  readonly certificateArn?: string;
  /** Absolute path of the built site; deployed only if it exists at synth time. */
  readonly siteDirectory: string;
  readonly accessLogBucket: IBucket;
  /** Host name of the HTTP API (behind `/api/*`). */
  readonly apiDomainName: string;
  /** Host name and stage of the WebSocket API (behind `/ws`). */
  readonly chatDomainName: string;
  readonly chatStageName: string;
}

/**
 * The one origin the browser sees: CloudFront serves the static site from a private bucket (Origin
 * Access Control), `/api/*` from the HTTP API and `/ws` from the WebSocket API, never cached.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<siteDomain>` with a certificate, else `https://<distribution domain>`. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });
    const viewerRequest = (name: string, code: string) => ({
      function: new CloudFrontFunction(this, name, {
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
      }),
      eventType: FunctionEventType.VIEWER_REQUEST,
    });
    const passThrough: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };

    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Kenya eTA ${props.siteDomain}`,
      defaultRootObject: 'index.html',
      ...(certificate
        ? {
            certificate,
            domainNames: [props.siteDomain],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.accessLogBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        // LIST lets S3 answer 404 (not 403) for a missing page, so the 404 page below is shown.
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [viewerRequest('DirectoryIndex', directoryIndexCode)],
      },
      additionalBehaviors: {
        '/api/*': {
          ...passThrough,
          origin: new HttpOrigin(props.apiDomainName),
          responseHeadersPolicy: securityHeaders,
        },
        '/ws': {
          ...passThrough,
          origin: new HttpOrigin(props.chatDomainName),
          functionAssociations: [viewerRequest('WebSocketPath', webSocketPathCode(props.chatStageName))],
        },
      },
      errorResponses: [
        { httpStatus: 404, responseHttpStatus: 404, responsePagePath: '/404.html', ttl: Duration.minutes(5) },
      ],
    });
    this.url = `https://${certificate ? props.siteDomain : this.distribution.distributionDomainName}`;

    if (existsSync(props.siteDirectory)) {
      new SiteDeployment(this, 'Deployment', {
        siteDirectory: props.siteDirectory,
        bucket: this.bucket,
        distribution: this.distribution,
      });
    } else {
      Annotations.of(this).addInfo(
        `The site was not built (${props.siteDirectory} does not exist): run \`npm run build\` before ` +
          '`cdk deploy` to upload it. The bucket and distribution are created without content.',
      );
    }
    this.acknowledgeFindings(certificate !== undefined);
  }

  private acknowledgeFindings(customCertificate: boolean): void {
    acknowledgeRule(
      this.distribution,
      'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'ListBucket only makes S3 answer 404 for a missing page; the root is index.html (root object and ' +
        'the directory-index function) and query strings are not forwarded, so no listing is reachable.',
    );
    acknowledgeRule(
      this.distribution,
      'AwsSolutions-CFR1',
      'Travellers apply for a Kenya eTA from every country; a geographic restriction would refuse them.',
    );
    acknowledgeRule(
      this.distribution,
      'AwsSolutions-CFR2',
      'A CloudFront web ACL must live in us-east-1 while this stack is region-agnostic; abuse is limited ' +
        'per client in the functions (429 with Retry-After) and by API Gateway throttling.',
    );
    if (!customCertificate) {
      acknowledgeRule(
        this.distribution,
        'AwsSolutions-CFR4',
        'No certificateArn given: the *.cloudfront.net default certificate is used, whose TLS policy ' +
          'CloudFront fixes; with a certificate the minimum protocol is TLSv1.2_2021.',
      );
    }
  }
}
