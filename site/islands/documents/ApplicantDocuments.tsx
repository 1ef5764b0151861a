import type { ApplicationOverview } from '../../../shared/documents/overview';
import type { RecordedDocument } from '../../../shared/documents/rules';
import type { T } from '../journey/i18n';
import { DocumentCheckNotice } from '../passport/DocumentCheckNotice';
import { DocumentSlot } from './DocumentSlot';
import { slotKey, slotOf } from './documents-state';
import type { useDocumentsPage } from './use-documents-page';

interface Props {
  readonly index: number;
  readonly formatSize: (bytes: number) => string;
  readonly t: T;
  readonly application: ApplicationOverview;
  readonly recorded: ReadonlyMap<string, RecordedDocument>;
  readonly page: ReturnType<typeof useDocumentsPage>;
}

/** One applicant's section: a slot per document the destination asks of them (required or optional). */
export function ApplicantDocuments({ index, formatSize, t, application, recorded, page }: Props) {
  const { checks } = page;
  return (
    <section className="documents__applicant" aria-labelledby={`applicant-${index}`}>
      <h3 id={`applicant-${index}`}>
        {t('common.heading.applicant', { number: index + 1, name: application.applicantNames[index] ?? '' })}
      </h3>
      {(application.applicantDocuments[index] ?? []).map(({ type, required }) => {
        const key = slotKey(index, type);
        return (
          <DocumentSlot
            key={type}
            applicantIndex={index}
            type={type}
            required={required}
            recorded={recorded.get(key)}
            state={slotOf(page.state, key)}
            t={t}
            formatSize={formatSize}
            onFile={(file) => page.choose(index, type, file)}
            onRemove={() => void page.remove(index, type)}
            notice={
              <DocumentCheckNotice
                t={t}
                check={checks.checks[key]}
                recorded={recorded.get(key)}
                onUploadAnyway={() => page.uploadAnyway(index, type)}
                onChooseAnother={() => {
                  checks.clear(key);
                  document.getElementById(`doc-${index}-${type}`)?.focus();
                }}
              />
            }
          />
        );
      })}
    </section>
  );
}
