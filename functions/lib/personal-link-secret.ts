import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traced } from './aws/tracing';
import { ConfigError, type Config } from './config-schema';

/** Reads one Secrets Manager secret's string value. */
export type SecretValueReader = (secretArn: string) => Promise<string | undefined>;

function secretsManagerReader(region: string): SecretValueReader {
  const client = traced(new SecretsManagerClient({ region, maxAttempts: 3 }));
  return async (secretArn) =>
    (await client.send(new GetSecretValueCommand({ SecretId: secretArn }))).SecretString;
}

/**
 * The personal links' signing secret, once per cold start (as the payments function reads the gateway's).
 * Locally the stack sets PERSONAL_LINK_SECRET (kept in `.data/personal-link-secret`); in the cloud the CDK
 * app passes only the secret's ARN (PERSONAL_LINK_SECRET_ARN). Missing, short or unreadable: a clear
 * ConfigError at start, never links signed with nothing.
 */
export async function resolvePersonalLinkSecret(
  config: Pick<Config, 'PERSONAL_LINK_SECRET' | 'PERSONAL_LINK_SECRET_ARN' | 'AWS_REGION'>,
  read?: SecretValueReader,
): Promise<string> {
  if (config.PERSONAL_LINK_SECRET) return config.PERSONAL_LINK_SECRET;
  const arn = config.PERSONAL_LINK_SECRET_ARN;
  if (!arn) throw new ConfigError('Missing configuration: PERSONAL_LINK_SECRET or PERSONAL_LINK_SECRET_ARN');
  let value: string | undefined;
  try {
    value = await (read ?? secretsManagerReader(config.AWS_REGION))(arn);
  } catch (e: unknown) {
    throw new ConfigError(
      `Could not read the personal link secret ${arn}: ${e instanceof Error ? e.name : 'unknown error'}`,
    );
  }
  if (value === undefined || value.trim().length < 32) {
    throw new ConfigError(`The personal link secret ${arn} is empty or shorter than 32 characters`);
  }
  return value.trim();
}
