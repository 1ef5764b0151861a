import { describe, expect, it } from 'vitest';
import { headerMode, headerNav, headerNavOf } from '../../../../site/lib/navigation';

describe('the header mode', () => {
  it("is Tanzania on paths that contain /tanzania or /apply-visa, and on Tanzania's fees and processing pages", () => {
    for (const path of ['/tanzania', '/apply-visa', '/apply-visa/details', '/visa-fees', '/processing']) {
      expect(headerMode(path), path).toBe('tanzania');
    }
  });

  it('is Kenya on the home page and every other path', () => {
    for (const path of [
      '/',
      '/kenya-home',
      '/apply-kenya-eta',
      '/faq',
      '/contact-us',
      '/general-information',
    ]) {
      expect(headerMode(path), path).toBe('kenya');
    }
  });

  it('links the Kenya header to home, apply, status, how to apply, requirements, pricing, FAQ and contact', () => {
    expect(headerNav.map((i) => i.path)).toEqual([
      '/',
      '/kenya-eta-start',
      '/kenya-eta-check-status',
      '/how-to-apply',
      '/visa-requirements',
      '/general-information#fees',
      '/faq',
      '/contact-us',
    ]);
    expect(headerNavOf('kenya')).toBe(headerNav);
    expect(headerNavOf('tanzania').map((i) => i.path)).toEqual([
      '/tanzania',
      '/apply-visa',
      '/apply-visa?rush=true',
      '/visa-fees',
      '/processing',
      '/faq',
      '/contact-us',
    ]);
  });
});
