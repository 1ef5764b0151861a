import { z } from 'zod';
import type { Node } from 'constructs';
import { company } from '../../shared/public/company';
import { paymentGatewayNames, type PaymentGatewayName } from '../../shared/site-build';

/**
 * Deployment configuration, read once from CDK context (`cdk deploy -c siteDomain=eta.example.org`) and
 * validated. Every value has a default that synthesises offline, except the optional ones.
 */
const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a lower-case DNS name',
  );

const contextSchema = z.object({
  /** The public host name of the site (no scheme); the site origin is `https://<siteDomain>`. */
  siteDomain: hostname.default('eta.example.com'),
  /** Sender of every e-mail; its domain becomes the SES identity. Default `no-reply@<siteDomain>`. */
  mailFrom: z.email().optional(),
  /** Who the CloudWatch alarms notify (an SNS e-mail subscription); optional. */
  alarmEmail: z.email().optional(),
  /** ACM certificate in us-east-1 for `siteDomain`; without it CloudFront serves its default domain. */
  certificateArn: z
    .string()
    .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'must be an ACM ARN in us-east-1')
    .optional(),
  /**
   * The card payment gateway's hosted page (PAYMENT_GATEWAY_URL of the payments function). Default: the
   * sandbox gateway's path on the site, `https://<siteDomain>/sandbox-gateway`.
   */
  paymentGatewayUrl: z.url({ protocol: /^https$/ }).optional(),
  /**
   * Which card gateway the payments function and the reconciliation use: `sandbox` (default) or
   * `stripe` (Stripe Checkout; its keys go into the gateway secret, README "Payments with Stripe").
   */
  paymentGateway: z.enum(paymentGatewayNames).default('sandbox'),
  /** The built site (`npm run build`), relative to the repository root. Deployed only if it exists. */
  siteDir: z.string().min(1).default('dist'),
});

export interface EtaConfig {
  readonly siteDomain: string;
  readonly siteOrigin: string;
  readonly mailFrom: string;
  readonly mailDomain: string;
  /** The support inbox (config/company.json): contact messages and every mail's Reply-To go there. */
  readonly supportEmail: string;
  readonly alarmEmail?: string;
  readonly certificateArn?: string;
  readonly siteDir: string;
  readonly paymentGatewayUrl: string;
  readonly paymentGateway: PaymentGatewayName;
}

export class EtaConfigError extends Error {
  override name = 'EtaConfigError';
}

/** The context keys this app reads. */
export const contextKeys = Object.keys(contextSchema.shape) as readonly string[];

export function parseEtaConfig(context: Record<string, unknown>): EtaConfig {
  const result = contextSchema.safeParse(context);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EtaConfigError(`Invalid CDK context: ${problems}`);
  }
  const { siteDomain, alarmEmail, certificateArn, siteDir, paymentGatewayUrl, paymentGateway } = result.data;
  const mailFrom = result.data.mailFrom ?? `no-reply@${siteDomain}`;
  const mailDomain = mailFrom.slice(mailFrom.lastIndexOf('@') + 1).toLowerCase();
  return {
    siteDomain,
    siteOrigin: `https://${siteDomain}`,
    mailFrom,
    mailDomain,
    siteDir,
    supportEmail: company.supportEmail,
    paymentGatewayUrl: paymentGatewayUrl ?? `https://${siteDomain}/sandbox-gateway`,
    paymentGateway,
    ...(alarmEmail === undefined ? {} : { alarmEmail }),
    ...(certificateArn === undefined ? {} : { certificateArn }),
  };
}

/** Reads the configuration from the context of a construct node (the App's, in practice). */
export function readEtaConfig(node: Node): EtaConfig {
  const context: Record<string, unknown> = {};
  for (const key of contextKeys) {
    const value: unknown = node.tryGetContext(key);
    if (value !== undefined && value !== '') context[key] = value;
  }
  return parseEtaConfig(context);
}
