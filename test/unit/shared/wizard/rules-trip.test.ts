import { describe, expect, it } from 'vitest';
import { checkWizardStep, withArrivalDate, withPreviousVisit } from '../../../../shared/wizard/rules';
import { emptyWizardForm, type WizardForm } from '../../../../shared/wizard/form-data';
import { today, withAnswers } from './fixtures';

const trip = (patch: Partial<WizardForm>) => checkWizardStep('trip', withAnswers(patch), today);
const travel = (patch: Partial<WizardForm>) => checkWizardStep('travel', withAnswers(patch), today);
const on = (issues: ReturnType<typeof trip>, field: string) => issues.find((i) => i.field === field);

describe('step 4, Trip Information', () => {
  it('passes a complete form', () => {
    expect(trip({})).toEqual([]);
  });

  it.each([
    ['purposeOfVisit', 'wizard.error.purposeOfVisit.required'],
    ['arrivalDate', 'wizard.error.arrivalDate.required'],
    ['departureDate', 'wizard.error.departureDate.required'],
    ['accommodationType', 'wizard.error.accommodationType.required'],
  ])('requires %s', (field, message) => {
    expect(trip({ [field]: '' })).toEqual([{ field, message, level: 'error' }]);
  });

  it('checks the purpose and the accommodation are options of their lists', () => {
    expect(on(trip({ purposeOfVisit: 'holiday' }), 'purposeOfVisit')?.message).toBe(
      'journey.error.option.invalid',
    );
    expect(on(trip({ accommodationType: 'tent' as never }), 'accommodationType')?.message).toBe(
      'journey.error.option.invalid',
    );
  });

  describe('arrival', () => {
    it.each([
      ['2026-06-15', 'wizard.error.arrivalDate.tooSoon'],
      ['2026-06-01', 'wizard.error.arrivalDate.tooSoon'],
      ['2027-06-16', 'wizard.error.arrivalDate.tooFar'],
      ['2026-06-31', 'journey.error.dateOfArrival.invalid'],
    ])('%s gives %s', (arrivalDate, message) => {
      expect(on(trip({ arrivalDate, departureDate: '2027-06-20' }), 'arrivalDate')?.message).toBe(message);
    });

    it('accepts tomorrow and exactly one year ahead', () => {
      expect(trip({ arrivalDate: '2026-06-16', departureDate: '2026-06-20' })).toEqual([]);
      expect(trip({ arrivalDate: '2027-06-15', departureDate: '2027-06-20' })).toEqual([]);
    });
  });

  describe('departure and length of stay', () => {
    it.each([
      ['2026-06-30', 'wizard.error.departureDate.beforeArrival'],
      ['2026-07-01', 'wizard.error.departureDate.minStay'],
      ['2026-09-30', 'wizard.error.departureDate.maxStay'],
    ])('%s (arrival 2026-07-01) gives %s', (departureDate, message) => {
      expect(trip({ departureDate })).toEqual([{ field: 'departureDate', message, level: 'error' }]);
    });

    it('accepts a stay of 1 day and of exactly 90 days', () => {
      expect(trip({ departureDate: '2026-07-02' })).toEqual([]);
      expect(trip({ departureDate: '2026-09-29' })).toEqual([]);
    });

    it('compares with the arrival only when the arrival is a real date', () => {
      expect(trip({ arrivalDate: '2026-07-xx', departureDate: '2026-06-20' })).toEqual([
        { field: 'arrivalDate', message: 'journey.error.dateOfArrival.invalid', level: 'error' },
      ]);
    });
  });

  describe('accommodation', () => {
    it('needs the hotel name and address for a hotel', () => {
      expect(trip({ hotelName: '', hotelAddress: ' ' })).toEqual([
        { field: 'hotelName', message: 'wizard.error.hotelName.required', level: 'error' },
        { field: 'hotelAddress', message: 'wizard.error.hotelAddress.required', level: 'error' },
      ]);
    });

    it('needs the host name, address and phone for a private host; the host email is optional', () => {
      const host = { accommodationType: 'private' as const, hotelName: '', hotelAddress: '' };
      expect(trip(host)).toEqual([
        { field: 'hostName', message: 'wizard.error.hostName.required', level: 'error' },
        { field: 'hostAddress', message: 'wizard.error.hostAddress.required', level: 'error' },
        { field: 'hostPhone', message: 'wizard.error.hostPhone.required', level: 'error' },
      ]);
      const filled = {
        ...host,
        hostName: 'Wanjiru Kamau',
        hostAddress: 'Ngong Road 4, Nairobi',
        hostPhone: '+254 712 345678',
      };
      expect(trip(filled)).toEqual([]);
      expect(trip({ ...filled, hostEmail: 'wanjiru@' })).toEqual([
        { field: 'hostEmail', message: 'wizard.error.email.invalid', level: 'error' },
      ]);
      expect(trip({ ...filled, hostPhone: 'call me' })).toEqual([
        { field: 'hostPhone', message: 'journey.error.phone.invalid', level: 'error' },
      ]);
    });

    it('asks nothing more for other accommodation', () => {
      expect(trip({ accommodationType: 'other', hotelName: '', hotelAddress: '' })).toEqual([]);
    });
  });
});

