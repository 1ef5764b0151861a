import type { DocumentType } from '../../../shared/documents/rules';
import type { MailKey } from '../../../shared/i18n/types';
import type { LocaleCode } from '../../../shared/locales';
import type { WizardAnswers } from '../../../shared/wizard/form-data';
import { wizardSummaryText } from '../../../shared/wizard/summary';
import { escapeHtml } from '../../lib/mail-html';
import type { StoredApplication, TableRef } from '../../lib/applications-table';
import { listDocuments } from '../../documents/document-store';
import { mailTranslator } from './mail-text';

/** An application made with the wizard carries its own sections (`wizard`, shared/wizard/form-data.ts). */
export type WizardApplication = StoredApplication & { readonly wizard?: WizardAnswers };

/** A document as the mail and the PDF name it. */
export interface NamedDocument {
  readonly type: DocumentType;
  readonly fileName: string;
}

export interface TextSection {
  readonly title: string;
  readonly rows: readonly (readonly [string, string])[];
}

/**
 * A wizard application's sections (home address, trip, accommodation, flights, ports, previous visit,
 * security answers, customs declaration) and its documents, in the reader's language: what the
 * confirmation mail and the agreement PDF list. Empty for an application of the group journey.
 */
export function wizardTextSections(
  application: WizardApplication,
  locale: LocaleCode,
  documents: readonly NamedDocument[],
): TextSection[] {
  if (!application.wizard) return [];
  const t = mailTranslator(locale);
  const files =
    documents.length === 0
      ? []
      : [
          {
            title: t('common.group.documents'),
            rows: documents.map((d) => [t(`common.documentType.${d.type}` as MailKey), d.fileName] as const),
          },
        ];
  return [...wizardSummaryText(application.wizard, locale, t), ...files];
}

/** The documents of traveller 0 that a wizard application came with (none for another application). */
export async function wizardDocuments(
  table: TableRef,
  application: WizardApplication,
): Promise<NamedDocument[]> {
  if (!application.wizard) return [];
  const documents = await listDocuments(table, application.id);
  return documents.filter((d) => d.applicantIndex === 0).map((d) => ({ type: d.type, fileName: d.fileName }));
}

/** The sections as the mail's HTML: a heading and a description list each. */
export function sectionsHtml(sections: readonly TextSection[]): string[] {
  return sections.flatMap((section) => [
    `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>`,
    '<dl style="margin:0 0 16px">',
    ...section.rows.map(
      ([label, value]) =>
        `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(label)}</dt><dd style="margin:0"><bdi>${escapeHtml(value)}</bdi></dd>`,
    ),
    '</dl>',
  ]);
}

/** The sections as the mail's plain text. */
export function sectionsText(sections: readonly TextSection[]): string[] {
  return sections.flatMap((section) => [
    '',
    section.title,
    ...section.rows.map(([label, value]) => `${label}: ${value}`),
  ]);
}
