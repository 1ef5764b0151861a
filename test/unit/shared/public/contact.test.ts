import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../../../shared/public/contact';
import { pickMessages } from '../../../../shared/i18n';
import { contactFormPrefixes } from '../../../../site/lib/island-messages';

const valid = {
  firstName: 'Amina',
  lastName: 'Odhiambo',
  email: 'amina@example.com',
  subject: 'Arrival date',
  message: 'Can I change my arrival date?',
};
const issues = (input: unknown) =>
  contactMessageSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the contact message schema', () => {
  it('accepts the required fields alone, optional ones empty or absent', () => {
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, phone: '', applicationNumber: '' }).success).toBe(true);
  });

  it('requires first name, last name, e-mail, subject and message, one message per field', () => {
    expect(issues({})).toEqual([
      ['firstName', 'contact.errors.firstName.required'],
      ['lastName', 'contact.errors.lastName.required'],
      ['email', 'common.error.emailRequired'],
      ['subject', 'contact.errors.subject.required'],
      ['message', 'contact.errors.message.required'],
    ]);
  });

  it('treats text of only spaces as missing and trims what is kept', () => {
    expect(issues({ ...valid, firstName: '   ' })).toEqual([
      ['firstName', 'contact.errors.firstName.required'],
    ]);
    expect(contactMessageSchema.parse({ ...valid, lastName: '  Odhiambo ' }).lastName).toBe('Odhiambo');
  });

  it('rejects a malformed e-mail address', () => {
    expect(issues({ ...valid, email: 'amina@' })).toEqual([['email', 'common.error.emailInvalid']]);
  });

  it('accepts a KE- or TZ- application number in any case and stores it upper-case; rejects other formats', () => {
    expect(
      contactMessageSchema.parse({ ...valid, applicationNumber: ' ke-12345678 ' }).applicationNumber,
    ).toBe('KE-12345678');
    expect(contactMessageSchema.parse({ ...valid, applicationNumber: 'tz-87654321' }).applicationNumber).toBe(
      'TZ-87654321',
    );
    expect(contactMessageSchema.parse({ ...valid, applicationNumber: '' }).applicationNumber).toBe('');
    for (const other of ['UG-12345678', 'TZ-1234567', 'KE12345678']) {
      expect(issues({ ...valid, applicationNumber: other })).toEqual([
        ['applicationNumber', 'contact.errors.applicationNumber.invalid'],
      ]);
    }
    expect(issues({ ...valid, applicationNumber: 'KE-1234' })).toEqual([
      ['applicationNumber', 'contact.errors.applicationNumber.invalid'],
    ]);
  });

  it('accepts international phone numbers and rejects letters', () => {
    expect(contactMessageSchema.safeParse({ ...valid, phone: '+254 (20) 123-4567' }).success).toBe(true);
    expect(issues({ ...valid, phone: 'call me' })).toEqual([['phone', 'contact.errors.phone.invalid']]);
  });

  it('limits the length of the subject and the message', () => {
    expect(issues({ ...valid, subject: 'x'.repeat(151) })).toEqual([
      ['subject', 'contact.errors.subject.tooLong'],
    ]);
    expect(issues({ ...valid, message: 'x'.repeat(5001) })).toEqual([
      ['message', 'contact.errors.message.tooLong'],
    ]);
  });

  it('accepts only a known language code', () => {
    expect(contactMessageSchema.safeParse({ ...valid, locale: 'ar' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, locale: 'xx' }).success).toBe(false);
  });

  it('uses only messages that the contact form translates', () => {
    const keys = new Set(Object.keys(pickMessages('en', contactFormPrefixes)));
    const inputs = [
      {},
      { ...valid, email: 'x', phone: 'x', applicationNumber: 'x', subject: 'x'.repeat(200) },
    ];
    for (const input of inputs) {
      for (const [, message] of issues(input)) expect(keys.has(message ?? ''), message).toBe(true);
    }
  });
});