describe('changing the arrival date (spec §4)', () => {
  const form = withAnswers({ arrivalDate: '2026-07-01', departureDate: '2026-07-10' });

  it('moves a departure on or before the new arrival to the arrival plus 7 days', () => {
    expect(withArrivalDate(form, '2026-07-10').departureDate).toBe('2026-07-17');
    expect(withArrivalDate(form, '2026-07-20')).toMatchObject({
      arrivalDate: '2026-07-20',
      departureDate: '2026-07-27',
    });
  });

  it('keeps a departure after the new arrival', () => {
    expect(withArrivalDate(form, '2026-07-09')).toMatchObject({
      arrivalDate: '2026-07-09',
      departureDate: '2026-07-10',
    });
  });

  it('moves nothing while the arrival is partly typed or the departure is blank', () => {
    expect(withArrivalDate(form, '2026-07-').departureDate).toBe('2026-07-10');
    expect(withArrivalDate({ ...form, departureDate: '' }, '2026-07-20').departureDate).toBe('');
  });

  it('does not change the form it is given', () => {
    withArrivalDate(form, '2026-08-01');
    expect(form.departureDate).toBe('2026-07-10');
  });
});

describe('step 5, Travel Information', () => {
  it('passes a complete form; the departure flight and the port of exit are optional', () => {
    expect(travel({})).toEqual([]);
    expect(travel({ departureFlightNumber: '', portOfExit: '' })).toEqual([]);
  });

  it('needs the arrival flight, the port of entry and the three answers', () => {
    const blank = {
      arrivalFlightNumber: '',
      portOfEntry: '',
      previousVisitToKenya: '',
      convictedOfCrime: '',
      deniedVisa: '',
    } as const;
    expect(travel(blank)).toEqual([
      { field: 'arrivalFlightNumber', message: 'wizard.error.arrivalFlightNumber.required', level: 'error' },
      { field: 'portOfEntry', message: 'wizard.error.portOfEntry.required', level: 'error' },
      {
        field: 'previousVisitToKenya',
        message: 'wizard.error.previousVisitToKenya.required',
        level: 'error',
      },
      { field: 'convictedOfCrime', message: 'wizard.error.convictedOfCrime.required', level: 'error' },
      { field: 'deniedVisa', message: 'wizard.error.deniedVisa.required', level: 'error' },
    ]);
  });

  it('takes the ports from the wizard’s own list', () => {
    expect(travel({ portOfEntry: 'NAMANGA', portOfExit: 'BUSIA' })).toEqual([]);
    expect(travel({ portOfEntry: 'NBO', portOfExit: 'XYZ' })).toEqual([
      { field: 'portOfEntry', message: 'journey.error.option.invalid', level: 'error' },
      { field: 'portOfExit', message: 'journey.error.option.invalid', level: 'error' },
    ]);
  });

  describe('last visit', () => {
    const visited = (lastVisitDate: string) => travel({ previousVisitToKenya: 'yes', lastVisitDate });

    it('is required after Yes', () => {
      expect(visited('')).toEqual([
        { field: 'lastVisitDate', message: 'wizard.error.lastVisitDate.required', level: 'error' },
      ]);
    });

    it.each([
      ['2026-06-15', 'journey.error.lastVisitDate.future'],
      ['2026-06-20', 'journey.error.lastVisitDate.future'],
      ['2006-06-14', 'wizard.error.lastVisitDate.tooOld'],
      ['2019-02-29', 'journey.error.lastVisitDate.invalid'],
    ])('%s gives %s', (date, message) => {
      expect(visited(date)).toEqual([{ field: 'lastVisitDate', message, level: 'error' }]);
    });

    it('accepts yesterday and exactly 20 years ago', () => {
      expect(visited('2026-06-14')).toEqual([]);
      expect(visited('2006-06-15')).toEqual([]);
    });

    it('must be before the planned arrival', () => {
      const form = withAnswers({
        previousVisitToKenya: 'yes',
        lastVisitDate: '2026-06-10',
        arrivalDate: '2026-06-10',
      });
      expect(checkWizardStep('travel', form, today)).toEqual([
        { field: 'lastVisitDate', message: 'wizard.error.lastVisitDate.afterArrival', level: 'error' },
      ]);
    });

    it('is ignored after No', () => {
      expect(travel({ previousVisitToKenya: 'no', lastVisitDate: '1990-01-01' })).toEqual([]);
    });
  });

  it('refuses a flight number longer than 12 characters', () => {
    expect(travel({ arrivalFlightNumber: 'KQ 1234567890' })).toEqual([
      { field: 'arrivalFlightNumber', message: 'journey.error.text.tooLong', level: 'error' },
    ]);
  });
});

describe('answering the previous-visit question (spec §4)', () => {
  const form = { ...emptyWizardForm(), previousVisitToKenya: 'yes' as const, lastVisitDate: '2020-01-01' };

  it('No clears the last visit date', () => {
    expect(withPreviousVisit(form, 'no')).toMatchObject({ previousVisitToKenya: 'no', lastVisitDate: '' });
  });

  it('Yes keeps it', () => {
    expect(withPreviousVisit(form, 'yes')).toMatchObject({
      previousVisitToKenya: 'yes',
      lastVisitDate: '2020-01-01',
    });
  });
});
