import { describe, expect, it } from 'vitest';
import { maxEvisaBytes } from '../../../../../../shared/api/admin';
import { evisaFileProblem, isPdf } from '../../../../../../site/islands/admin/panel/evisa-file';

const pdf = { name: 'evisa.pdf', type: 'application/pdf', size: 120_000 };

describe('the e-visa file check before upload', () => {
  it('asks for a file when none is chosen', () => {
    expect(evisaFileProblem(undefined)).toBe('admin.panel.approve.errors.chooseFile');
  });

  it('accepts a PDF of up to 10 MB', () => {
    expect(evisaFileProblem(pdf)).toBeUndefined();
    expect(evisaFileProblem({ ...pdf, size: maxEvisaBytes })).toBeUndefined();
  });

  it('refuses a file over 10 MB with the schema’s message', () => {
    expect(evisaFileProblem({ ...pdf, size: maxEvisaBytes + 1 })).toBe('admin.errors.evisaTooLarge');
    expect(evisaFileProblem({ ...pdf, size: 11 * 1024 * 1024 })).toBe('admin.errors.evisaTooLarge');
  });

  it('refuses a file that is not a PDF by its type, whatever its name', () => {
    expect(evisaFileProblem({ name: 'evisa.png', type: 'image/png', size: 1000 })).toBe(
      'admin.panel.approve.errors.pdfOnly',
    );
    expect(evisaFileProblem({ name: 'evisa.pdf', type: 'text/plain', size: 1000 })).toBe(
      'admin.panel.approve.errors.pdfOnly',
    );
  });

  it('decides by the extension when the browser does not know the type', () => {
    expect(isPdf({ name: 'EVISA.PDF', type: '' })).toBe(true);
    expect(isPdf({ name: 'evisa.pdf', type: 'application/octet-stream' })).toBe(true);
    expect(isPdf({ name: 'evisa.docx', type: '' })).toBe(false);
    expect(isPdf({ name: 'evisa', type: '' })).toBe(false);
  });

  it('refuses an empty file', () => {
    expect(evisaFileProblem({ ...pdf, size: 0 })).toBe('admin.panel.approve.errors.empty');
  });

  it('reports the type before the size, as the specification lists them', () => {
    expect(evisaFileProblem({ name: 'big.zip', type: 'application/zip', size: maxEvisaBytes * 2 })).toBe(
      'admin.panel.approve.errors.pdfOnly',
    );
  });
});
