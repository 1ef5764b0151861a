import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../../../site/islands/form-kit/ErrorSummary';
import { SummaryList } from '../../../../../site/islands/form-kit/SummaryList';
import { render } from './dom';

describe('the form kit’s error summary', () => {
  const items = [
    { target: 'email', text: 'Enter an email address' },
    { target: 'dob-day', text: 'Date of birth must be in the past' },
    {
      target: 'passportNumber-1',
      text: 'Enter a passport number',
      href: '/en/application/details#passportNumber-1',
    },
  ];

  it('is a focusable alert titled "There is a problem" whose links go to the fields', () => {
    const page = render(<ErrorSummary title="There is a problem" items={items} attempt={1} />);
    expect(page.attr('.error-summary', 'role')).toBe('alert');
    expect(page.attr('.error-summary', 'tabindex')).toBe('-1');
    expect(page.attr('.error-summary', 'aria-labelledby')).toBe('error-summary-title');
    expect(page.text('h2#error-summary-title')).toBe('There is a problem');
    expect(page.all('.error-summary__list a').map((a) => a.attribs.href)).toEqual([
      '#email',
      '#dob-day',
      '/en/application/details#passportNumber-1',
    ]);
    expect(page.texts('.error-summary__list a')).toEqual([
      'Enter an email address',
      'Date of birth must be in the past',
      'Enter a passport number',
    ]);
  });

  it('takes its own id and heading level where two forms share a page, and a message of no field', () => {
    const page = render(
      <ErrorSummary id="reject-summary" level={3} title="There is a problem" items={[]} attempt={1}>
        <p>The service is unavailable. Try again.</p>
      </ErrorSummary>,
    );
    expect(page.text('h3#reject-summary-title')).toBe('There is a problem');
    expect(page.attr('.error-summary', 'aria-labelledby')).toBe('reject-summary-title');
    expect(page.text('.error-summary p')).toBe('The service is unavailable. Try again.');
    expect(page.count('.error-summary__list')).toBe(0);
  });

  it('renders nothing while there is no problem', () => {
    expect(render(<ErrorSummary title="There is a problem" items={[]} attempt={0} />).count('*')).toBe(0);
  });
});

describe('the form kit’s summary list', () => {
  const rows = [
    { label: 'Application number', value: 'KE-12345678', ltr: true },
    {
      label: 'Full name',
      value: 'Amina Otieno',
      change: { href: '/en/application/details#fullName-0', text: 'Change' },
    },
    { label: 'Middle name', value: '' },
    { label: 'Transaction', value: undefined },
  ];

  it('is a description list of label and value rows with a Change link naming its answer', () => {
    const page = render(<SummaryList rows={rows} empty="Not provided" />);
    expect(page.texts('dl.summary-list > .summary-list__row > dt')).toEqual([
      'Application number',
      'Full name',
      'Middle name',
    ]);
    expect(page.attr('.summary-list__row:nth-child(1) dd', 'dir')).toBe('ltr');
    expect(page.text('.summary-list__row:nth-child(3) .summary-list__value')).toBe('Not provided');
    expect(page.attr('.summary-list__actions a', 'href')).toBe('/en/application/details#fullName-0');
    expect(page.text('.summary-list__actions a')).toBe('Change Full name');
    expect(page.text('.summary-list__actions a .visually-hidden')).toBe('Full name');
  });

  it('leaves out rows without a value, and empty ones when there is no "Not provided" text', () => {
    const page = render(<SummaryList rows={rows} className="admin-rows" />);
    expect(page.count('.summary-list__row')).toBe(2);
    expect(page.count('dl.summary-list.admin-rows')).toBe(1);
  });

  it('drops a row whose value is a false condition and draws dividers when not plain', () => {
    const flagged = false as boolean;
    const page = render(
      <SummaryList
        plain={false}
        rows={[
          { label: 'Decision due', value: flagged && '1 December 2026' },
          { label: 'Application number', value: 'KE-12345678' },
        ]}
      />,
    );
    expect(page.texts('dt')).toEqual(['Application number']);
    expect(page.attr('dl', 'class')).toBe('summary-list');
  });
});
