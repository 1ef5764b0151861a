import '../../lib/pdf/regenerator-shim';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { paddedFontkit } from '../../lib/pdf/padded-fontkit';
import type { MailKey } from '../../../shared/i18n/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import { mailTranslator } from '../mail/mail-text';
import type { DestinationId } from '../../../shared/destinations/types';
import { drawLine, FontSet, wrap, type LineStyle } from '../../lib/pdf/text-layout';
import type { TextSection } from '../mail/wizard-sections';

export interface AgreementPdfInput {
  readonly locale: LocaleCode;
  /** The application's destination (absent: Kenya): its wording names the document. */
  readonly destination?: DestinationId;
  readonly applicationNumber: string;
  readonly applicantNames: readonly string[];
  readonly agreements: Readonly<
    Record<'termsAccepted' | 'privacyAccepted' | 'dataAccuracy' | 'paymentAgreement', true>
  >;
  readonly signedAt: Date;
  readonly ipAddress: string;
  readonly userAgent: string;
  /** A drawn signature as PNG bytes, or a typed full name. */
  readonly signature: { readonly png: Uint8Array } | { readonly typedName: string };
  /** A wizard application's own sections and documents, in the application's language (`wizardTextSections`). */
  readonly sections?: readonly TextSection[];
}

const agreementLabels: Record<keyof AgreementPdfInput['agreements'], MailKey> = {
  termsAccepted: 'journey.agreement.terms',
  privacyAccepted: 'journey.agreement.privacy',
  dataAccuracy: 'journey.agreement.dataAccuracy',
  paymentAgreement: 'journey.agreement.paymentAgreement',
};

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.33, 0.36, 0.38);

/** "2025-06-15 10:04:05 UTC" */
function utcTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A simple top-to-bottom writer that starts a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  readonly box: { left: number; right: number; rtl: boolean };

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: FontSet,
    rtl: boolean,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - margin;
    this.box = { left: margin, right: A4[0] - margin, rtl };
  }

  private room(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - margin;
  }

  gap(points: number): void {
    this.y -= points;
  }

  async text(text: string, style: LineStyle): Promise<void> {
    for (const line of await wrap(this.fonts, text, style.size, this.box.right - this.box.left)) {
      this.room(style.size * 1.4);
      this.y -= style.size * 1.4;
      await drawLine(this.page, this.fonts, line, this.y, this.box, style);
    }
  }

  async field(label: string, values: readonly string[]): Promise<void> {
    this.gap(6);
    await this.text(label, { size: 9, color: grey });
    for (const value of values) await this.text(value, { size: 12, color: ink });
  }

  async image(png: Uint8Array, maxWidth: number, maxHeight: number): Promise<void> {
    const image = await this.pdf.embedPng(png);
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 8);
    this.y -= height + 4;
    const x = this.box.rtl ? this.box.right - width : this.box.left;
    this.page.drawImage(image, { x, y: this.y, width, height });
    this.page.drawLine({
      start: { x, y: this.y - 2 },
      end: { x: x + Math.max(width, 160), y: this.y - 2 },
      thickness: 0.5,
      color: grey,
    });
  }
}

/**
 * The signed-agreement PDF (A4, in the application's language): application number, every
 * applicant, a wizard application's own sections and documents, the four agreements, signing time, the client's IP address and user agent, and the
 * signature. Fonts are Noto faces chosen by the script of each piece of text, embedded as subsets.
 */
export async function buildAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const t = mailTranslator(input.locale, input.destination);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(paddedFontkit as Parameters<PDFDocument['registerFontkit']>[0]);
  const title = t('applicationMail.pdf.title');
  pdf.setTitle(`${title} ${input.applicationNumber}`);
  pdf.setSubject(input.applicationNumber);
  pdf.setLanguage(getLocale(input.locale).tag);
  pdf.setProducer('Kenya eTA Online');
  pdf.setCreator('Kenya eTA Online');
  pdf.setCreationDate(input.signedAt);
  pdf.setModificationDate(input.signedAt);

  const w = new Writer(pdf, new FontSet(pdf), getLocale(input.locale).dir === 'rtl');
  await w.text(title, { size: 20, color: ink });
  await w.text('Kenya eTA Online', { size: 10, color: grey });
  w.gap(8);
  await w.field(t('common.label.applicationNumber'), [input.applicationNumber]);
  await w.field(t('common.label.applicants'), input.applicantNames);
  for (const section of input.sections ?? []) {
    w.gap(10);
    await w.text(section.title, { size: 13, color: ink });
    for (const [label, value] of section.rows) await w.field(label, [value]);
  }

  w.gap(6);
  await w.text(t('flow.agreements.title'), { size: 9, color: grey });
  for (const key of Object.keys(agreementLabels) as (keyof typeof agreementLabels)[]) {
    w.gap(2);
    await w.text(t(agreementLabels[key]), { size: 11, color: ink });
    await w.text(t('flow.check.accepted'), { size: 9, color: grey });
  }

  await w.field(t('applicationMail.pdf.signedAt'), [utcTime(input.signedAt)]);
  await w.field(t('applicationMail.pdf.ipAddress'), [input.ipAddress]);
  w.gap(6);
  await w.text(t('applicationMail.pdf.userAgent'), { size: 9, color: grey });
  await w.text(input.userAgent, { size: 9, color: ink });

  w.gap(10);
  await w.text(t('flow.signature.title'), { size: 9, color: grey });
  if ('png' in input.signature) {
    await w.image(input.signature.png, 240, 90);
  } else {
    await w.text(input.signature.typedName, { size: 22, color: ink });
    await w.text(t('applicationMail.pdf.typedSignature'), { size: 9, color: grey });
  }
  return pdf.save();
}
