import * as z from 'zod/mini';
import { passportScanSchema, photoCheckSchema } from '../passport/schemas';
import { contentTypeOfExtension, documentTypes, extensionOf } from './document-types';
import { documentRules, fileProblem, maxApplicantIndex } from './rules';

/**
 * The documents calls' request schemas (the server validates every body with them), apart from the
 * rules so that the documents page, which checks files with the rules, loads no schema library.
 */

const applicationId = z
  .string('documents.errors.applicationId')
  .check(z.uuid('documents.errors.applicationId'));
const applicantIndex = z
  .number('documents.errors.applicantIndex')
  .check(
    z.int('documents.errors.applicantIndex'),
    z.minimum(0, 'documents.errors.applicantIndex'),
    z.maximum(maxApplicantIndex, 'documents.errors.applicantIndex'),
  );
const documentType = z.enum(documentTypes, 'documents.errors.type');

/** `POST /api/uploads`: ask for a presigned POST for one file of one slot. */
export const presignRequestSchema = z
  .object({
    applicationId,
    applicantIndex,
    type: documentType,
    fileName: z
      .string('documents.errors.fileName')
      .check(
        z.trim(),
        z.minLength(1, 'documents.errors.fileName'),
        z.maxLength(255, 'documents.errors.fileName'),
      ),
    contentType: z.string('documents.errors.fileType').check(z.maxLength(100, 'documents.errors.fileType')),
    size: z
      .number('documents.errors.tooLarge')
      .check(z.int('documents.errors.tooLarge'), z.minimum(1, 'documents.errors.empty')),
  })
  .check(
    z.refine(
      (r) =>
        fileProblem(r.type, { name: r.fileName, size: r.size, type: r.contentType }) !==
        'documents.errors.fileType',
      {
        error: 'documents.errors.fileType',
        path: ['fileName'],
      },
    ),
    z.refine((r) => r.size <= documentRules[r.type].maxBytes, {
      error: 'documents.errors.tooLarge',
      path: ['size'],
    }),
    z.refine((r) => contentTypeOfExtension[extensionOf(r.fileName)] === r.contentType, {
      error: 'documents.errors.fileType',
      path: ['contentType'],
    }),
  );
export type PresignRequest = z.output<typeof presignRequestSchema>;

/** `POST /api/documents`: record an uploaded file as the document of its slot. */
export const recordRequestSchema = z
  .object({
    applicationId,
    applicantIndex,
    type: documentType,
    key: z
      .string('documents.errors.key')
      .check(z.minLength(1, 'documents.errors.key'), z.maxLength(512, 'documents.errors.key')),
    /** The file's own name, shown back to the traveller. */
    fileName: z.optional(z.string().check(z.trim(), z.maxLength(255))),
    /** A passport page read in the browser: the server re-reads its MRZ and compares it with the applicant. */
    passportScan: z.optional(passportScanSchema),
    /** A photo checked in the browser before upload: recorded for staff. */
    photoCheck: z.optional(photoCheckSchema),
  })
  .check(
    z.refine((r) => r.passportScan === undefined || r.type === 'passport', {
      error: 'passport.error.mrzText',
      path: ['passportScan'],
    }),
    z.refine((r) => r.photoCheck === undefined || r.type === 'photo', {
      error: 'passport.error.photoCheck',
      path: ['photoCheck'],
    }),
  );
export type RecordRequest = z.output<typeof recordRequestSchema>;
