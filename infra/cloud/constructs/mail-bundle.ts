import { bundledMailDir } from '../../../functions/lib/mail-messages';
import { localeCodes } from '../../../shared/locales';
import type { ExtraBundling } from './function-defaults';

/**
 * The mail dictionaries (`shared/i18n/mail/<locale>.json`), copied beside the handler of every function
 * that writes to applicants: read at run time, one locale at a time, instead of 14 languages of text
 * inside the 150 KB bundle (see `functions/lib/mail-messages.ts`).
 */
export const mailDictionaryFiles: NonNullable<ExtraBundling['files']> = localeCodes.map((code) => ({
  from: `shared/i18n/mail/${code}.json`,
  to: `${bundledMailDir}/${code}.json`,
}));

/**
 * For a function that sends MIME mail with attachments but builds no PDF (the admin concern's
 * decision e-mails): nodemailer's composer (~140 KB minified, no dependencies) ships beside the bundle
 * instead of inside it, with the mail dictionaries, and no fonts are copied.
 */
export const mailBundling: ExtraBundling = {
  vendor: [{ name: 'nodemailer', paths: ['package.json', 'lib'] }],
  files: mailDictionaryFiles,
};
