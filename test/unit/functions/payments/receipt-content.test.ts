import { describe, expect, it } from 'vitest';
import { computePricing, computeProductPricing } from '../../../../shared/journey/pricing';
import { receiptContent, receiptTranslator } from '../../../../functions/payments/receipt/receipt-content';
import type { PaymentApplication } from '../../../../functions/payments/payment-records';

function paid(overrides: Partial<PaymentApplication> = {}): PaymentApplication {
  return {
    id: 'id',
    applicationNumber: 'KE-12345678',
    locale: 'en',
    applicantCount: 2,
    applicantNames: ['Amina Otieno', 'Joseph Otieno'],
    pricing: computePricing({ applicantCount: 2, processingType: 'fast', insurance: true }),
    paidAt: '2026-03-01T10:00:00.000Z',
    paymentTransactionId: 'SBX-abc',
    cardLast4: '4242',
    ...overrides,
  } as PaymentApplication;
}

describe('the receipt content', () => {
  it('lists every fee times the applicants and the total in USD', () => {
    const content = receiptContent(paid(), receiptTranslator('en'));
    expect(content.lines).toEqual([
      { label: 'Service fee', quantity: '2 × $57', amount: '$114' },
      { label: 'Government fee', quantity: '2 × $69', amount: '$138' },
      { label: 'Processing fee', quantity: '2 × $145', amount: '$290' },
      { label: 'Travel insurance', quantity: '2 × $45', amount: '$90' },
    ]);
    expect(content.total).toEqual(['Total paid', '$632']);
    expect(content.fields).toContainEqual(['Transaction ID', 'SBX-abc']);
    expect(content.fields).toContainEqual(['Card', 'Card ending in 4242']);
  });

  it('leaves insurance out when it was not chosen', () => {
    const application = paid({
      pricing: computePricing({ applicantCount: 2, processingType: 'fast', insurance: false }),
    });
    expect(receiptContent(application, receiptTranslator('en')).lines.map((l) => l.label)).not.toContain(
      'Travel insurance',
    );
  });

  it('names the speed, and for the wizard’s product its one fee and the decision, not an upload', () => {
    const group = receiptContent(paid({ processingType: 'fast' }), receiptTranslator('en'));
    expect(group.fields).toContainEqual(['Processing speed', 'Fast processing (3–5 business days)']);
    // The documents Kenya's configuration requires (documentsFor): the passport page and the photo.
    expect(group.next).toBe(
      'Next step: upload the documents of every applicant (Passport bio-data page and Passport photo) so that we can process the application.',
    );
    const wizard = receiptContent(
      paid({
        applicantCount: 1,
        applicantNames: ['Ayşe Yılmaz'],
        processingType: 'normal',
        product: 'wizard',
        pricing: computeProductPricing('wizard'),
        documentsSubmittedAt: '2026-03-01T09:00:00.000Z',
      }),
      receiptTranslator('en'),
    );
    expect(wizard.fields).toContainEqual(['Processing speed', 'Standard processing (3 working days)']);
    expect(wizard.lines).toEqual([{ label: 'Processing fee', quantity: '1 × $30', amount: '$30' }]);
    expect(wizard.total).toEqual(['Total paid', '$30']);
    expect(wizard.next).toBe(
      'We process the application in 3 working days after payment and email you the result.',
    );
  });

  it('is written in the application’s language', () => {
    const content = receiptContent(paid({ locale: 'tr' }), receiptTranslator('tr'));
    expect(content.title).toBe('Ödeme makbuzu');
    expect(content.total[0]).toBe('Ödenen toplam');
  });
});
