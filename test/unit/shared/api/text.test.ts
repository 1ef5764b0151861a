import { describe, expect, it } from 'vitest';
import { isPlainText, textIssues } from '../../../../shared/api/text';

describe('plain text', () => {
  it('accepts letters of every script, emoji, tabs and line breaks', () => {
    for (const text of ['Amina Otieno', 'Çağrı', 'محمد', '王小明', 'Line\r\n\tnext', '🇰🇪 😀', ''])
      expect(isPlainText(text), text).toBe(true);
  });

  it('refuses NUL, other control characters, DEL and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      'a\u0007b',
      'a\u001bb',
      'a\u007fb',
      'a\ud800b',
      'a\udc00b',
      '\ud83d',
      'x\ude00',
    ])
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('textIssues', () => {
  it('names the path of every bad string in a body, in arrays and nested objects', () => {
    const body = { name: 'ok', applicants: [{ firstName: 'A\u0000' }, { lastName: 'B\ud800' }], n: 3 };
    expect(textIssues(body)).toEqual([
      { path: 'applicants.0.firstName', message: 'errors.body.invalidText' },
      { path: 'applicants.1.lastName', message: 'errors.body.invalidText' },
    ]);
  });

  it('refuses a bad object key and a body nested deeper than any request of ours', () => {
    expect(textIssues({ 'k\u0000': 1 })).toEqual([{ path: '', message: 'errors.body.invalidText' }]);
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    expect(textIssues(deep)[0]?.message).toBe('errors.body.tooDeep');
  });

  it('finds nothing in a clean body', () => {
    expect(textIssues({ a: ['b', { c: 'd' }], e: null, f: true })).toEqual([]);
  });
});
