import { fontFaces } from '../../../functions/lib/pdf/fonts';
import type { ExtraBundling } from './function-defaults';
import { mailDictionaryFiles } from './mail-bundle';

/**
 * The applications function builds PDFs and MIME mail: pdf-lib (~510 KB minified), fontkit (~980 KB)
 * and nodemailer's composer (~140 KB) would each break the 150 KB bundle budget, so they ship beside
 * the bundle as plain packages (only their runtime files), the Noto fonts as files in `fonts/`
 * (see `functions/lib/pdf/fonts.ts`) and the mail dictionaries in `i18n/mail/`.
 */
export const applicationsBundling: ExtraBundling = {
  vendor: [
    { name: 'pdf-lib', paths: ['package.json', 'cjs', 'node_modules'] },
    { name: '@pdf-lib/standard-fonts', paths: ['package.json', 'lib'] },
    { name: '@pdf-lib/upng', paths: ['package.json', 'cjs'] },
    { name: '@pdf-lib/fontkit', paths: ['package.json', 'dist/fontkit.umd.js'] },
    { name: 'pako', paths: ['package.json', 'index.js', 'lib'] },
    { name: 'nodemailer', paths: ['package.json', 'lib'] },
  ],
  files: [
    ...Object.values(fontFaces).map(({ pkg, file }) => ({
      from: `node_modules/${pkg}/400Regular/${file}`,
      to: `fonts/${file}`,
    })),
    ...mailDictionaryFiles,
  ],
};
