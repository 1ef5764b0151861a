import { describe, expect, it } from 'vitest';
import {
  showDestinationText,
  type DestinationTextElement,
} from '../../../../../site/lib/documents/destination-text';

/** Two list items as `DestinationText.astro` renders them: the travel warning has Tanzania's own wording. */
function page() {
  const travel = {};
  const review = {};
  const span = (parent: object, forDestination: string, text: string, hidden: boolean) => ({
    dataset: { forDestination },
    hidden,
    parentElement: parent,
    text,
  });
  return [
    span(travel, 'kenya', 'Do not travel before your eTA is approved.', false),
    span(travel, 'tanzania', 'Do not travel before your e-visa is approved.', true),
    span(review, 'kenya', 'Our team checks your application.', false),
  ];
}
const shown = (texts: (DestinationTextElement & { text: string })[]) =>
  texts.filter((t) => !t.hidden).map((t) => t.text);

describe('the documents and final pages’ texts for the application’s destination', () => {
  it('shows Tanzania’s own wording for a Tanzania application, Kenya’s where it has none', () => {
    const texts = page();
    showDestinationText(texts, 'tanzania');
    expect(shown(texts)).toEqual([
      'Do not travel before your e-visa is approved.',
      'Our team checks your application.',
    ]);
  });

  it('keeps Kenya’s for a Kenya application and for one stored without a destination', () => {
    for (const destination of ['kenya', undefined] as const) {
      const texts = page();
      showDestinationText(texts, destination);
      expect(shown(texts)).toEqual([
        'Do not travel before your eTA is approved.',
        'Our team checks your application.',
      ]);
    }
  });
});
