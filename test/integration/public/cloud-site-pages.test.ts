import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteRequestCode, siteResponseCode } from '../../../infra/cloud/constructs/edge-functions';
import { notFoundPageKey, prefixedLocales, sitePagePaths } from '../../../infra/cloud/site-pages';
import { localeCodes, localizePath } from '../../../shared/locales';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');

/** Every object key of the build that is an HTML page (`/index.html`, `/ar/faq/index.html`, `/404.html`). */
const builtHtmlKeys = () =>
  readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split(sep).join('/')}`)
    .sort();

const site = { paths: sitePagePaths(), prefixedLocales };
type Handler = (event: {
  request: { uri: string; querystring: object; headers: object };
  response?: { statusCode: number; statusDescription: string; headers: object };
}) => { uri: string; statusCode: number };
const handlerOf = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;
const requestHandler = handlerOf(siteRequestCode(site));
const responseHandler = handlerOf(siteResponseCode(site));
const rewrite = (uri: string) => requestHandler({ request: { uri, querystring: {}, headers: {} } }).uri;
const statusFor = (uri: string) =>
  responseHandler({
    request: { uri, querystring: {}, headers: {} },
    response: { statusCode: 200, statusDescription: 'OK', headers: {} },
  }).statusCode;

/**
 * The CloudFront site functions know the pages from `site/pages/[...lang]/` at synth time; this checks
 * that list against what `astro build` really produces, so no page is ever answered 404 in the cloud
 * and no 404 page key points at nothing.
 */
describe('the page list the CloudFront functions are synthesised with', () => {
  const notFoundKeys = localeCodes.map(notFoundPageKey);

  it('is exactly the built directory pages in all 14 languages, plus one 404 page per language', () => {
    const expected = localeCodes.flatMap((code) =>
      site.paths.map((page) => `${localizePath(page, code).replace(/\/?$/, '/')}index.html`),
    );
    expect(builtHtmlKeys()).toEqual([...expected, ...notFoundKeys].sort());
    expect(expected).toHaveLength(site.paths.length * 14);
  });

  it('serves every built page from itself with its status, in both the /page and /page/ forms', () => {
    const pages = builtHtmlKeys().filter((key) => !notFoundKeys.includes(key));
    expect(pages.length).toBeGreaterThan(0);
    for (const key of pages) {
      const directory = key.slice(0, -'index.html'.length);
      for (const uri of [directory, directory.replace(/(.)\/$/, '$1')]) {
        expect(rewrite(uri), uri).toBe(key);
        expect(statusFor(uri), uri).toBe(200);
      }
    }
  });

  it.each(localeCodes)('sends a missing page in %s to a 404 page the build contains, with 404', (code) => {
    const uri = localizePath('/no-such-page', code);
    expect(rewrite(uri)).toBe(notFoundPageKey(code));
    expect(existsSync(join(siteDir, notFoundPageKey(code)))).toBe(true);
    expect(statusFor(uri)).toBe(404);
    expect(statusFor(rewrite(uri))).toBe(404);
  });
});
