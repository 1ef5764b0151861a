import '../../lib/pdf/regenerator-shim';
import { PDFDocument, rgb } from 'pdf-lib';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import { paddedFontkit } from '../../lib/pdf/padded-fontkit';
import { drawLine, FontSet, wrap, type LineStyle } from '../../lib/pdf/text-layout';
import type { ReceiptContent } from './receipt-content';

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.33, 0.36, 0.38);

/**
 * The PDF receipt (A4, one page for up to 10 applicants, in the application's language): number,
 * date, transaction, card, applicants, line items and the total. Noto faces by script, as subsets.
 */
export async function buildReceiptPdf(
  content: ReceiptContent,
  locale: LocaleCode,
  paidAt: Date,
  applicationNumber: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(paddedFontkit as Parameters<PDFDocument['registerFontkit']>[0]);
  pdf.setTitle(`${content.title} ${applicationNumber}`);
  pdf.setSubject(applicationNumber);
  pdf.setLanguage(getLocale(locale).tag);
  pdf.setProducer('Kenya eTA Online');
  pdf.setCreator('Kenya eTA Online');
  pdf.setCreationDate(paidAt);
  pdf.setModificationDate(paidAt);

  const fonts = new FontSet(pdf);
  const rtl = getLocale(locale).dir === 'rtl';
  let page = pdf.addPage(A4);
  let y = A4[1] - margin;
  const box = { left: margin, right: A4[0] - margin, rtl };
  const text = async (value: string, style: LineStyle, indent = 0) => {
    const inner = rtl ? { ...box, right: box.right - indent } : { ...box, left: box.left + indent };
    for (const line of await wrap(fonts, value, style.size, inner.right - inner.left)) {
      if (y - style.size * 1.4 < margin) {
        page = pdf.addPage(A4);
        y = A4[1] - margin;
      }
      y -= style.size * 1.4;
      await drawLine(page, fonts, line, y, inner, style);
    }
  };

  await text(content.title, { size: 20, color: ink });
  await text('Kenya eTA Online', { size: 10, color: grey });
  for (const [label, value] of content.fields) {
    y -= 6;
    await text(label, { size: 9, color: grey });
    await text(value, { size: 12, color: ink });
  }
  y -= 6;
  await text(content.applicantsLabel, { size: 9, color: grey });
  for (const name of content.applicants) await text(name, { size: 12, color: ink });
  y -= 10;
  await text(content.itemsLabel, { size: 9, color: grey });
  for (const line of content.lines) {
    y -= 4;
    await text(line.label, { size: 12, color: ink });
    await text(`${line.quantity} = ${line.amount}`, { size: 11, color: grey }, 12);
  }
  y -= 10;
  await text(content.total[0], { size: 10, color: grey });
  await text(content.total[1], { size: 18, color: ink });
  return pdf.save();
}
