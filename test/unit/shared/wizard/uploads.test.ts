import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  acceptOf,
  slotOfStagedKey,
  stagedPresignRequestSchema,
  wizardFileProblem,
  wizardFileSlots,
} from '../../../../shared/wizard/uploads';

const mb = 1024 * 1024;

describe('the wizard’s file rules (spec §5)', () => {
  it('takes a passport bio page as JPEG, PNG or PDF up to 5 MB', () => {
    for (const name of ['bio.pdf', 'bio.JPG', 'bio.jpeg', 'bio.png'])
      expect(wizardFileProblem('passportFile', { name, size: 5 * mb })).toBeUndefined();
    expect(wizardFileProblem('passportFile', { name: 'bio.heic', size: 1000 })).toBe(
      'wizard.upload.error.passportType',
    );
    expect(wizardFileProblem('passportFile', { name: 'bio.pdf', size: 5 * mb + 1 })).toBe(
      'wizard.upload.error.tooLarge',
    );
  });

  it('takes a photo only as JPEG or PNG, up to 5 MB', () => {
    expect(wizardFileProblem('photoFile', { name: 'me.png', size: 5 * mb })).toBeUndefined();
    expect(wizardFileProblem('photoFile', { name: 'me.pdf', size: 1000 })).toBe(
      'wizard.upload.error.photoType',
    );
  });

  it('takes each of the six documents as PDF, JPEG or PNG, up to 5 MB', () => {
    for (const slot of wizardFileSlots.slice(2)) {
      expect(wizardFileProblem(slot, { name: 'a.pdf', size: 1000 }), slot).toBeUndefined();
      expect(wizardFileProblem(slot, { name: 'a.docx', size: 1000 }), slot).toBe(
        'wizard.upload.error.documentType',
      );
      expect(wizardFileProblem(slot, { name: 'a.png', size: 0 }), slot).toBe('documents.errors.empty');
    }
    expect(acceptOf('flightBooking')).toBe('.pdf,.jpg,.jpeg,.png');
  });
});

describe('the staged presign request', () => {
  const parse = (body: unknown) => z.safeParse(stagedPresignRequestSchema, body);
  const messages = (body: unknown) => parse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('accepts a file its slot takes, with the content type of its extension', () => {
    expect(
      parse({ slot: 'photoFile', fileName: ' me.jpeg ', contentType: 'image/jpeg', size: 10 }).data,
    ).toEqual({ slot: 'photoFile', fileName: 'me.jpeg', contentType: 'image/jpeg', size: 10 });
  });

  it('names the slot’s own type message and the size message', () => {
    expect(
      messages({ slot: 'photoFile', fileName: 'me.pdf', contentType: 'application/pdf', size: 10 }),
    ).toEqual([['fileName', 'wizard.upload.error.photoType']]);
    expect(messages({ slot: 'passportFile', fileName: 'p.pdf', contentType: 'image/png', size: 10 })).toEqual(
      [['contentType', 'wizard.upload.error.passportType']],
    );
    expect(
      messages({
        slot: 'bankStatement',
        fileName: 'b.pdf',
        contentType: 'application/pdf',
        size: 5 * mb + 1,
      }),
    ).toEqual([['size', 'wizard.upload.error.tooLarge']]);
    expect(messages({ slot: 'nope', fileName: 'b.pdf', contentType: 'application/pdf', size: 1 })).toEqual([
      ['slot', 'wizard.upload.error.slot'],
    ]);
  });
});

describe('staged keys', () => {
  it('gives the slot of a staged key and nothing for any other key', () => {
    expect(slotOfStagedKey(`uploads/tmp/staged/photoFile/${'a1'.repeat(16)}`)).toBe('photoFile');
    expect(slotOfStagedKey(`uploads/tmp/staged/visa/${'a1'.repeat(16)}`)).toBeUndefined();
    expect(slotOfStagedKey(`uploads/tmp/staged/photoFile/${'a1'.repeat(15)}`)).toBeUndefined();
    expect(slotOfStagedKey(`uploads/tmp/staged/photoFile/../${'a1'.repeat(16)}`)).toBeUndefined();
    expect(slotOfStagedKey(`uploads/abc/0/photo/${'a1'.repeat(16)}`)).toBeUndefined();
  });
});
