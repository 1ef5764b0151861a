import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbackPath } from '../../../shared/api/payments';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { signatureHeader } from '../../../functions/payments/gateway/sandbox-protocol';
import { callbackFor, newApplication, startPayment } from './support';
import { stack } from '../support';

/**
 * The cloud start of the payments function: only PAYMENT_GATEWAY_SECRET_ARN is set, and the function
 * reads the secret from Secrets Manager with the real SDK client before serving. A loopback stand-in
 * answers Secrets Manager's GetSecretValue (the SDK reaches it through AWS_ENDPOINT_URL_SECRETS_MANAGER);
 * the function runs in its own process, as a cold start does.
 */
const root = join(import.meta.dirname, '../../..');
const secretArn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:GatewaySecret-Test01';
const cloudSecret = randomBytes(24).toString('base64url');
const requests: { target: string | undefined; body: unknown }[] = [];

const secretsManager = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    requests.push({ target: req.headers['x-amz-target'] as string | undefined, body });
    const secretId = (body as { SecretId?: string }).SecretId;
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    if (secretId !== secretArn) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({ __type: 'ResourceNotFoundException', message: 'Secrets Manager can’t find it' }),
      );
      return;
    }
    res.end(
      JSON.stringify({ ARN: secretArn, Name: 'GatewaySecret', SecretString: cloudSecret, VersionId: 'v1' }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => secretsManager.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => secretsManager.close(() => resolve()));
});

/** Starts the payments function in a fresh process with cloud configuration and posts one callback. */
function coldStartAndPost(
  body: string,
  signature: string,
  arn = secretArn,
): Promise<{ out: string; err: string }> {
  const { port } = secretsManager.address() as AddressInfo;
  const script = `
    const { paymentsApp } = await import(${JSON.stringify(join(root, 'functions/payments/app.ts'))});
    const res = await paymentsApp.request(${JSON.stringify(paymentCallbackPath)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ${JSON.stringify(signatureHeader)}: process.env.TEST_SIGNATURE },
      body: process.env.TEST_BODY,
    });
    console.log(JSON.stringify({ status: res.status }));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: stack.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: stack.credentials.secretAccessKey,
      AWS_EC2_METADATA_DISABLED: 'true',
      TABLE_NAME: stack.tableName,
      MAIL_FROM: 'no-reply@kenya-eta.localhost',
      SITE_ORIGIN: stack.url,
      DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
      SES_ENDPOINT: stack.endpoints.ses,
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_GATEWAY_URL: `${stack.url}/sandbox-gateway`,
      PAYMENT_GATEWAY_SECRET_ARN: arn,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${port}`,
      // The receipt mail's personal link (read from the environment here, not under test).
      PERSONAL_LINK_SECRET: stack.personalLinkSecret,
      TEST_BODY: body,
      TEST_SIGNATURE: signature,
    },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve) => child.on('close', () => resolve({ out, err })));
}

describe('the payments function in the cloud configuration', () => {
  it('reads the gateway secret from Secrets Manager at start and verifies callbacks with it', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const body = JSON.stringify(callbackFor(app, payment));

    const withStackSecret = await coldStartAndPost(body, signCallback(stack.gatewaySecret, body, new Date()));
    expect(withStackSecret.out).toContain('"status":400');

    const withCloudSecret = await coldStartAndPost(body, signCallback(cloudSecret, body, new Date()));
    expect(withCloudSecret.out).toContain('"status":200');
    expect(requests.at(-1)).toEqual({
      target: 'secretsmanager.GetSecretValue',
      body: { SecretId: secretArn },
    });
  });

  it('does not start when the secret cannot be read, and says which secret', async () => {
    const missing = `${secretArn}-gone`;
    const { out, err } = await coldStartAndPost('{}', 'x', missing);
    expect(out).toBe('');
    expect(err).toContain(`Could not read the payment gateway secret ${missing}: ResourceNotFoundException`);
  });
});
