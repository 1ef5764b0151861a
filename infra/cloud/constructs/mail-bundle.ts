import type { ExtraBundling } from './function-defaults';

/**
 * For a function that sends MIME mail with attachments but builds no PDF (the admin concern's
 * decision e-mails): nodemailer's composer (~140 KB minified, no dependencies) ships beside the bundle
 * instead of inside it, and no fonts are copied.
 */
export const mailBundling: ExtraBundling = {
  vendor: [{ name: 'nodemailer', paths: ['package.json', 'lib'] }],
};
