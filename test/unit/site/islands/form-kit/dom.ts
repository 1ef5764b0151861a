import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect } from 'vitest';

/** The markup a component renders on the server, parsed, with the few queries the fixtures need. */
export function render(element: ReactElement) {
  const document = parseDocument(renderToString(element));
  const one = (selector: string) => {
    const found = selectOne<AnyNode, Element>(selector, document);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  const all = (selector: string) => selectAll<AnyNode, Element>(selector, document);
  const attr = (selector: string, name: string) => getAttributeValue(one(selector), name);
  const clean = (node: AnyNode) => textContent(node).replace(/\s+/g, ' ').trim();
  const text = (selector: string) => clean(one(selector));
  /** The texts of every element the selector matches, in document order. */
  const texts = (selector: string) => all(selector).map(clean);
  /** The texts of the elements an aria-describedby names, in its order (each id must exist once). */
  const described = (selector: string) =>
    (attr(selector, 'aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => {
        expect(all(`[id="${id}"]`)).toHaveLength(1);
        return text(`[id="${id}"]`);
      });
  /** The text of the label whose `for` is the element's id. */
  const labelOf = (id: string) => {
    expect(all(`#${id}`)).toHaveLength(1);
    return text(`label[for="${id}"]`);
  };
  return { document, one, all, attr, text, texts, described, labelOf, count: (s: string) => all(s).length };
}
