import { z } from 'zod';

/**
 * Configuration of every function, read once from the environment and validated at start.
 * In the cloud the endpoints are absent and the SDK uses its defaults; locally `infra/local/`
 * sets them to the stand-ins. A missing or malformed variable fails at start with its name.
 */
const configSchema = z.object({
  AWS_REGION: z.string().min(1).default('eu-west-1'),
  TABLE_NAME: z.string().min(1),
  BUCKET_NAME: z.string().min(1),
  MAIL_FROM: z.email(),
  SUPPORT_EMAIL: z.email().optional(),
  SITE_ORIGIN: z.url(),
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  WS_MANAGEMENT_ENDPOINT: z.url().optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid function configuration: ${problems}`);
  }
  return result.data;
}
