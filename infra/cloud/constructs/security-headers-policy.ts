import { Duration } from 'aws-cdk-lib';
import type { HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { HeadersFrameOption, type ResponseHeadersPolicyProps } from 'aws-cdk-lib/aws-cloudfront';
import { hstsMaxAgeSeconds } from '../../security/headers';

/** CloudFront's limit on a Content-Security-Policy in a response-headers policy. */
export const maxCloudFrontCspLength = 1783;

/**
 * The response-headers policy that sends exactly `headers` (`infra/security/headers.ts`): the headers
 * CloudFront knows as security headers go there, the others as custom headers. A header this mapping
 * does not know is an error, so nothing the local server sends is silently missing in the cloud.
 */
export function responseHeadersPolicyProps(
  headers: Readonly<Record<string, string>>,
): ResponseHeadersPolicyProps {
  const securityHeadersBehavior: Record<string, unknown> = {};
  const customHeaders: { header: string; value: string; override: boolean }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name) {
      case 'Content-Security-Policy':
        if (!/\$\{Token/.test(value) && value.length > maxCloudFrontCspLength)
          throw new Error(
            `The CSP is ${value.length} characters; CloudFront takes ${maxCloudFrontCspLength}`,
          );
        securityHeadersBehavior.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'X-Content-Type-Options':
        securityHeadersBehavior.contentTypeOptions = { override: true };
        break;
      case 'X-Frame-Options':
        if (value !== 'DENY') throw new Error(`X-Frame-Options ${value} is not mapped`);
        securityHeadersBehavior.frameOptions = { frameOption: HeadersFrameOption.DENY, override: true };
        break;
      case 'Referrer-Policy':
        securityHeadersBehavior.referrerPolicy = {
          referrerPolicy: value as HeadersReferrerPolicy,
          override: true,
        };
        break;
      case 'Strict-Transport-Security':
        if (value !== `max-age=${hstsMaxAgeSeconds}; includeSubDomains`)
          throw new Error(`Strict-Transport-Security ${value} is not mapped`);
        securityHeadersBehavior.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        };
        break;
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return {
    comment: 'Security headers of infra/security/headers.ts (the local server sends the same)',
    securityHeadersBehavior,
    customHeadersBehavior: { customHeaders },
  };
}
