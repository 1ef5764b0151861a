import { describe, expect, it } from 'vitest';
import { emptyWizardForm } from '../../../../../shared/wizard/form-data';
import { checkStep, withIsoDates } from '../../../../../site/islands/wizard/step-check';

describe('the wizard’s Validate and Continue check', () => {
  it('reads day, month and year typed without leading zeros as the date they are', async () => {
    const form = {
      ...emptyWizardForm(),
      arrivalDate: '2026-12-6',
      departureDate: '2027-3-7',
      dateOfBirth: '1990-2-',
    };
    expect(withIsoDates(form)).toMatchObject({
      arrivalDate: '2026-12-06',
      departureDate: '2027-03-07',
      dateOfBirth: '1990-2-',
    });
    const issues = await checkStep(4, form, '2026-11-26');
    expect(issues.map((i) => i.message)).not.toContain('journey.error.dateOfArrival.invalid');
    expect(issues.find((i) => i.field === 'departureDate')?.message).toBe(
      'wizard.error.departureDate.maxStay',
    );
  });

  it('checks the step shown with the rules: step 5 asks its questions', async () => {
    const fields = (await checkStep(5, emptyWizardForm(), '2026-11-26')).map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['arrivalFlightNumber', 'portOfEntry', 'deniedVisa']));
  });
});
