import { createHash } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isDrawnSignature, type SignedAgreementRequest } from '../../shared/journey/schemas';
import type { AgreementRecord, StoredApplication, TableRef } from '../lib/applications-table';
import { errorFields, log } from '../lib/log';
import type { Mailer } from '../lib/mailer';
import { agreementMail } from './mail/agreement-mail';
import { claimStaleAfterMs, conditionalUpdate, MailDeliveryError } from './mail-claim';

export interface SignedAgreementDeps extends TableRef {
  readonly s3: S3Client;
  readonly bucketName: string;
  readonly mailer: Mailer;
  readonly now: () => Date;
}

/** Who signed, as the server saw the request (DESIGN decision 8: the real address, not a placeholder). */
export interface Signer {
  readonly ipAddress: string;
  readonly userAgent: string;
}

/** S3 keys of an application's files. */
export const applicationFiles = {
  signature: (id: string) => `applications/${id}/signature.png`,
  agreementPdf: (id: string) => `applications/${id}/signed-agreement.pdf`,
};

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

function pngBytes(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (!pngMagic.every((b, i) => bytes[i] === b))
    throw new InvalidSignatureError('The signature is not a PNG image');
  return bytes;
}

/**
 * Records the signed agreement of an application and e-mails it as a PDF: the drawn signature and the
 * PDF go to S3, the record (time, IP address, user agent, files) to the application item. Sending the
 * same signature again sends nothing; a new signature replaces the old agreement and is mailed.
 */
export async function sendSignedAgreement(
  deps: SignedAgreementDeps,
  application: StoredApplication,
  request: SignedAgreementRequest,
  signer: Signer,
): Promise<{ readonly sent: boolean }> {
  const signatureHash = createHash('sha256').update(request.signature).digest('hex');
  const drawn = isDrawnSignature(request.signature);
  const png = drawn ? pngBytes(request.signature) : undefined;
  if (application.agreement?.signatureHash === signatureHash && application.agreement.mailedAt)
    return { sent: false };

  const signedAt = deps.now();
  const claimedAt = signedAt.toISOString();
  const claimed = await conditionalUpdate(deps, application.id, {
    expression: 'SET agreementClaim = :claim',
    condition:
      '(attribute_not_exists(agreement.mailedAt) OR agreement.signatureHash <> :hash) AND ' +
      '(attribute_not_exists(agreementClaim) OR agreementClaim.signatureHash <> :hash OR agreementClaim.#at < :stale)',
    names: { '#at': 'at' },
    values: {
      ':claim': { signatureHash, at: claimedAt },
      ':hash': signatureHash,
      ':stale': new Date(signedAt.getTime() - claimStaleAfterMs).toISOString(),
    },
  });
  if (!claimed) return { sent: false };

  const release = () =>
    conditionalUpdate(deps, application.id, {
      expression: 'REMOVE agreementClaim',
      condition: 'agreementClaim.#at = :at',
      names: { '#at': 'at' },
      values: { ':at': claimedAt },
    });
  try {
    const put = (Key: string, Body: Uint8Array, ContentType: string) =>
      deps.s3.send(new PutObjectCommand({ Bucket: deps.bucketName, Key, Body, ContentType }));
    if (png) await put(applicationFiles.signature(application.id), png, 'image/png');
    // The PDF libraries load when an agreement is signed, never at cold start (a chunk of their own).
    const { buildAgreementPdf } = await import('./pdf/agreement-pdf');
    const pdf = await buildAgreementPdf({
      locale: application.locale,
      applicationNumber: application.applicationNumber,
      applicantNames: application.applicantNames,
      agreements: request.agreementDetails,
      signedAt,
      ipAddress: signer.ipAddress,
      userAgent: signer.userAgent,
      signature: png ? { png } : { typedName: request.signature },
    });
    await put(applicationFiles.agreementPdf(application.id), pdf, 'application/pdf');
    const record: AgreementRecord = {
      signatureHash,
      signedAt: signedAt.toISOString(),
      ipAddress: signer.ipAddress,
      userAgent: signer.userAgent,
      signatureType: drawn ? 'drawn' : 'typed',
      ...(png ? { signatureKey: applicationFiles.signature(application.id) } : {}),
      pdfKey: applicationFiles.agreementPdf(application.id),
    };
    await conditionalUpdate(deps, application.id, {
      expression: 'SET agreement = :record, updatedAt = :now',
      condition: 'agreementClaim.#at = :at',
      names: { '#at': 'at' },
      values: { ':record': record, ':now': claimedAt, ':at': claimedAt },
    });
    try {
      await deps.mailer.send(agreementMail(application, application.locale, pdf));
    } catch (e: unknown) {
      log.error('signed agreement e-mail not sent', { applicationId: application.id, ...errorFields(e) });
      throw new MailDeliveryError('The signed agreement e-mail was not accepted by the mail service');
    }
    await conditionalUpdate(deps, application.id, {
      expression: 'SET agreement.mailedAt = :sentAt REMOVE agreementClaim',
      condition: 'agreementClaim.#at = :at',
      names: { '#at': 'at' },
      values: { ':sentAt': deps.now().toISOString(), ':at': claimedAt },
    });
    log.info('signed agreement stored and mailed', {
      applicationId: application.id,
      signatureType: record.signatureType,
    });
    return { sent: true };
  } catch (e: unknown) {
    await release();
    throw e;
  }
}
