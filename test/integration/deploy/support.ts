import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AssetProcess } from '../../../infra/cloud/assembly/asset-process';
import type { AssemblyFunction, CfnTemplate } from '../../../infra/cloud/assembly/cloud-assembly';
import { httpApiEvent } from '../../../infra/cloud/assembly/events';
import {
  resolveEnvironment,
  kmsKeyArnOf,
  secretArnOf,
  type LocalResources,
} from '../../../infra/cloud/assembly/resolve-environment';
import { originVerifyHeader } from '../../../functions/lib/origin-verify';
import { stack } from '../support';

export const region = 'eu-west-1';
/** SITE_ORIGIN of the default synthesis (`siteDomain` eta.example.com). */
export const siteOrigin = 'https://eta.example.com';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * What the artifacts talk to besides the local stack's DynamoDB, S3 and SES: Secrets Manager
 * (GetSecretValue of the secrets the template names), the WebSocket management API (every
 * PostToConnection recorded) and an X-Ray daemon (every UDP segment recorded).
 */
export class StandIns {
  readonly secretValues = new Map<string, string>();
  /** The KMS stand-in's key material (one for all keys; the key ARN is bound into each ciphertext). */
  private readonly kmsKey = randomBytes(32);
  readonly posts: { connectionId: string; frame: unknown }[] = [];
  readonly segments: Record<string, unknown>[] = [];
  private readonly servers: Server[] = [];
  private xray: Socket | undefined;
  secretsEndpoint = '';
  kmsEndpoint = '';
  managementEndpoint = '';
  xrayAddress = '';

  resources(template: CfnTemplate): LocalResources {
    return {
      tableName: stack.tableName,
      bucketName: stack.bucketName,
      region,
      accountId: '123456789012',
      secretValue: (id) => {
        if (!template.Resources[id]) throw new Error(`no secret ${id}`);
        let value = this.secretValues.get(id);
        if (value === undefined) {
          value = randomBytes(36).toString('base64url');
          this.secretValues.set(id, value);
        }
        return value;
      },
    };
  }

  async start(template: CfnTemplate): Promise<void> {
    const resources = this.resources(template);
    const secrets = createServer((req, res) => {
      void readBody(req).then((body) => {
        const { SecretId } = JSON.parse(body || '{}') as { SecretId?: string };
        const id = Object.keys(template.Resources).find((r) => secretArnOf(resources, r) === SecretId);
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        if (id === undefined || template.Resources[id]?.Type !== 'AWS::SecretsManager::Secret') {
          res.statusCode = 400;
          res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'not found' }));
          return;
        }
        res.end(JSON.stringify({ ARN: SecretId, Name: id, SecretString: resources.secretValue(id) }));
      });
    });
    const management = createServer((req, res) => {
      void readBody(req).then((body) => {
        const connectionId = decodeURIComponent((req.url ?? '').split('/@connections/')[1] ?? '');
        this.posts.push({ connectionId, frame: JSON.parse(body) as unknown });
        res.statusCode = 200;
        res.end();
      });
    });
    const kms = createServer((req, res) => {
      void readBody(req).then((body) => {
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        const answer = this.kmsAnswer(template, String(req.headers['x-amz-target'] ?? ''), body);
        res.statusCode = 'message' in answer ? 400 : 200;
        res.end(JSON.stringify(answer));
      });
    });
    this.servers.push(secrets, management, kms);
    this.kmsEndpoint = await listen(kms);
    this.secretsEndpoint = await listen(secrets);
    this.managementEndpoint = await listen(management);
    const xray = createSocket('udp4');
    this.xray = xray;
    xray.on('message', (message) => {
      // A daemon datagram: a JSON header line, then the segment document.
      const [, document = '{}'] = message.toString('utf8').split('\n');
      this.segments.push(JSON.parse(document) as Record<string, unknown>);
    });
    await new Promise<void>((resolve) => xray.bind(0, '127.0.0.1', resolve));
    this.xrayAddress = `127.0.0.1:${xray.address().port}`;
  }

  /**
   * KMS Encrypt and Decrypt as the auth function calls them: a key of the template, the encryption
   * context bound to the ciphertext (a different context does not decrypt, as in KMS).
   */
  private kmsAnswer(template: CfnTemplate, target: string, body: string): Record<string, unknown> {
    const input = JSON.parse(body || '{}') as {
      KeyId?: string;
      Plaintext?: string;
      CiphertextBlob?: string;
      EncryptionContext?: Record<string, string>;
    };
    const resources = this.resources(template);
    const context = JSON.stringify(Object.entries(input.EncryptionContext ?? {}).sort());
    const keyIds = Object.keys(template.Resources).filter(
      (id) => template.Resources[id]?.Type === 'AWS::KMS::Key',
    );
    const keyArn = keyIds.map((id) => kmsKeyArnOf(resources, id)).find((arn) => arn === input.KeyId);
    if (keyArn === undefined) return { __type: 'NotFoundException', message: `no key ${input.KeyId}` };
    const aad = Buffer.from(`${keyArn}|${context}`);
    if (target.endsWith('.Encrypt')) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', this.kmsKey, iv).setAAD(aad);
      const sealed = Buffer.concat([
        cipher.update(Buffer.from(input.Plaintext ?? '', 'base64')),
        cipher.final(),
      ]);
      const blob = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
      return { CiphertextBlob: blob, KeyId: keyArn };
    }
    if (target.endsWith('.Decrypt')) {
      const raw = Buffer.from(input.CiphertextBlob ?? '', 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', this.kmsKey, raw.subarray(0, 12)).setAAD(aad);
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
        return { Plaintext: plain.toString('base64'), KeyId: keyArn };
      } catch {
        return { __type: 'InvalidCiphertextException', message: 'does not decrypt' };
      }
    }
    return { __type: 'UnsupportedOperationException', message: target };
  }

  async stop(): Promise<void> {
    for (const server of this.servers) await new Promise((r) => server.close(r));
    this.xray?.close();
  }
}

