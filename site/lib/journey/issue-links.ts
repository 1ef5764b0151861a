import type { ApiIssue } from '../../../shared/api/errors';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { visaSectionFieldNames } from '../../../shared/journey/question-sections';
import { parseFieldId } from './applicant-fields';
import { journeyPaths } from './steps';

/** Where a field of the submission is answered: on step 1 or the pricing page, by the id of its input. */
const submissionFields: Record<string, readonly ['step1' | 'pricing', string]> = {
  applicationType: ['step1', 'etaType-0'],
  transportationMethod: ['step1', 'transportationMethod-0'],
  contactEmail: ['step1', 'contactEmail'],
  contactPhone: ['step1', 'contactPhone'],
  applicantCount: ['step1', 'numberOfApplicants'],
  processingType: ['pricing', 'processingType-0'],
  includeInsurance: ['pricing', 'insurance'],
};

export interface IssueLink {
  readonly target: string;
  readonly href: string;
  /** The translation key the server sent. */
  readonly message: string;
}

/**
 * The issues of a 400 from `POST /api/kenya-eta-applications` (`applicants.1.passportNumber`),
 * each linked to the page and field where it is corrected.
 */
export function serverIssueLinks(issues: readonly ApiIssue[], locale: LocaleCode): IssueLink[] {
  return issues.map((issue, i) => {
    const [root = '', index, field] = issue.path.split('.');
    const known = submissionFields[root];
    if (known) {
      const [page, target] = known;
      return {
        target,
        href: `${localizePath(journeyPaths[page], locale)}#${target}`,
        message: issue.message,
      };
    }
    const target = `applicant-${Number(index) + 1}-${field ?? ''}`;
    const details = localizePath(journeyPaths.details, locale);
    const visaField = (visaSectionFieldNames as readonly string[]).includes(field ?? '');
    if (root === 'applicants' && (parseFieldId(target) || visaField)) {
      return { target, href: `${details}#${target}`, message: issue.message };
    }
    return { target: `issue-${i}`, href: details, message: issue.message };
  });
}
