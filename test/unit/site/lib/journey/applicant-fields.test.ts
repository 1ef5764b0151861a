import { describe, expect, it } from 'vitest';
import { applicantSchema } from '../../../../../shared/journey/schemas';
import {
  applicantFieldNames,
  applicantFields,
  fieldId,
  parseFieldId,
} from '../../../../../site/lib/journey/applicant-fields';
import { toApplicantInput } from '../../../../../site/lib/journey/applicant-check';
import { applicantErrors } from '../../../../../site/lib/journey/details-validation';
import { today, validApplicant } from './fixtures';

describe('the details-page fields', () => {
  it('ask every applicant field of the shared schema (spec §3)', () => {
    const schemaFields = Object.keys(applicantSchema.shape).filter(
      (f) => f !== 'id' && f !== 'intendedLengthOfStay',
    );
    expect([...applicantFieldNames].sort()).toEqual(schemaFields.sort());
  });

  it('mark as optional exactly the fields the schema lets be empty', () => {
    const complete = validApplicant();
    // A departure date needs an arrival date: leave both empty to see whether the arrival is optional.
    const alsoEmpty: Partial<Record<string, string>> = { dateOfArrival: 'dateOfDeparture' };
    for (const spec of applicantFields) {
      const other = alsoEmpty[spec.name];
      const errors = applicantErrors(
        { ...complete, [spec.name]: '', ...(other ? { [other]: '' } : {}) },
        today,
      );
      const required = errors[spec.name] !== undefined;
      expect({ field: spec.name, optional: spec.optional === true }).toEqual({
        field: spec.name,
        optional: !required,
      });
    }
  });

  it('give error links the id of the first input (the day of a date, the first radio)', () => {
    expect(fieldId(0, 'firstName')).toBe('applicant-1-firstName');
    expect(fieldId(1, 'dateOfBirth')).toBe('applicant-2-dateOfBirth-day');
    expect(fieldId(2, 'gender')).toBe('applicant-3-gender-0');
  });

  it('read an applicant and a field back from an id or a Change link', () => {
    expect(parseFieldId('applicant-2-dateOfBirth-day')).toEqual({ index: 1, name: 'dateOfBirth' });
    expect(parseFieldId('applicant-10-email')).toEqual({ index: 9, name: 'email' });
    expect(parseFieldId('applicant-1-nope')).toBeUndefined();
    expect(parseFieldId('signature')).toBeUndefined();
  });

  it('produce a body the shared schema accepts', () => {
    expect(applicantSchema.safeParse(toApplicantInput(validApplicant())).success).toBe(true);
  });
});
