import { randomBytes } from 'node:crypto';
import type { KMSClient } from '@aws-sdk/client-kms';
import { EncryptCommand, type DecryptCommand } from '@aws-sdk/client-kms';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  kmsTotpSecretBox,
  localTotpSecretBox,
  SealedSecretError,
  totpSecretBoxOf,
} from '../../../../functions/lib/totp-secret-box';
import { ConfigError } from '../../../../functions/lib/config-schema';
import { newTotpSecret } from '../../../../functions/auth/totp';

const key = () => randomBytes(32).toString('base64url');

describe('the local TOTP secret box (AES-256-GCM, bound to the username)', () => {
  it('seals to a value that holds no trace of the secret, and opens it again', async () => {
    const box = localTotpSecretBox(key());
    const secret = newTotpSecret();
    const sealed = await box.seal(secret, 'alice');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(Buffer.from(sealed.slice(5), 'base64url').toString('latin1')).not.toContain(secret);
    expect(await box.open(sealed, 'alice')).toBe(secret);
  });

  it('seals the same secret differently each time (fresh IV)', async () => {
    const box = localTotpSecretBox(key());
    const secret = newTotpSecret();
    expect(await box.seal(secret, 'alice')).not.toBe(await box.seal(secret, 'alice'));
  });

  it('refuses to open under another username, another key or after tampering', async () => {
    const k = key();
    const sealed = await localTotpSecretBox(k).seal(newTotpSecret(), 'alice');
    await expect(localTotpSecretBox(k).open(sealed, 'mallory')).rejects.toThrow(SealedSecretError);
    await expect(localTotpSecretBox(key()).open(sealed, 'alice')).rejects.toThrow(SealedSecretError);
    const raw = Buffer.from(sealed.slice(5), 'base64url');
    raw[14] = (raw[14] ?? 0) ^ 1;
    await expect(localTotpSecretBox(k).open(`aes1:${raw.toString('base64url')}`, 'alice')).rejects.toThrow(
      SealedSecretError,
    );
  });

  it('tells a clear base32 secret (from before sealing) from a sealed one', () => {
    expect(isSealed(newTotpSecret())).toBe(false);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => localTotpSecretBox(randomBytes(16).toString('base64url'))).toThrow(ConfigError);
  });
});

describe('the KMS TOTP secret box', () => {
  it('encrypts directly with the key, the username as encryption context, and decrypts the same way', async () => {
    const sent: (EncryptCommand | DecryptCommand)[] = [];
    // Records the requests the real SDK commands carry; the blob stands for KMS's ciphertext.
    const client = {
      send: async (command: EncryptCommand | DecryptCommand) => {
        sent.push(command);
        if (command instanceof EncryptCommand)
          return {
            CiphertextBlob: Buffer.concat([Buffer.from('blob:'), Buffer.from(command.input.Plaintext ?? [])]),
          };
        return { Plaintext: Buffer.from(command.input.CiphertextBlob ?? []).subarray(5) };
      },
    } as unknown as Pick<KMSClient, 'send'>;
    const box = kmsTotpSecretBox(client, 'arn:aws:kms:eu-west-1:1:key/k');
    const sealed = await box.seal('ABCDEFGHIJKLMNOP', 'alice');
    expect(sealed.startsWith('kms1:')).toBe(true);
    expect(await box.open(sealed, 'alice')).toBe('ABCDEFGHIJKLMNOP');
    for (const command of sent) {
      expect(command.input).toMatchObject({
        KeyId: 'arn:aws:kms:eu-west-1:1:key/k',
        EncryptionContext: { purpose: 'staff-totp', username: 'alice' },
      });
    }
  });
});

describe('choosing the box by configuration', () => {
  it('takes the local key when set, needs one of the two', async () => {
    const local = totpSecretBoxOf({ AWS_REGION: 'eu-west-1', TOTP_SECRET_KEY: key() });
    expect((await local.seal('X', 'a')).startsWith('aes1:')).toBe(true);
    const cloud = totpSecretBoxOf({
      AWS_REGION: 'eu-west-1',
      TOTP_KMS_KEY_ID: 'arn:aws:kms:eu-west-1:1:key/k',
    });
    expect(cloud).toBeDefined();
    expect(() => totpSecretBoxOf({ AWS_REGION: 'eu-west-1' })).toThrow(ConfigError);
  });
});
