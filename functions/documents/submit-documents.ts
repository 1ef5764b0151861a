import { slotName } from '../../shared/documents/rules';
import { ltrIsolated } from '../../shared/i18n/translate';
import type { MailKey } from '../../shared/i18n/types';
import { applicationKeys, type StoredApplication } from '../lib/applications-table';
import { AlreadyDecidedError, ConflictError, NotPaidError } from '../lib/domain-errors';
import { transactWrite } from '../lib/dynamo-writes';
import { mailTranslator } from '../lib/mail-messages';
import { viewTransition } from '../lib/queue';
import { errorFields, log } from '../lib/log';
import { escapeHtml, mailDocument } from '../lib/mail-html';
import { sendOnce } from '../lib/mail-once';
import type { Mailer, MailMessage } from '../lib/mailer';
import { listDocuments, type DocumentDeps } from './document-store';
import { applicantDocumentsOf, travellerFacts } from './minors';

export interface SubmitDeps extends DocumentDeps {
  readonly mailer: Mailer;
}

export interface SubmittedDocuments {
  readonly applicationNumber: string;
  readonly status: string;
  readonly documentsSubmittedAt: string;
}

/** Only a paid application may upload or submit documents (409 otherwise). */
export function requirePaid(application: StoredApplication): void {
  if (application.paymentStatus !== 'paid') {
    throw new NotPaidError('Documents can be uploaded once the application is paid');
  }
}

/**
 * Documents change only while the application waits for its decision: paid (else 409 `not_paid`) and
 * still pending (else 409 `already_decided`). After the decision the uploaded files are marked for
 * deletion (DESIGN decision 12), so a file added then would be kept for ever.
 */
export function requireOpenForDocuments(application: StoredApplication): void {
  requirePaid(application);
  if (application.status !== 'pending') {
    throw new AlreadyDecidedError(
      'This application has been decided: its documents can no longer be changed',
    );
  }
}

/** The "documents received" e-mail, in the application's language. */
export function documentsReceivedMail(application: StoredApplication): MailMessage {
  const t = mailTranslator<MailKey>(application.locale, application.destination);
  const params = { applicationNumber: application.applicationNumber };
  const subject = t('documentsMail.subject', {
    applicationNumber: ltrIsolated(application.locale, application.applicationNumber),
  });
  const paragraphs = [
    t('mail.greeting'),
    t('documentsMail.received', params),
    t('documentsMail.next'),
    t('mail.regards'),
  ];
  return {
    to: application.contactEmail,
    personalLink: { application, locale: application.locale },
    subject,
    text: paragraphs.join('\n\n'),
    html: mailDocument(
      application.locale,
      subject,
      [
        `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ].join('\n'),
    ),
  };
}

/**
 * Records the submission once, in one transaction with the staff queue: the application moves from
 * "waiting for documents" to "ready for review" (`functions/lib/queue.ts`). False when it was recorded
 * before (a repeated or concurrent submit).
 */
async function claimSubmission(
  deps: SubmitDeps,
  application: StoredApplication,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const move = viewTransition(deps.tableName, application, { documentsSubmittedAt: at }, now);
  const result = await transactWrite(deps.db, [
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(application.id),
        UpdateExpression: `SET documentsSubmittedAt = :at, updatedAt = :at, ${move.set}`,
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(documentsSubmittedAt) AND ${move.condition}`,
        ExpressionAttributeValues: { ':at': at, ...move.values },
      },
    },
    ...move.items,
  ]);
  return result.written;
}

/**
 * Submits the documents: every required document of every applicant must be recorded (else 409 with
 * the missing slots as issues). Records `documentsSubmittedAt` once (the status stays `pending`, which
 * is "awaiting review") and sends the "documents received" e-mail once; a repeated submit answers the
 * same and sends nothing. A mail failure is logged and does not undo the submission.
 */
export async function submitDocuments(
  deps: SubmitDeps,
  application: StoredApplication & { documentsSubmittedAt?: string },
): Promise<SubmittedDocuments> {
  requireOpenForDocuments(application);
  const [documents, facts] = await Promise.all([
    listDocuments(deps, application.id),
    travellerFacts(deps, application),
  ]);
  const recorded = new Set(documents.map((d) => slotName(d.applicantIndex, d.type)));
  const missing: string[] = [];
  // What the destination requires of each traveller (Kenya: passport page and photo, a minor's consent
  // and birth certificate; Tanzania: passport, photo, return ticket, the yellow fever certificate).
  applicantDocumentsOf(application, facts).forEach((asked, index) => {
    for (const { type } of asked.filter((d) => d.required)) {
      if (!recorded.has(slotName(index, type))) missing.push(slotName(index, type));
    }
  });
  if (missing.length > 0) {
    throw new ConflictError(
      'Required documents are missing',
      missing.map((slot) => ({ path: `documents.${slot}`, message: 'documents.errors.missing' })),
    );
  }
  const now = deps.now();
  const at = now.toISOString();
  const submitted = await claimSubmission(deps, application, now);
  // The "documents received" e-mail goes once; a repeated submission sends it if it failed before.
  try {
    await sendOnce(
      deps,
      {
        key: applicationKeys.application(application.id),
        sentAt: 'documentsMailSentAt',
        claim: 'documentsMailClaim',
        only: { condition: 'attribute_exists(documentsSubmittedAt)' },
      },
      async () => {
        await deps.mailer.send(documentsReceivedMail(application));
      },
    );
  } catch (e: unknown) {
    log.error('documents received mail failed', { applicationId: application.id, ...errorFields(e) });
  }
  if (!submitted) {
    return {
      applicationNumber: application.applicationNumber,
      status: application.status,
      documentsSubmittedAt: application.documentsSubmittedAt ?? at,
    };
  }
  log.info('documents submitted', { applicationId: application.id });
  return {
    applicationNumber: application.applicationNumber,
    status: application.status,
    documentsSubmittedAt: at,
  };
}
