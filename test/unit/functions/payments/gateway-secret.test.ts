import { describe, expect, it, vi } from 'vitest';
import { resolveGatewaySecret } from '../../../../functions/payments/gateway/secret';
import { ConfigError } from '../../../../functions/lib/config-schema';

const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:GatewaySecret-AbCdEf';
const region = 'eu-west-1';

describe('the payment gateway secret at cold start', () => {
  it('uses PAYMENT_GATEWAY_SECRET locally and never calls Secrets Manager', async () => {
    const read = vi.fn();
    await expect(
      resolveGatewaySecret({ AWS_REGION: region, PAYMENT_GATEWAY_SECRET: 'local-secret-0123456789' }, read),
    ).resolves.toBe('local-secret-0123456789');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the secret named by PAYMENT_GATEWAY_SECRET_ARN in the cloud', async () => {
    const read = vi.fn(async () => 'cloud-secret-abcdefghijklmnop\n');
    await expect(
      resolveGatewaySecret({ AWS_REGION: region, PAYMENT_GATEWAY_SECRET_ARN: arn }, read),
    ).resolves.toBe('cloud-secret-abcdefghijklmnop');
    expect(read).toHaveBeenCalledWith(arn);
  });

  it('fails the start with the ARN named when the secret cannot be read', async () => {
    const denied = Object.assign(new Error('User is not authorized'), { name: 'AccessDeniedException' });
    const read = vi.fn(async () => {
      throw denied;
    });
    const start = resolveGatewaySecret({ AWS_REGION: region, PAYMENT_GATEWAY_SECRET_ARN: arn }, read);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/GatewaySecret-AbCdEf: AccessDeniedException/);
  });

  it('refuses an empty or short secret rather than signing with it', async () => {
    for (const value of [undefined, '', '   ', 'short']) {
      await expect(
        resolveGatewaySecret({ AWS_REGION: region, PAYMENT_GATEWAY_SECRET_ARN: arn }, async () => value),
      ).rejects.toThrow(/empty or shorter than 16/);
    }
  });

  it('names both settings when neither is present', async () => {
    await expect(resolveGatewaySecret({ AWS_REGION: region })).rejects.toThrow(
      'Missing configuration: PAYMENT_GATEWAY_SECRET or PAYMENT_GATEWAY_SECRET_ARN',
    );
  });
});
