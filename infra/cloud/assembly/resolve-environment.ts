import type { CfnTemplate } from './cloud-assembly';

/**
 * What the template's references stand for when a function's artifact runs against the local
 * stand-ins: the table and bucket names of the local stack, an ARN per secret, and the value each
 * secret holds (for CloudFormation's `{{resolve:secretsmanager:…}}` dynamic references).
 */
export interface LocalResources {
  readonly tableName: string;
  readonly bucketName: string;
  readonly region: string;
  readonly accountId: string;
  /** The value of the secret `logicalId` (what a Secrets Manager stand-in would answer). */
  readonly secretValue: (logicalId: string) => string;
}

export class UnresolvableEnvironmentError extends Error {
  override name = 'UnresolvableEnvironmentError';
}

export const secretArnOf = (resources: LocalResources, logicalId: string) =>
  `arn:aws:secretsmanager:${resources.region}:${resources.accountId}:secret:${logicalId}-AbCdEf`;

/** The ARN a KMS key of the template stands for locally (the artifact test's KMS stand-in knows it). */
export const kmsKeyArnOf = (resources: LocalResources, logicalId: string) =>
  `arn:aws:kms:${resources.region}:${resources.accountId}:key/${logicalId}`;

const dynamicReference =
  /\{\{resolve:secretsmanager:(arn:[^:]+:secretsmanager:[^:]+:\d+:secret:[\w-]+):SecretString:::\}\}/g;

/**
 * Resolves one environment value of the template. Only what the product's template uses is known
 * (`Ref` to a table, bucket or secret; the `Arn` of a KMS key; `Fn::Join`; dynamic references to a secret): anything else
 * throws, so a new kind of value makes the artifact test fail instead of passing it unresolved.
 */
export function resolveValue(template: CfnTemplate, resources: LocalResources, value: unknown): string {
  if (typeof value === 'string') {
    return value.replace(dynamicReference, (_match, arn: string) => {
      const logicalId = Object.keys(template.Resources).find((id) => secretArnOf(resources, id) === arn);
      if (logicalId === undefined) throw new UnresolvableEnvironmentError(`no secret ${arn}`);
      return resources.secretValue(logicalId);
    });
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const object = (value ?? {}) as Record<string, unknown>;
  if ('Ref' in object) {
    const id = String(object.Ref);
    const type = template.Resources[id]?.Type;
    if (type === 'AWS::DynamoDB::Table') return resources.tableName;
    if (type === 'AWS::S3::Bucket') return resources.bucketName;
    if (type === 'AWS::SecretsManager::Secret') return secretArnOf(resources, id);
    // The chat's WebSocket API (the idle rule's WS_CALLBACK_URL): a name only; the artifact reaches the
    // stand-in's management API through WS_MANAGEMENT_ENDPOINT, which wins over it.
    if (type === 'AWS::ApiGatewayV2::Api') return 'local-websocket-api';
    // The SES configuration set (MAIL_CONFIGURATION_SET): the local mail sink takes any name.
    if (type === 'AWS::SES::ConfigurationSet') return 'local-configuration-set';
    if (id === 'AWS::Region') return resources.region;
    if (id === 'AWS::AccountId') return resources.accountId;
    if (id === 'AWS::URLSuffix') return 'amazonaws.com';
    throw new UnresolvableEnvironmentError(`Ref ${id} (${type ?? 'unknown'})`);
  }
  if ('Fn::GetAtt' in object) {
    const [id = '', attribute] = object['Fn::GetAtt'] as [string, string];
    if (template.Resources[id]?.Type === 'AWS::KMS::Key' && attribute === 'Arn')
      return kmsKeyArnOf(resources, id);
    throw new UnresolvableEnvironmentError(`Fn::GetAtt ${id}.${attribute}`);
  }
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    // Join first, then resolve: a dynamic reference may be built from several parts.
    const joined = parts.map((part) => resolveValue(template, resources, part)).join(separator);
    return resolveValue(template, resources, joined);
  }
  throw new UnresolvableEnvironmentError(`unsupported value ${JSON.stringify(value)}`);
}

/** The environment a function gets from the template, with every reference resolved locally. */
export function resolveEnvironment(
  template: CfnTemplate,
  resources: LocalResources,
  environment: Record<string, unknown>,
): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(environment)) {
    resolved[name] = resolveValue(template, resources, value);
  }
  return resolved;
}
