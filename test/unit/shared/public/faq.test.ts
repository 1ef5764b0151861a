import { describe, expect, it } from 'vitest';
import {
  faqCategories,
  faqEntries,
  filterFaq,
  matchesFaq,
  type FaqText,
} from '../../../../shared/public/faq';
import { siteDictionaries } from '../../../../shared/i18n';

const entries: (FaqText & { id: string })[] = [
  {
    id: 'refunds',
    category: 'payment',
    question: 'Can I get a refund?',
    answer: 'Within 24 hours of payment.',
  },
  {
    id: 'validity',
    category: 'validity',
    question: 'How long is the eTA valid?',
    answer: 'Valid for 90 days.',
  },
  {
    id: 'cost',
    category: 'payment',
    question: 'How much does it cost?',
    answer: 'Pay by card: Visa or Mastercard.',
  },
  {
    id: 'passport',
    category: 'requirements',
    question: 'Passport validity?',
    answer: 'Six months after arrival.',
  },
];
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('the FAQ filter', () => {
  it('shows every entry for an empty search in All', () => {
    expect(ids(filterFaq(entries, '', 'all'))).toEqual(['refunds', 'validity', 'cost', 'passport']);
    expect(ids(filterFaq(entries, '   ', 'all'))).toHaveLength(4);
  });

  it('searches the question and the answer, ignoring case', () => {
    expect(ids(filterFaq(entries, 'REFUND', 'all'))).toEqual(['refunds']);
    expect(ids(filterFaq(entries, 'mastercard', 'all'))).toEqual(['cost']);
    expect(ids(filterFaq(entries, 'valid', 'all'))).toEqual(['validity', 'passport']);
  });

  it('keeps only the chosen category', () => {
    expect(ids(filterFaq(entries, '', 'payment'))).toEqual(['refunds', 'cost']);
    expect(ids(filterFaq(entries, '', 'travel'))).toEqual([]);
  });

  it('combines the search with the category', () => {
    expect(ids(filterFaq(entries, 'valid', 'requirements'))).toEqual(['passport']);
    expect(ids(filterFaq(entries, 'refund', 'validity'))).toEqual([]);
  });

  it('requires every word of the search, in any order', () => {
    expect(ids(filterFaq(entries, 'card visa', 'all'))).toEqual(['cost']);
    expect(ids(filterFaq(entries, 'card refund', 'all'))).toEqual([]);
  });

  it('lower-cases by the rules of the page language (Turkish dotted İ)', () => {
    const turkish: FaqText = { category: 'general', question: 'İade alabilir miyim?', answer: '' };
    expect(matchesFaq(turkish, 'iade', 'all', 'tr')).toBe(true);
  });

  it('has the fifteen entries of the specification and five for Tanzania, each in a real category with text in every locale', () => {
    expect(faqEntries).toHaveLength(20);
    expect(new Set(faqEntries.map((e) => e.id)).size).toBe(20);
    expect(faqEntries.filter((e) => e.category === 'tanzania')).toHaveLength(5);
    expect(faqCategories).toEqual([
      'all',
      'general',
      'application',
      'payment',
      'validity',
      'requirements',
      'process',
      'travel',
      'tanzania',
    ]);
    for (const category of faqCategories.filter((c) => c !== 'all')) {
      expect(
        faqEntries.some((e) => e.category === category),
        category,
      ).toBe(true);
    }
    const english = siteDictionaries.en as Record<string, string>;
    for (const { id } of faqEntries) {
      expect(english[`faq.${id}.question`], id).toBeTruthy();
      expect(english[`faq.${id}.answer`], id).toBeTruthy();
    }
  });
});
