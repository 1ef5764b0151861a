import { describe, expect, it } from 'vitest';
import type { WizardForm } from '../../../../../../shared/wizard/form-data';
import { TripStep } from '../../../../../../site/islands/wizard/steps/TripStep';
import { render } from '../../form-kit/dom';
import { fieldProps, stepProps } from './support';

const trip = (...args: Parameters<typeof stepProps>) => {
  const { props, patches } = stepProps(...args);
  const element = <TripStep {...props} />;
  return { element, page: render(element), patches };
};
const hotelFields = ['hotelName', 'hotelAddress'];
const hostFields = ['hostName', 'hostAddress', 'hostPhone', 'hostEmail'];
const shown = (page: ReturnType<typeof render>, ids: readonly string[]) =>
  ids.filter((id) => page.count(`#${id}`) === 1);

describe('step 4, Trip Information', () => {
  it('asks the purpose, the dates and the type of accommodation, each labelled', () => {
    const { page } = trip();
    // One section: the step's heading (the page's) names it, no second legend.
    expect(page.count('fieldset.fieldset--group')).toBe(0);
    expect(page.labelOf('purposeOfVisit')).toBe('Purpose of visit');
    expect(page.texts('#purposeOfVisit option')).toEqual([
      'Choose…',
      'Tourism',
      'Business',
      'Visiting family or friends',
      'Medical treatment',
      'Conference',
      'Transit',
      'Education',
      'Other',
    ]);
    expect(page.texts('fieldset > legend')).toEqual([
      'Arrival date',
      'Departure date',
      'Type of accommodation',
    ]);
    expect(page.texts('label[for^="accommodationType-"]')).toEqual([
      'Hotel',
      'Private accommodation (host)',
      'Other',
    ]);
  });

  it.each<[WizardForm['accommodationType'], string[]]>([
    ['', []],
    ['hotel', hotelFields],
    ['private', hostFields],
    ['other', []],
  ])('with accommodation "%s" shows only its own details', (accommodationType, expected) => {
    const { page } = trip({ accommodationType });
    expect(shown(page, [...hotelFields, ...hostFields])).toEqual(expected);
  });

  it('labels the hotel and host details; the host e-mail is optional', () => {
    const hotel = trip({ accommodationType: 'hotel' }).page;
    expect(hotel.labelOf('hotelName')).toBe('Hotel name');
    expect(hotel.labelOf('hotelAddress')).toBe('Hotel address');
    const host = trip({ accommodationType: 'private' }).page;
    expect(hostFields.map((id) => host.labelOf(id))).toEqual([
      'Host name',
      'Host address',
      'Host phone',
      'Host email address (optional)',
    ]);
    expect(host.attr('#hostPhone', 'type')).toBe('tel');
    expect(host.attr('#hostEmail', 'type')).toBe('email');
  });

  it('moves a departure on or before a new arrival to a week after it, and leaves a later one', () => {
    const { element, patches } = trip({ arrivalDate: '2026-12-01', departureDate: '2026-12-05' });
    fieldProps(element, 'arrivalDate').onChange?.('2026-12-10');
    expect(patches).toEqual([{ arrivalDate: '2026-12-10', departureDate: '2026-12-17' }]);
    fieldProps(element, 'arrivalDate').onChange?.('2026-12-03');
    expect(patches.at(-1)).toEqual({ arrivalDate: '2026-12-03' });
    fieldProps(element, 'departureDate').onChange?.('2026-12-20');
    expect(patches.at(-1)).toEqual({ departureDate: '2026-12-20' });
  });

  it('reads dates typed without leading zeros, and keeps the arrival as typed', () => {
    const { element, patches } = trip({ departureDate: '2026-12-5' });
    fieldProps(element, 'arrivalDate').onChange?.('2026-12-');
    expect(patches).toEqual([{ arrivalDate: '2026-12-' }]);
    fieldProps(element, 'arrivalDate').onChange?.('2026-12-6');
    expect(patches.at(-1)).toEqual({ arrivalDate: '2026-12-6', departureDate: '2026-12-13' });
  });

  it('shows the rules’ messages inline on the dates and the host fields', () => {
    const { page } = trip({ accommodationType: 'private' }, [
      { field: 'arrivalDate', message: 'wizard.error.arrivalDate.tooSoon', level: 'error' },
      { field: 'hostPhone', message: 'wizard.error.hostPhone.required', level: 'error' },
      { field: 'accommodationType', message: 'wizard.error.accommodationType.required', level: 'error' },
    ]);
    const arrival = page
      .all('fieldset')
      .find((f) => f.attribs['aria-describedby'] === 'arrivalDate-hint arrivalDate-error');
    expect(arrival).toBeDefined();
    expect(page.text('#arrivalDate-error')).toBe('Error: Arrival date must be at least tomorrow');
    expect(page.attr('#arrivalDate-day', 'aria-invalid')).toBe('true');
    expect(page.described('#hostPhone')).toEqual(['Error: Host phone number is required']);
    expect(page.text('#accommodationType-error')).toBe('Error: Type of accommodation is required');
  });
});
