import { describe, expect, it } from 'vitest';
import { wizardPorts } from '../../../../../../shared/wizard/ports';
import { TravelStep } from '../../../../../../site/islands/wizard/steps/TravelStep';
import { render } from '../../form-kit/dom';
import { fieldProps, stepProps } from './support';

const travel = (...args: Parameters<typeof stepProps>) => {
  const { props, patches } = stepProps(...args);
  const element = <TravelStep {...props} />;
  return { element, page: render(element), patches };
};

describe('step 5, Travel Information', () => {
  it('asks flights and ports, the optional ones marked, the ports from the wizard’s own list', () => {
    const { page } = travel();
    expect(page.texts('fieldset.fieldset--group > legend')).toEqual(['Travel', 'Declarations']);
    expect(page.labelOf('arrivalFlightNumber')).toBe('Arrival flight number');
    expect(page.described('#arrivalFlightNumber')).toEqual(['As on your booking, for example KQ 101']);
    expect(page.labelOf('departureFlightNumber')).toBe('Departure flight number (optional)');
    expect(page.labelOf('portOfEntry')).toBe('Port of entry');
    expect(page.labelOf('portOfExit')).toBe('Port of exit (optional)');
    for (const id of ['portOfEntry', 'portOfExit']) {
      const values = page.all(`#${id} option`).map((o) => o.attribs.value);
      expect(values).toEqual(['', ...wizardPorts.map((p) => p.code)]);
    }
    expect(page.text('#portOfEntry option[value="JKIA"]')).toBe(
      'Jomo Kenyatta International Airport (Nairobi)',
    );
    expect(page.text('#portOfEntry option[value="OTHER"]')).toBe('Other airport or border crossing');
  });

  it('asks the three yes/no questions as fieldsets, the last visit date only after Yes', () => {
    const before = travel().page;
    expect(before.texts('fieldset:not(.fieldset--group) > legend')).toEqual([
      'Have you visited Kenya before?',
      'Have you ever been convicted of a crime in any country?',
      'Have you ever been refused a visa or entry to any country?',
    ]);
    expect(before.texts('label[for^="deniedVisa-"]')).toEqual(['Yes', 'No']);
    expect(before.count('#lastVisitDate-day')).toBe(0);
    expect(travel({ previousVisitToKenya: 'no' }).page.count('#lastVisitDate-day')).toBe(0);
    const yes = travel({ previousVisitToKenya: 'yes' }).page;
    expect(yes.labelOf('lastVisitDate-day')).toBe('Day');
    const legends = yes.texts('fieldset:not(.fieldset--group) > legend');
    expect(legends[1]).toBe('Date of the last visit');
  });

  it('clears the last visit date when the answer becomes No', () => {
    const { element, patches } = travel({ previousVisitToKenya: 'yes', lastVisitDate: '2019-03-27' });
    fieldProps(element, 'previousVisitToKenya').onChange?.('no');
    expect(patches).toEqual([{ previousVisitToKenya: 'no', lastVisitDate: '' }]);
    fieldProps(element, 'arrivalFlightNumber').onChange?.('KQ 101');
    expect(patches.at(-1)).toEqual({ arrivalFlightNumber: 'KQ 101' });
  });

  it('reads a question’s error with its fieldset, and the last visit’s hint then error', () => {
    const { page } = travel({ previousVisitToKenya: 'yes' }, [
      { field: 'lastVisitDate', message: 'wizard.error.lastVisitDate.tooOld', level: 'error' },
      { field: 'convictedOfCrime', message: 'wizard.error.convictedOfCrime.required', level: 'error' },
    ]);
    const described = (id: string) =>
      page.all('fieldset').find((f) => f.attribs['aria-describedby']?.startsWith(id))?.attribs[
        'aria-describedby'
      ];
    expect(described('lastVisitDate')).toBe('lastVisitDate-hint lastVisitDate-error');
    expect(page.text('#lastVisitDate-error')).toBe(
      'Error: Last visit date cannot be more than 20 years ago. If your last visit was earlier, choose No.',
    );
    expect(described('convictedOfCrime')).toBe('convictedOfCrime-error');
    expect(page.text('#convictedOfCrime-error')).toBe('Error: Please answer about criminal conviction');
  });
});
