import { describe, expect, it } from 'vitest';
import { compileHint, compileHintBanner } from '../../../../site/integrations/compile-hints';

describe('the compile hint banner (V8 explicit compile hints)', () => {
  it('is V8’s magic comment', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad');
  });

  it('marks a chunk holding React’s runtime or zod', () => {
    for (const id of [
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/zod/v4/mini/schemas.js',
      'C:\\app\\node_modules\\zod\\v4\\core\\core.js',
    ]) {
      expect(compileHintBanner({ moduleIds: ['/app/site/lib/x.ts', id] }), id).toBe(compileHint);
    }
  });

  it('leaves every other chunk as it is: the site’s own code, the scan’s and the PDF reader’s libraries', () => {
    for (const ids of [
      ['/app/site/islands/journey/DetailsForm.tsx', '/app/shared/journey/applicant-schema.ts'],
      ['/app/node_modules/pdfjs-dist/build/pdf.mjs'],
      ['/app/node_modules/@vladmandic/face-api/dist/face-api.esm.js'],
      ['/app/node_modules/tesseract.js/src/index.js'],
      ['/app/node_modules/react-dom-extra/index.js', '/app/node_modules/zodiac/index.js'],
    ]) {
      expect(compileHintBanner({ moduleIds: ids }), ids.join()).toBe('');
    }
  });
});
