import { describe, expect, it } from 'vitest';
import {
  Checkbox,
  CheckboxGroup,
  RadioGroup,
  SelectField,
  TextField,
} from '../../../../../site/islands/form-kit/fields';
import { DateField } from '../../../../../site/islands/form-kit/DateField';
import { FileField } from '../../../../../site/islands/form-kit/FileField';
import { render } from './dom';

const prefixes = { error: 'Error:', warning: 'Warning:' };
const noop = () => undefined;
const options = [
  { value: 'tourist', label: 'Tourist', hint: 'Holidays and visits' },
  { value: 'business', label: 'Business' },
];

describe('the form kit’s text field', () => {
  it('labels its input and reads hint, error and warning with it, in that order', () => {
    const page = render(
      <TextField
        id="email"
        label="Email address"
        hint="We send the confirmation here"
        error="Enter an email address"
        warning="Check the spelling"
        type="email"
        ltr
        value=""
        onChange={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.labelOf('email')).toBe('Email address');
    expect(page.attr('#email', 'type')).toBe('email');
    expect(page.attr('#email', 'name')).toBe('email');
    expect(page.attr('#email', 'dir')).toBe('ltr');
    expect(page.attr('#email', 'aria-invalid')).toBe('true');
    expect(page.described('#email')).toEqual([
      'We send the confirmation here',
      'Error: Enter an email address',
      'Warning: Check the spelling',
    ]);
    expect(page.count('.field.field--error')).toBe(1);
  });

  it('has no describedby, no invalid state and no error class while it has no messages', () => {
    const page = render(
      <TextField id="name" label="Name" value="Amina" onChange={noop} prefixes={prefixes} />,
    );
    expect(page.attr('#name', 'aria-describedby')).toBeUndefined();
    expect(page.attr('#name', 'aria-invalid')).toBeUndefined();
    expect(page.attr('#name', 'value')).toBe('Amina');
    expect(page.count('.field--error')).toBe(0);
  });

  it('renders a textarea for a long answer, with the same label and chain', () => {
    const page = render(
      <TextField
        id="address"
        label="Address"
        multiline
        error="Enter an address"
        value=""
        onChange={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.one('#address').name).toBe('textarea');
    expect(page.labelOf('address')).toBe('Address');
    expect(page.described('#address')).toEqual(['Error: Enter an address']);
  });
});

describe('the form kit’s date field', () => {
  it('groups day, month and year under a legend, each labelled and numeric', () => {
    const page = render(
      <DateField
        id="dob"
        legend="Date of birth"
        hint="For example, 27 3 1985"
        error="Date of birth must be in the past"
        value="1985-3-27"
        onChange={noop}
        labels={{ day: 'Day', month: 'Month', year: 'Year' }}
        prefixes={prefixes}
        autoCompletePrefix="bday"
      />,
    );
    expect(page.text('fieldset > legend')).toBe('Date of birth');
    expect(page.described('fieldset')).toEqual([
      'For example, 27 3 1985',
      'Error: Date of birth must be in the past',
    ]);
    for (const [part, label, value] of [
      ['day', 'Day', '27'],
      ['month', 'Month', '3'],
      ['year', 'Year', '1985'],
    ] as const) {
      expect(page.labelOf(`dob-${part}`)).toBe(label);
      expect(page.attr(`#dob-${part}`, 'inputmode')).toBe('numeric');
      // No maxlength: it would cut a whole date pasted in one box (`typeDatePart` fills the three).
      expect(page.attr(`#dob-${part}`, 'maxlength')).toBeUndefined();
      expect(page.attr(`#dob-${part}`, 'value')).toBe(value);
      expect(page.attr(`#dob-${part}`, 'autocomplete')).toBe(`bday-${part}`);
      expect(page.attr(`#dob-${part}`, 'aria-invalid')).toBe('true');
    }
  });
});

describe('the form kit’s radios and checkboxes', () => {
  it('put radios in a fieldset whose legend is the question, the first radio being `${id}-0`', () => {
    const page = render(
      <RadioGroup
        id="purpose"
        label="Purpose of the visit"
        error="Select the purpose"
        value="business"
        options={options}
        onChange={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.text('fieldset > legend')).toBe('Purpose of the visit');
    expect(page.described('fieldset')).toEqual(['Error: Select the purpose']);
    expect(page.labelOf('purpose-0')).toBe('Tourist');
    expect(page.labelOf('purpose-1')).toBe('Business');
    expect(page.described('#purpose-0')).toEqual(['Holidays and visits']);
    expect(page.all('input[type="radio"][name="purpose"]')).toHaveLength(2);
    expect(page.attr('#purpose-1', 'checked')).toBe('');
    expect(page.attr('#purpose-0', 'checked')).toBeUndefined();
  });

  it('group checkboxes the same way and tick the values given', () => {
    const page = render(
      <CheckboxGroup
        id="goods"
        label="Are you carrying any of these?"
        hint="Select all that apply"
        value={['business']}
        options={options}
        onChange={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.text('fieldset > legend')).toBe('Are you carrying any of these?');
    expect(page.described('fieldset')).toEqual(['Select all that apply']);
    expect(page.labelOf('goods-0')).toBe('Tourist');
    expect(page.attr('#goods-1', 'checked')).toBe('');
    expect(page.attr('#goods-0', 'checked')).toBeUndefined();
  });

  it('show a single checkbox’s error above it and read it with the box', () => {
    const page = render(
      <Checkbox
        id="confirm"
        label="I confirm the information is correct"
        hint="You can change it until you pay"
        error="Confirm the information"
        checked={false}
        onChange={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.labelOf('confirm')).toBe('I confirm the information is correct');
    expect(page.described('#confirm')).toEqual([
      'You can change it until you pay',
      'Error: Confirm the information',
    ]);
    expect(page.attr('#confirm', 'aria-invalid')).toBe('true');
  });
});

describe('the form kit’s select and file fields', () => {
  it('label a select, offer the empty choice and mark the chosen one', () => {
    const page = render(
      <SelectField
        id="port"
        label="Port of entry"
        placeholder="Select a port"
        error="Select the port of entry"
        value="business"
        options={options}
        onChange={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.labelOf('port')).toBe('Port of entry');
    expect(page.all('#port option').map((o) => o.attribs.value)).toEqual(['', 'tourist', 'business']);
    expect(page.texts('#port option')).toEqual(['Select a port', 'Tourist', 'Business']);
    expect(page.attr('#port option[value="business"]', 'selected')).toBe('');
    expect(page.described('#port')).toEqual(['Error: Select the port of entry']);
  });

  it('label a file input, state its limits in the hint and let phones open the camera', () => {
    const page = render(
      <FileField
        id="passport-file"
        label="Passport bio page"
        hint="JPG, PNG or PDF, up to 5 MB"
        error="The file is larger than 5 MB"
        accept=".jpg,.png,.pdf"
        capture="environment"
        onFile={noop}
        prefixes={prefixes}
      />,
    );
    expect(page.labelOf('passport-file')).toBe('Passport bio page');
    expect(page.attr('#passport-file', 'type')).toBe('file');
    expect(page.attr('#passport-file', 'accept')).toBe('.jpg,.png,.pdf');
    expect(page.attr('#passport-file', 'capture')).toBe('environment');
    expect(page.described('#passport-file')).toEqual([
      'JPG, PNG or PDF, up to 5 MB',
      'Error: The file is larger than 5 MB',
    ]);
  });
});
