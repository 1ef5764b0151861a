import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledMailDir, mailMessages, mailTranslator } from '../../../../functions/lib/mail-messages';

const source = fileURLToPath(new URL('../../../../functions/lib/mail-messages.ts', import.meta.url));
const dictionary = (code: string) =>
  readFile(new URL(`../../../../shared/i18n/mail/${code}.json`, import.meta.url), 'utf8').then(JSON.parse);

describe('the mail messages', () => {
  it('come from the repository’s mail dictionary when run from the sources', async () => {
    expect(mailMessages('fr')).toEqual(await dictionary('fr'));
  });

  it('translate with English as the fallback', () => {
    const t = mailTranslator('sw');
    expect(t('documentsMail.subject', { applicationNumber: 'KE-12345678' })).toContain('KE-12345678');
    expect(t('documentsMail.subject')).not.toBe(mailTranslator('en')('documentsMail.subject'));
  });

  describe('in a Lambda bundle', () => {
    let dir = '';
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('are read from the files beside the handler, not carried in the bundle', async () => {
      dir = await mkdtemp(join(tmpdir(), 'mail-bundle-'));
      await build({
        entryPoints: [source],
        bundle: true,
        format: 'esm',
        platform: 'node',
        outfile: join(dir, 'index.mjs'),
        logLevel: 'silent',
      });
      await mkdir(join(dir, bundledMailDir), { recursive: true });
      await writeFile(
        join(dir, bundledMailDir, 'de.json'),
        JSON.stringify({ 'mail.greeting': 'Hallo aus dem Bündel' }),
      );
      const bundled = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as {
        mailMessages: typeof mailMessages;
      };
      expect(bundled.mailMessages('de')['mail.greeting']).toBe('Hallo aus dem Bündel');
      const code = await readFile(join(dir, 'index.mjs'), 'utf8');
      expect(code).not.toContain((await dictionary('de'))['mail.greeting']);
    });
  });
});
