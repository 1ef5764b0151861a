import { describe, expect, it } from 'vitest';
import { kindKey } from '../../../../../site/islands/status/document-kind';
import { siteDictionaries } from '../../../../../shared/i18n';

const en = siteDictionaries.en as Readonly<Record<string, string>>;

describe('the status pages’ wording for the kind of document', () => {
  it('an e-visa application reads "e-visa" where an eTA application reads "eTA"', () => {
    expect(en[kindKey('evisa', 'status.evisa.download')]).toBe('Download your e-visa (PDF)');
    expect(en[kindKey('evisa', 'status.next.approved')]).toMatch(/^Your e-visa is approved/);
    expect(en[kindKey('evisa', 'status.evisa.error')]).toContain('the e-visa is also attached');
    expect(en[kindKey(undefined, 'status.evisa.download')]).toBe('Download your eTA (PDF)');
    expect(en[kindKey('eta', 'status.next.approved')]).toMatch(/^Your eTA is approved/);
    // Keys that do not name the document are the same for both.
    expect(kindKey('evisa', 'status.next.underReview')).toBe('status.next.underReview');
  });
});
