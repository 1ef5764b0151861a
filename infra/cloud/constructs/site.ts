import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, RemovalPolicy } from 'aws-cdk-lib';
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
import {
  pagesLeftOut,
  parseSiteBuild,
  siteBuildManifestFile,
  type SiteBuild,
} from '../../../shared/site-build';
import { acknowledgeRule } from '../nag';
import { prefixedLocales, sitePagePaths } from '../site-pages';
import { siteRequestCode, siteResponseCode, webSocketPathCode } from './edge-functions';
import { SiteDeployment } from './site-deployment';
import { responseHeadersPolicyProps } from './security-headers-policy';
import { securityHeaders } from '../../security/headers';
import { inlineHashesOfSiteSync } from '../../security/inline-hashes';

export interface SiteProps {
  readonly siteDomain: string;
  /** ACM certificate (us-east-1) for `siteDomain`; without it the distribution keeps its default domain. */
  readonly certificateArn?: string;
  /** Absolute path of the built site; deployed only if it exists at synth time. */
  readonly siteDirectory: string;
  /**
   * What the deployed build must have been made for (`shared/site-build.ts`): a cloud build for the
   * stack's payment gateway. A build made for anything else is refused at synth.
   */
  readonly build: SiteBuild;
  readonly accessLogBucket: IBucket;
  /** Host name of the HTTP API (behind `/api/*`). */
  readonly apiDomainName: string;
  /** Headers CloudFront adds to every request it sends the HTTP API (the origin proof, origin-verify.ts). */
  readonly apiOriginHeaders?: Readonly<Record<string, string>>;
  /** Host name and stage of the WebSocket API (behind `/ws`). */
  readonly chatDomainName: string;
  readonly chatStageName: string;
  /** The documents bucket's regional domain, where browsers post uploads (the CSP's connect-src). */
  readonly uploadDomainName: string;
}

/**
 * Refuses to deploy a build made for another deployment: a local build (its company details may be
 * placeholders) or one for another payment gateway (its test pages would be missing, or present with a
 * real gateway). `npm run build:cloud` records what it was made for in `site-build.json`.
 */
export function checkBuild(siteDirectory: string, expected: SiteBuild): void {
  const manifest = join(siteDirectory, siteBuildManifestFile);
  const fix = `Build it with \`PAYMENT_GATEWAY=${expected.paymentGateway} npm run build:cloud\`.`;
  if (!existsSync(manifest)) {
    throw new Error(`${siteDirectory} records no build target (${siteBuildManifestFile} is missing). ${fix}`);
  }
  const built = parseSiteBuild(JSON.parse(readFileSync(manifest, 'utf8')));
  if (built.target !== expected.target || built.paymentGateway !== expected.paymentGateway) {
    throw new Error(
      `${siteDirectory} was built for ${built.target} with the ${built.paymentGateway} gateway; this stack ` +
        `deploys a ${expected.target} build for the ${expected.paymentGateway} gateway. ${fix}`,
    );
  }
}

/**
 * The one origin the browser sees: CloudFront serves the static site from a private bucket (Origin
 * Access Control, read-only), `/api/*` from the HTTP API and `/ws` from the WebSocket API, never cached.
 * A missing page is answered on the site behaviour alone (CloudFront Functions that know the site's
 * pages): the 404 page of its language with status 404, as the local stack does; there is no
 * distribution-wide error response, which would replace the API's JSON 404s too.
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

    // The same headers as the local server (infra/security/headers.ts), with the built site's inline
    // script and style hashes read at synth.
    const headers = securityHeaders({
      ...inlineHashesOfSiteSync(props.siteDirectory),
      socketOrigin: `wss://${props.siteDomain}`,
      uploadOrigin: `https://${props.uploadDomainName}`,
      https: true,
    });
    const securityHeadersPolicy = new ResponseHeadersPolicy(
      this,
      'SecurityHeaders',
      responseHeadersPolicyProps(headers),
    );
    const edgeFunction = (name: string, code: string, eventType: FunctionEventType) => ({
      function: new CloudFrontFunction(this, name, {
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
      }),
      eventType,
    });
    // The site's pages, read from its sources: a missing page gets the 404 page of its language and
    // status 404 from these two functions, on the site behaviour only (the API's JSON 404s stay).
    // Pages the build leaves out for this deployment (the sandbox's test pages) are missing pages here too.
    const leftOut = new Set(pagesLeftOut(props.build));
    const pages = { paths: sitePagePaths().filter((path) => !leftOut.has(path)), prefixedLocales };
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
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [AccessLevel.READ],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeadersPolicy,
        functionAssociations: [
          edgeFunction('SitePages', siteRequestCode(pages), FunctionEventType.VIEWER_REQUEST),
          edgeFunction('SiteNotFound', siteResponseCode(pages), FunctionEventType.VIEWER_RESPONSE),
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          ...passThrough,
          origin: new HttpOrigin(props.apiDomainName, { customHeaders: { ...props.apiOriginHeaders } }),
          responseHeadersPolicy: securityHeadersPolicy,
        },
        '/ws': {
          ...passThrough,
          origin: new HttpOrigin(props.chatDomainName),
          functionAssociations: [
            edgeFunction(
              'WebSocketPath',
              webSocketPathCode(props.chatStageName),
              FunctionEventType.VIEWER_REQUEST,
            ),
          ],
        },
      },
    });
    this.url = `https://${certificate ? props.siteDomain : this.distribution.distributionDomainName}`;

    if (existsSync(props.siteDirectory)) {
      checkBuild(props.siteDirectory, props.build);
      new SiteDeployment(this, 'Deployment', {
        siteDirectory: props.siteDirectory,
        bucket: this.bucket,
        distribution: this.distribution,
      });
    } else {
      Annotations.of(this).addInfo(
        `The site was not built (${props.siteDirectory} does not exist): run \`npm run build:cloud\` before ` +
          '`cdk deploy` to upload it. The bucket and distribution are created without content.',
      );
    }
    this.acknowledgeFindings(certificate !== undefined);
  }

  private acknowledgeFindings(customCertificate: boolean): void {
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
