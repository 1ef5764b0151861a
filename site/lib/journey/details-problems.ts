import type { MessageKey } from '../../../shared/i18n';
import { fieldId, fieldLabel, type ApplicantField } from './applicant-fields';
import type { FieldMessages } from './applicant-check';
import {
  tickedAgreementNames,
  type agreementNames,
  type AgreementsDraft,
  type TickedAgreementName,
} from './draft';

/*
 * The problems the details page found (by `validateDetails`, loaded when the page first checks) and
 * how the error summary lists them. Nothing here needs the schemas, so pages import it statically.
 */

export type AgreementName = (typeof agreementNames)[number];

const agreementErrors: Record<TickedAgreementName, MessageKey> = {
  termsAccepted: 'journey.error.agreements.terms',
  privacyAccepted: 'journey.error.agreements.privacy',
};

export interface DetailsErrors {
  /** One entry per applicant of the group (trip details already shared where chosen). */
  readonly applicants: readonly FieldMessages[];
  readonly agreements: Partial<Record<AgreementName, MessageKey>>;
  readonly signature?: MessageKey;
}

/** The boxes left unticked (the declaration's two are confirmed by the signature, checked on its own). */
export function agreementProblems(agreements: AgreementsDraft): Partial<Record<AgreementName, MessageKey>> {
  return Object.fromEntries(
    tickedAgreementNames.filter((n) => !agreements[n]).map((n) => [n, agreementErrors[n]]),
  );
}

export function hasProblems(errors: DetailsErrors): boolean {
  return (
    errors.applicants.some((e) => Object.keys(e).length > 0) ||
    Object.keys(errors.agreements).length > 0 ||
    errors.signature !== undefined
  );
}

/** True when terms or privacy are missing: the page shows the spec's 5-second message. */
export function missesLegalAgreements(agreements: AgreementsDraft): boolean {
  return !agreements.termsAccepted || !agreements.privacyAccepted;
}

export interface ProblemLink {
  /** The id of the field to focus; the applicant's index for fields of another applicant. */
  readonly target: string;
  readonly applicantIndex?: number;
  readonly field?: ApplicantField;
  readonly message: MessageKey;
  readonly label?: MessageKey;
}

/**
 * The error summary's links, in page order. A field an applicant shares with applicant 1 ("same
 * as applicant 1") is corrected on applicant 1, so its link goes there.
 */
export function problemLinks(
  errors: DetailsErrors,
  takesFromFirst: (index: number, field: ApplicantField) => boolean,
): ProblemLink[] {
  const links: ProblemLink[] = [];
  errors.applicants.forEach((fields, index) => {
    for (const [field, message] of Object.entries(fields) as [ApplicantField, MessageKey][]) {
      const owner = index > 0 && takesFromFirst(index, field) ? 0 : index;
      if (owner !== index && links.some((l) => l.applicantIndex === 0 && l.field === field)) continue;
      links.push({
        target: fieldId(owner, field),
        applicantIndex: owner,
        field,
        message,
        label: fieldLabel(field),
      });
    }
  });
  for (const [name, message] of Object.entries(errors.agreements) as [AgreementName, MessageKey][]) {
    links.push({ target: name, message });
  }
  if (errors.signature) links.push({ target: 'signature', message: errors.signature });
  return links;
}
