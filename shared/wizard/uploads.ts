import * as z from 'zod/mini';
import { contentTypeOfExtension, extensionOf, type DocumentType } from '../documents/document-types';
import type { SiteKey } from '../i18n/types';
import { requiredWizardDocumentSlots, wizardDocumentSlots, type WizardFileSlot } from './form-data';

/**
 * The wizard's files (spec application-journey.md §5 "Upload-form messages" and "Wizard documents
 * step"): which types and sizes each slot takes, with the specification's messages. The wizard uploads
 * them before the application exists ("staged": `POST /api/staged-uploads`, a presigned POST to
 * `uploads/tmp/staged/<slot>/<random>`); the create call attaches them as documents of traveller 0.
 * The browser's check, the presign route's schema and the attach step's byte check all read these rules.
 */
export const wizardFileSlots = [
  'passportFile',
  'photoFile',
  ...wizardDocumentSlots,
] as const satisfies readonly WizardFileSlot[];

/** The document item each file becomes (traveller 0), as the admin panel and the status page list them. */
export const wizardDocumentTypeOf: Readonly<Record<WizardFileSlot, DocumentType>> = {
  passportFile: 'passport',
  photoFile: 'photo',
  flightBooking: 'flight_booking',
  accommodationBooking: 'accommodation_booking',
  invitationLetter: 'invitation',
  employmentLetter: 'employment_letter',
  bankStatement: 'bank_statement',
  yellowFeverCertificate: 'yellow_fever',
};

/** The files the wizard requires (steps 1, 2 and 7): with all of them attached, nothing more is asked. */
export const requiredWizardFileSlots: readonly WizardFileSlot[] = [
  'passportFile',
  'photoFile',
  ...requiredWizardDocumentSlots,
];

const megabyte = 1024 * 1024;

export interface WizardFileRule {
  /** File name extensions accepted, without the dot. */
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  /** The message for a file of another type. */
  readonly typeMessage: SiteKey;
}

const imageOrPdf = ['pdf', 'jpg', 'jpeg', 'png'];
const documentRule: WizardFileRule = {
  extensions: imageOrPdf,
  maxBytes: 5 * megabyte,
  typeMessage: 'wizard.upload.error.documentType',
};

export const wizardFileRules: Readonly<Record<WizardFileSlot, WizardFileRule>> = {
  passportFile: {
    extensions: imageOrPdf,
    maxBytes: 5 * megabyte,
    typeMessage: 'wizard.upload.error.passportType',
  },
  photoFile: {
    extensions: ['jpg', 'jpeg', 'png'],
    maxBytes: 5 * megabyte,
    typeMessage: 'wizard.upload.error.photoType',
  },
  flightBooking: documentRule,
  accommodationBooking: documentRule,
  invitationLetter: documentRule,
  employmentLetter: documentRule,
  bankStatement: documentRule,
  yellowFeverCertificate: documentRule,
};

export const wizardTooLargeMessage: SiteKey = 'wizard.upload.error.tooLarge';
export const wizardEmptyMessage: SiteKey = 'documents.errors.empty';

/** The `accept` attribute of a slot's file input. */
export function acceptOf(slot: WizardFileSlot): string {
  const rule = wizardFileRules[slot];
  return rule.extensions.map((e) => `.${e}`).join(',');
}

/** A file's problem for a slot as a site key, or undefined when the browser may upload it. */
export function wizardFileProblem(
  slot: WizardFileSlot,
  file: { readonly name: string; readonly size: number },
): SiteKey | undefined {
  const rule = wizardFileRules[slot];
  if (!acceptsName(slot, file.name)) return rule.typeMessage;
  if (file.size === 0) return wizardEmptyMessage;
  if (file.size > rule.maxBytes) return wizardTooLargeMessage;
  return undefined;
}

/** The content type a file is uploaded with (S3's policy requires exactly this one). */
export const wizardContentTypeOf = (fileName: string): string =>
  contentTypeOfExtension[extensionOf(fileName)] ?? '';

/** The content types a slot accepts (what the attach step checks the stored object against). */
export function wizardContentTypesFor(slot: WizardFileSlot): readonly string[] {
  return [...new Set(wizardFileRules[slot].extensions.map((e) => contentTypeOfExtension[e] as string))];
}

const acceptsName = (slot: WizardFileSlot, fileName: string) =>
  wizardFileRules[slot].extensions.includes(extensionOf(fileName));

const slotSchema = z.enum(wizardFileSlots, 'wizard.upload.error.slot');

/** `POST /api/staged-uploads`: ask for a presigned POST for one of the wizard's files. */
export const stagedPresignRequestSchema = z
  .object({
    slot: slotSchema,
    fileName: z
      .string('documents.errors.fileName')
      .check(
        z.trim(),
        z.minLength(1, 'documents.errors.fileName'),
        z.maxLength(255, 'documents.errors.fileName'),
      ),
    contentType: z.string('documents.errors.fileType').check(z.maxLength(100, 'documents.errors.fileType')),
    size: z
      .number(wizardTooLargeMessage)
      .check(z.int(wizardTooLargeMessage), z.minimum(1, wizardEmptyMessage)),
  })
  .check(
    z.refine((r) => acceptsName(r.slot, r.fileName), {
      error: (issue) => wizardFileRules[(issue.input as { slot: WizardFileSlot }).slot].typeMessage,
      path: ['fileName'],
    }),
    // Only for a name the slot takes (one message per file): S3's policy requires exactly this type.
    z.refine((r) => !acceptsName(r.slot, r.fileName) || wizardContentTypeOf(r.fileName) === r.contentType, {
      error: (issue) => wizardFileRules[(issue.input as { slot: WizardFileSlot }).slot].typeMessage,
      path: ['contentType'],
    }),
    z.refine((r) => r.size <= wizardFileRules[r.slot].maxBytes, {
      error: wizardTooLargeMessage,
      path: ['size'],
    }),
  );
export type StagedPresignRequest = z.output<typeof stagedPresignRequestSchema>;

export const stagedUploadsPath = '/api/staged-uploads';
export const stagedKeyPrefix = 'uploads/tmp/staged/';
/** A staged upload's key: `uploads/tmp/staged/<slot>/<32 hex>` (random, known only to the uploader). */
export const stagedKeyPattern = /^uploads\/tmp\/staged\/([A-Za-z]+)\/[0-9a-f]{32}$/;

/** The slot a staged key was presigned for, or undefined for any other key. */
export function slotOfStagedKey(key: string): WizardFileSlot | undefined {
  const slot = stagedKeyPattern.exec(key)?.[1];
  return (wizardFileSlots as readonly string[]).includes(slot ?? '') ? (slot as WizardFileSlot) : undefined;
}

/** Staged uploads per client address (the wizard asks for at most eight files; replacing some is fine). */
export const stagedUploadRateLimit = { name: 'staged-upload', limit: 40, windowSeconds: 900 } as const;
