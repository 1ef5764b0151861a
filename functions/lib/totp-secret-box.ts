import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { traced } from './aws/tracing';
import { ConfigError, type Config } from './config-schema';

/**
 * Staff TOTP secrets at rest (issue 13 item 7). The account item never holds a secret in clear: it
 * holds `sealed`, opened only in the auth function at the moment a code is checked. Each sealed value
 * is bound to its username (AES-GCM additional data locally, the KMS encryption context in the cloud),
 * so a sealed secret copied onto another account does not open.
 *
 * - Cloud: direct KMS Encrypt/Decrypt with the stack's symmetric key (rotation on; only the auth
 *   function may use it), `TOTP_KMS_KEY_ID`. Stored as `kms1:<base64 ciphertext blob>`.
 * - Local: AES-256-GCM with the key of `.data/totp-key` (mode 600, made at first start),
 *   `TOTP_SECRET_KEY` (32 bytes, base64url). Stored as `aes1:<base64url iv|ciphertext|tag>`.
 *
 * A value without one of these prefixes is a clear secret from before encryption; `isSealed` tells,
 * and sign-in seals it on first read (`functions/auth/second-factor.ts`).
 */
export interface TotpSecretBox {
  seal(secret: string, username: string): Promise<string>;
  open(sealed: string, username: string): Promise<string>;
}

const kmsPrefix = 'kms1:';
const aesPrefix = 'aes1:';

export function isSealed(stored: string): boolean {
  return stored.startsWith(kmsPrefix) || stored.startsWith(aesPrefix);
}

export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
}

const additionalData = (username: string) => Buffer.from(`staff-totp:${username}`, 'utf8');

/** The local box: AES-256-GCM, a fresh 96-bit IV per seal, the username as additional data. */
export function localTotpSecretBox(keyBase64url: string): TotpSecretBox {
  const key = Buffer.from(keyBase64url, 'base64url');
  if (key.length !== 32) throw new ConfigError('TOTP_SECRET_KEY must be 32 bytes, base64url');
  return {
    seal: async (secret, username) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(additionalData(username));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return aesPrefix + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open: async (sealed, username) => {
      if (!sealed.startsWith(aesPrefix)) throw new SealedSecretError('Not sealed with the local key');
      const raw = Buffer.from(sealed.slice(aesPrefix.length), 'base64url');
      if (raw.length < 12 + 16 + 1) throw new SealedSecretError('Sealed secret too short');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(additionalData(username));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
          'utf8',
        );
      } catch (e: unknown) {
        throw new SealedSecretError('The sealed secret does not open with this key and username', {
          cause: e,
        });
      }
    },
  };
}

/** The cloud box: KMS encrypts the secret itself (20 bytes, far below KMS's 4 KiB). */
export function kmsTotpSecretBox(client: Pick<KMSClient, 'send'>, keyId: string): TotpSecretBox {
  const context = (username: string) => ({ purpose: 'staff-totp', username });
  return {
    seal: async (secret, username) => {
      const { CiphertextBlob } = await client.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(secret, 'utf8'),
          EncryptionContext: context(username),
        }),
      );
      if (!CiphertextBlob) throw new SealedSecretError('KMS returned no ciphertext');
      return kmsPrefix + Buffer.from(CiphertextBlob).toString('base64');
    },
    open: async (sealed, username) => {
      if (!sealed.startsWith(kmsPrefix)) throw new SealedSecretError('Not sealed with KMS');
      const { Plaintext } = await client.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(sealed.slice(kmsPrefix.length), 'base64'),
          EncryptionContext: context(username),
        }),
      );
      if (!Plaintext) throw new SealedSecretError('KMS returned no plaintext');
      return Buffer.from(Plaintext).toString('utf8');
    },
  };
}

/** The box this configuration chooses: the local key when set, else the KMS key; neither: ConfigError. */
export function totpSecretBoxOf(
  config: Pick<Config, 'TOTP_SECRET_KEY' | 'TOTP_KMS_KEY_ID' | 'AWS_REGION'>,
): TotpSecretBox {
  if (config.TOTP_SECRET_KEY) return localTotpSecretBox(config.TOTP_SECRET_KEY);
  if (config.TOTP_KMS_KEY_ID) {
    const client = traced(new KMSClient({ region: config.AWS_REGION, maxAttempts: 3 }));
    return kmsTotpSecretBox(client, config.TOTP_KMS_KEY_ID);
  }
  throw new ConfigError('Missing configuration: TOTP_SECRET_KEY or TOTP_KMS_KEY_ID');
}
