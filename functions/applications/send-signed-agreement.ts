import { createHash } from 'node:crypto';
import { wizardDocuments, wizardTextSections, type WizardApplication } from './mail/wizard-sections';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isDrawnSignature, type SignedAgreementRequest } from '../../shared/journey/schemas';
import { applicationKeys, type AgreementRecord, type TableRef } from '../lib/applications-table';
import { InvalidReferenceError } from '../lib/domain-errors';
import { conditionalWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { mailOrFail, sendOnce } from '../lib/mail-once';
import type { Mailer } from '../lib/mailer';
import { agreementMail } from './mail/agreement-mail';

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

function pngBytes(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (!pngMagic.every((b, i) => bytes[i] === b))
    throw new InvalidReferenceError('The signature is not a PNG image', [
      { path: 'signature', message: 'journey.error.signature.invalid' },
    ]);
  return bytes;
}

/**
 * Records the signed agreement of an application and e-mails it as a PDF: the drawn signature and the
 * PDF go to S3, the record (time, IP address, user agent, files) to the application item. Sending the
 * same signature again sends nothing; a new signature replaces the old agreement and is mailed.
 */
export async function sendSignedAgreement(
  deps: SignedAgreementDeps,
  application: WizardApplication,
  request: SignedAgreementRequest,
  signer: Signer,
): Promise<{ readonly sent: boolean }> {
  const signatureHash = createHash('sha256').update(request.signature).digest('hex');
  const drawn = isDrawnSignature(request.signature);
  const png = drawn ? pngBytes(request.signature) : undefined;
  if (application.agreement?.signatureHash === signatureHash && application.agreement.mailedAt)
    return { sent: false };

  const result = await sendOnce(
    deps,
    {
      key: applicationKeys.application(application.id),
      sentAt: 'agreement.mailedAt',
      claim: 'agreementClaim',
      version: { value: signatureHash, sentVersion: 'agreement.signatureHash' },
    },
    async (claimedAt) => {
      const signedAt = new Date(claimedAt);
      const put = (Key: string, Body: Uint8Array, ContentType: string) =>
        deps.s3.send(new PutObjectCommand({ Bucket: deps.bucketName, Key, Body, ContentType }));
      if (png) await put(applicationFiles.signature(application.id), png, 'image/png');
      // The PDF libraries load when an agreement is signed, never at cold start (a chunk of their own).
      const { buildAgreementPdf } = await import('./pdf/agreement-pdf');
      const documents = await wizardDocuments(deps, application);
      const pdf = await buildAgreementPdf({
        sections: wizardTextSections(application, application.locale, documents),
        locale: application.locale,
        destination: application.destination,
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
        signedAt: claimedAt,
        ipAddress: signer.ipAddress,
        userAgent: signer.userAgent,
        signatureType: drawn ? 'drawn' : 'typed',
        ...(png ? { signatureKey: applicationFiles.signature(application.id) } : {}),
        pdfKey: applicationFiles.agreementPdf(application.id),
      };
      // Recorded only while this request still holds the claim (a newer signature may have taken it).
      await conditionalWrite(
        deps.db,
        new UpdateCommand({
          TableName: deps.tableName,
          Key: applicationKeys.application(application.id),
          UpdateExpression: 'SET agreement = :record, updatedAt = :now',
          ConditionExpression: 'agreementClaim.#at = :at',
          ExpressionAttributeNames: { '#at': 'at' },
          ExpressionAttributeValues: { ':record': record, ':now': claimedAt, ':at': claimedAt },
        }),
      );
      await mailOrFail(
        deps.mailer,
        agreementMail(application, application.locale, pdf),
        'The signed agreement e-mail was not accepted by the mail service',
        { applicationId: application.id },
      );
      log.info('signed agreement stored and mailed', {
        applicationId: application.id,
        signatureType: record.signatureType,
      });
    },
  );
  return { sent: result === 'sent' };
}
