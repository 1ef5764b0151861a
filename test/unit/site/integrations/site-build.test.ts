import { describe, expect, it } from 'vitest';
import { company, companyPlaceholders, parseCompanyDetails } from '../../../../shared/public/company';
import { checkCompanyForTarget } from '../../../../site/integrations/site-build';

const complete = parseCompanyDetails({
  ...company,
  companyNumber: '12345678',
  registeredOffice: ['1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
});
const placeholders = { ...complete, companyNumber: null, registeredOffice: null };

describe('the company details of a build', () => {
  it('are placeholders where config/company.json has null', () => {
    expect(companyPlaceholders(placeholders)).toEqual(['companyNumber', 'registeredOffice']);
    expect(companyPlaceholders(complete)).toEqual([]);
  });

  it('may be placeholders in a local build, never in a cloud build', () => {
    expect(() =>
      checkCompanyForTarget({ target: 'local', paymentGateway: 'sandbox' }, placeholders),
    ).not.toThrow();
    expect(() => checkCompanyForTarget({ target: 'cloud', paymentGateway: 'sandbox' }, placeholders)).toThrow(
      /placeholders \(companyNumber, registeredOffice\).*config\/company\.json/,
    );
    expect(() =>
      checkCompanyForTarget({ target: 'cloud', paymentGateway: 'sandbox' }, complete),
    ).not.toThrow();
  });

  it('refuse invalid values with the field named', () => {
    expect(() => parseCompanyDetails({ ...complete, supportEmail: 'not an address' })).toThrow(
      /supportEmail/,
    );
  });
});
