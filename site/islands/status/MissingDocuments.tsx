import { documentSlotFragment } from '../../../shared/documents/document-types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import type { ApplicationStatus } from '../../../shared/status/lookup';
import type { T } from '../journey/i18n';
import type { Follow } from './link-actions';

interface Props {
  readonly application: ApplicationStatus;
  readonly locale: LocaleCode;
  readonly t: T;
  /** The personal page's Upload on any device (see StatusResult). */
  readonly follow: Follow;
}

/**
 * Per traveller (first name and initial, as the lookup already shows), the required documents still
 * missing, each with an Upload link to that traveller's slot on the documents page.
 */
export function MissingDocuments({ application, locale, t, follow }: Props) {
  const missing = application.missingDocuments;
  if (!missing || missing.length === 0) return null;
  const page = localizePath('/kenya-eta-documents', locale);
  return (
    <section className="missing-documents" aria-labelledby="missing-documents-title">
      <h3 id="missing-documents-title">{t('status.missing.heading')}</h3>
      <ul className="missing-documents__travellers">
        {missing.map(({ applicantIndex, types }) => {
          const person = application.applicants[applicantIndex];
          const name = person ? `${person.firstName} ${person.lastInitial}.` : String(applicantIndex + 1);
          return (
            <li key={applicantIndex} data-applicant={applicantIndex}>
              <strong>{name}</strong>
              <ul className="missing-documents__list">
                {types.map((type) => {
                  const document = t(`common.documentType.${type}`);
                  return (
                    <li key={type} data-document={type}>
                      <span>{document}</span>{' '}
                      <a
                        className="missing-documents__upload"
                        onClick={follow?.('upload')}
                        href={`${page}${documentSlotFragment(applicantIndex, type)}`}
                      >
                        {t('status.missing.upload')}
                        <span className="visually-hidden">
                          {' '}
                          {t('status.missing.uploadFor', { document, name })}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