/** Starts a function's artifact with the template's environment, against the stand-ins. */
export function startArtifact(fn: AssemblyFunction, template: CfnTemplate, standIns: StandIns): AssetProcess {
  return new AssetProcess(fn, {
    environment: resolveEnvironment(template, standIns.resources(template), fn.environment),
    localEnvironment: {
      AWS_ACCESS_KEY_ID: stack.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: stack.credentials.secretAccessKey,
      DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
      S3_ENDPOINT: stack.endpoints.s3,
      SES_ENDPOINT: stack.endpoints.ses,
      WS_MANAGEMENT_ENDPOINT: standIns.managementEndpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: standIns.secretsEndpoint,
      AWS_ENDPOINT_URL_KMS: standIns.kmsEndpoint,
    },
    region,
    xrayDaemonAddress: standIns.xrayAddress,
  });
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly cookies: readonly string[];
  readonly body: string;
  readonly isBase64Encoded: boolean;
  json<T = Record<string, unknown>>(): T;
}

/** The route key of `fn` that `method path` matches (`{name}` parameters match one segment). */
export function routeKeyFor(fn: AssemblyFunction, method: string, path: string): string {
  const pathOnly = path.split('?')[0] ?? '';
  for (const trigger of fn.triggers) {
    if (trigger.kind !== 'http') continue;
    for (const key of trigger.routeKeys) {
      const [keyMethod, pattern = ''] = key.split(' ');
      const regex = new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`);
      if (keyMethod === method && regex.test(pathOnly)) return key;
    }
  }
  throw new Error(`${fn.path} has no route for ${method} ${pathOnly}`);
}

/** Sends one request to an HTTP function's artifact as API Gateway (behind CloudFront) would. */
export async function callHttp(
  artifact: AssetProcess,
  originSecret: string,
  request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    cookies?: string[];
    json?: unknown;
    sourceIp?: string;
  },
): Promise<HttpAnswer> {
  const event = httpApiEvent({
    method: request.method,
    routeKey: routeKeyFor(artifact.fn, request.method, request.path),
    path: request.path,
    headers: {
      [originVerifyHeader]: originSecret,
      ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.cookies ? { cookies: request.cookies } : {}),
    ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
    ...(request.sourceIp ? { sourceIp: request.sourceIp } : {}),
  });
  const { result, error } = await artifact.invoke(event);
  if (error) throw new Error(`${artifact.fn.path} threw ${error.name}: ${error.message}\n${artifact.log}`);
  const answer = result as {
    statusCode: number;
    headers?: Record<string, string>;
    cookies?: string[];
    body?: string;
    isBase64Encoded?: boolean;
  };
  const body = answer.body ?? '';
  return {
    status: answer.statusCode,
    headers: answer.headers ?? {},
    cookies: answer.cookies ?? [],
    body,
    isBase64Encoded: answer.isBase64Encoded === true,
    json: <T>() => JSON.parse(body) as T,
  };
}

/** `name=value` of a Set-Cookie value. */
export const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';
