import { describe, expect, it } from 'vitest';
import { adminListQuerySchema } from '../../../../../../shared/api/admin';
import {
  applicationInUrl,
  listQuery,
  urlWithApplication,
} from '../../../../../../site/islands/admin/panel/panel-url';

describe('the panel’s address', () => {
  it('reads the open application from the query', () => {
    expect(applicationInUrl('?application=abc-123')).toBe('abc-123');
    expect(applicationInUrl('?other=1')).toBeUndefined();
    expect(applicationInUrl('?application=%20')).toBeUndefined();
  });

  it('adds and removes the application, keeping the path, other parameters and the hash', () => {
    const shown = urlWithApplication('https://eta.example.com/tr/admin?x=1#top', 'abc');
    expect(shown).toBe('/tr/admin?x=1&application=abc#top');
    expect(urlWithApplication(`https://eta.example.com${shown}`, undefined)).toBe('/tr/admin?x=1#top');
  });
});

describe('the list query', () => {
  it('sends nothing for the defaults', () => {
    expect(listQuery({ view: 'all', q: '  ' })).toBe('');
  });

  it('sends the view, the trimmed search and the page cursor', () => {
    expect(listQuery({ view: 'ready_for_review', q: ' amina@example.com ' }, { cursor: 'c1' })).toBe(
      '?view=ready_for_review&q=amina%40example.com&cursor=c1',
    );
  });

  it('sends the polling cursor as changes', () => {
    expect(listQuery({ view: 'all', q: '' }, { changes: 's1' })).toBe('?changes=s1');
  });

  it('builds queries the server’s schema accepts', () => {
    const query = listQuery({ view: 'refund_due', q: 'KE-12345678' }, { cursor: 'abc', limit: 10 });
    const parsed = adminListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.success && parsed.data).toEqual({
      view: 'refund_due',
      q: 'KE-12345678',
      cursor: 'abc',
      limit: 10,
    });
  });
});
