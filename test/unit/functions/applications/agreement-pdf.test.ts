import { describe, expect, it } from 'vitest';
import {
  buildAgreementPdf,
  type AgreementPdfInput,
} from '../../../../functions/applications/pdf/agreement-pdf';
import { pdfFontNames, pdfTextRuns } from '../../../support/pdf-text';

/** A 1×1 transparent PNG, as a drawn signature. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const input: AgreementPdfInput = {
  locale: 'en',
  applicationNumber: 'KE-01234567',
  applicantNames: ['Алексей Смирнов', '王小明', 'Amina Otieno', 'राम शर्मा', '김민수'],
  agreements: { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true },
  signedAt: new Date('2025-06-15T10:04:05Z'),
  ipAddress: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  signature: { png: tinyPng },
};

describe('the signed-agreement PDF', () => {
  it('shows the application number, every applicant in their own script, the time, IP and user agent', async () => {
    const text = (await pdfTextRuns(await buildAgreementPdf(input))).join('\n');
    for (const expected of [
      'KE-01234567',
      'Алексей Смирнов',
      '王小明',
      'Amina Otieno',
      'राम', // shaped Devanagari conjuncts do not read back one to one; the plain word does
      '김민수',
      '2025-06-15 10:04:05 UTC',
      '203.0.113.7',
      'AppleWebKit/537.36',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('states the four agreements as accepted', async () => {
    const text = (await pdfTextRuns(await buildAgreementPdf(input))).join('\n');
    expect(text).toContain('I have read and accept the Terms of Service');
    expect(text).toContain('I have read and accept the Privacy Policy');
    expect(text).toContain('true, complete and accurate');
    expect(text.match(/Accepted/g)).toHaveLength(4);
  });

  it('embeds only the Noto faces the text needs, as subsets', async () => {
    const latinOnly = await buildAgreementPdf({ ...input, applicantNames: ['Amina Otieno'] });
    expect(await pdfFontNames(latinOnly)).toEqual([expect.stringMatching(/^NotoSans-Regular-\d+$/)]);
    const names = await pdfFontNames(await buildAgreementPdf(input));
    expect(names.map((n) => n.replace(/-\d+$/, '')).sort()).toEqual([
      'NotoSans-Regular',
      'NotoSansDevanagari-Regular',
      'NotoSansKR-Regular',
      'NotoSansSC-Regular',
    ]);
    expect(latinOnly.length).toBeLessThan(60_000);
  });

  it('is written in the application’s language, Arabic labels shaped with the Arabic face', async () => {
    const pdf = await buildAgreementPdf({ ...input, locale: 'ar', applicantNames: ['أحمد علي'] });
    expect((await pdfFontNames(pdf)).some((n) => n.startsWith('NotoSansArabic-Regular'))).toBe(true);
    const runs = await pdfTextRuns(pdf);
    // Right-to-left runs are stored in visual order: read them reversed. pdf-lib's ToUnicode map has no
    // entry for a few contextual glyphs the shaping adds, which read back as U+FFFD.
    const logical = runs.map((r) => [...r.replace(/\uFFFD/g, '')].reverse().join(''));
    expect(logical).toContain('اتفاقية موقّعة');
  });

  it('records a typed signature as the typed name', async () => {
    const text = (
      await pdfTextRuns(await buildAgreementPdf({ ...input, signature: { typedName: 'Amina Otieno' } }))
    ).join('\n');
    expect(text).toContain('Signed by typing the full name');
  });
});
