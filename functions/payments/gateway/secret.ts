import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traced } from '../../lib/aws/tracing';
import { ConfigError, type Config } from '../../lib/config-schema';

/** Reads one Secrets Manager secret's string value (the default reader: the real SDK client). */
export type SecretReader = (secretArn: string) => Promise<string | undefined>;

export function secretsManagerReader(region: string): SecretReader {
  const client = traced(new SecretsManagerClient({ region, maxAttempts: 3 }));
  return async (secretArn) =>
    (await client.send(new GetSecretValueCommand({ SecretId: secretArn }))).SecretString;
}

/**
 * The gateway's shared secret, once per cold start. Locally the stack sets PAYMENT_GATEWAY_SECRET.
 * In the cloud the CDK app passes only the Secrets Manager secret's ARN (PAYMENT_GATEWAY_SECRET_ARN),
 * so the value never sits in the function's configuration; it is read here, and a missing, empty or
 * unreadable secret fails the start with a clear ConfigError instead of signing with nothing.
 */
export async function resolveGatewaySecret(
  config: Pick<Config, 'PAYMENT_GATEWAY_SECRET' | 'PAYMENT_GATEWAY_SECRET_ARN' | 'AWS_REGION'>,
  read?: SecretReader,
): Promise<string> {
  if (config.PAYMENT_GATEWAY_SECRET) return config.PAYMENT_GATEWAY_SECRET;
  const arn = config.PAYMENT_GATEWAY_SECRET_ARN;
  if (!arn)
    throw new ConfigError('Missing configuration: PAYMENT_GATEWAY_SECRET or PAYMENT_GATEWAY_SECRET_ARN');
  let value: string | undefined;
  try {
    value = await (read ?? secretsManagerReader(config.AWS_REGION))(arn);
  } catch (e: unknown) {
    throw new ConfigError(
      `Could not read the payment gateway secret ${arn}: ${e instanceof Error ? e.name : 'unknown error'}`,
    );
  }
  if (value === undefined || value.trim().length < 16) {
    throw new ConfigError(`The payment gateway secret ${arn} is empty or shorter than 16 characters`);
  }
  return value.trim();
}
