import * as z from 'zod/mini';

/**
 * Configuration of every function, read once from the environment and validated at start.
 * In the cloud the endpoints are absent and the SDK uses its defaults; locally `infra/local/`
 * sets them to the stand-ins. A missing or malformed variable fails at start with its name.
 */
const configSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'eu-west-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Only the functions that touch documents have a bucket. */
  BUCKET_NAME: z.optional(z.string().check(z.minLength(1))),
  /** Only the functions that send mail have a sender. */
  MAIL_FROM: z.optional(z.email()),
  SUPPORT_EMAIL: z.optional(z.email()),
  /** The SES configuration set mails are sent with: it publishes bounces and complaints. */
  MAIL_CONFIGURATION_SET: z.optional(z.string().check(z.regex(/^[\w-]{1,64}$/))),
  SITE_ORIGIN: z.url(),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  WS_MANAGEMENT_ENDPOINT: z.optional(z.url()),
  /**
   * The chat stage's management API in the cloud (`https://{api}.execute-api.{region}.amazonaws.com/prod`),
   * for the idle rule, which posts to visitors without a socket event to read it from.
   */
  WS_CALLBACK_URL: z.optional(z.url()),
  /**
   * Which gateway adapter the payments function uses (`functions/payments/gateway/index.ts`); the
   * applications function reads it too: test data is accepted only with the sandbox.
   */
  PAYMENT_GATEWAY: z.optional(z.enum(['sandbox', 'stripe'])),
  /**
   * Stripe only: where the SDK sends its API calls when not to Stripe itself (the local stand-in,
   * `infra/local/stripe-stand-in/`, e.g. `http://127.0.0.1:12111`). Unset in the cloud.
   */
  STRIPE_API_URL: z.optional(z.url()),
  /** The gateway's base URL (the sandbox's hosted page, e.g. `http://localhost:4321/sandbox-gateway`). */
  PAYMENT_GATEWAY_URL: z.optional(z.url()),
  /** The gateway's shared secret: never logged, never sent to the browser. */
  PAYMENT_GATEWAY_SECRET: z.optional(z.string().check(z.minLength(16))),
  /** In the cloud: the Secrets Manager secret that holds the gateway secret (read at start). */
  PAYMENT_GATEWAY_SECRET_ARN: z.optional(z.string().check(z.minLength(20))),
  /** The personal links' signing secret (locally `.data/personal-link-secret`): never logged. */
  PERSONAL_LINK_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** In the cloud: the Secrets Manager secret that holds the personal links' secret (read at start). */
  PERSONAL_LINK_SECRET_ARN: z.optional(z.string().check(z.minLength(20))),
  /** The key that seals staff TOTP secrets locally (`.data/totp-key`, 32 bytes base64url): never logged. */
  TOTP_SECRET_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))),
  /** In the cloud: the KMS key that seals staff TOTP secrets (only the auth function may use it). */
  TOTP_KMS_KEY_ID: z.optional(z.string().check(z.minLength(20))),
  /**
   * In the cloud: the value CloudFront sends in its origin header to the HTTP API (functions/lib/lambda.ts);
   * requests without it are refused. Never set locally, where nothing sits in front of the API.
   */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A setting that only some functions have, required by the module that uses it (at import, so at start). */
export function requireSetting<K extends keyof Config>(config: Config, name: K): NonNullable<Config[K]> {
  const value = config[name];
  if (value === undefined || value === null) throw new ConfigError(`Missing configuration: ${name}`);
  return value as NonNullable<Config[K]>;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid function configuration: ${problems}`);
  }
  return result.data;
}
