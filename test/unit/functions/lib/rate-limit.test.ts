import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../../functions/lib/rate-limit';

describe('the rate-limit key of a client', () => {
  it('is a hash that does not contain the address', () => {
    expect(clientKey('198.51.100.7')).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey('198.51.100.7')).not.toContain('198.51.100.7');
  });

  it('differs between addresses and is stable for one', () => {
    expect(clientKey('198.51.100.7')).not.toBe(clientKey('198.51.100.8'));
    expect(clientKey('198.51.100.7')).toBe(clientKey('198.51.100.7'));
  });
});
